import { describe, expect, it } from 'vitest';
import { alertsText } from './saved-searches-tab';

describe('saved search alerts in words', () => {
  it('names the frequency, or says alerts are off', () => {
    expect(alertsText({ notifications_enabled: true, notification_frequency: 'daily' })).toBe('Alerts: Daily digest');
    expect(alertsText({ notifications_enabled: true, notification_frequency: 'immediate' })).toBe('Alerts: Immediately');
    expect(alertsText({ notifications_enabled: false, notification_frequency: 'weekly' })).toBe('Alerts off');
  });
});
