import { describe, expect, it } from 'vitest';
import { createSavedSearchBody } from './users.ts';

describe('saved-search create body (contract 3.10, issue 14)', () => {
  it('takes the alert frequency in the contract field notification_frequency, daily by default', () => {
    const body = createSavedSearchBody.parse({ name: ' Diesel ', search_filters: { fuelType: 'diesel' }, notification_frequency: 'weekly' });
    expect(body).toMatchObject({ name: 'Diesel', notification_frequency: 'weekly', notifications_enabled: true });
    expect(createSavedSearchBody.parse({ name: 'x' }).notification_frequency).toBe('daily');
    expect(createSavedSearchBody.parse({ name: 'x', notification_frequency: '' }).notification_frequency).toBe('daily');
  });

  it('refuses a frequency outside immediate, daily and weekly', () => {
    const r = createSavedSearchBody.safeParse({ name: 'x', notification_frequency: 'hourly' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['notification_frequency'], message: 'Notification frequency must be one of: immediate, daily, weekly' });
  });
});
