import { describe, expect, it } from 'vitest';
import { createSavedSearchBody, savedSearchSchema } from './users.ts';

describe('saved-search create body (contract 3.10, issue 14)', () => {
  it('accepts the optional alert_frequency beside notification_frequency', () => {
    const body = createSavedSearchBody.parse({ name: ' Diesel ', search_filters: { fuelType: 'diesel' }, notification_frequency: 'weekly', alert_frequency: 'weekly' });
    expect(body).toMatchObject({ name: 'Diesel', notification_frequency: 'weekly', alert_frequency: 'weekly', notifications_enabled: true });
    expect(createSavedSearchBody.parse({ name: 'x' }).alert_frequency).toBeUndefined();
    expect(createSavedSearchBody.parse({ name: 'x', alert_frequency: '' }).alert_frequency).toBeUndefined();
  });

  it('refuses an alert_frequency outside immediate, daily and weekly', () => {
    const r = createSavedSearchBody.safeParse({ name: 'x', alert_frequency: 'hourly' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['alert_frequency'], message: 'Notification frequency must be one of: immediate, daily, weekly' });
  });

  it('reads a saved search with or without alert_frequency', () => {
    const base = { id: '1', name: 'x', search_filters: {}, notifications_enabled: true, notification_frequency: 'daily', created_at: 'now' };
    expect(savedSearchSchema.safeParse(base).success).toBe(true);
    expect(savedSearchSchema.safeParse({ ...base, alert_frequency: 'immediate' }).success).toBe(true);
  });
});
