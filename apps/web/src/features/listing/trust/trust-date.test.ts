import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageSource } from '@/lib/i18n/i18n';
import { trustDate } from './trust-date';

const now = new Date('2026-11-28T12:00:00Z');

afterEach(() => setLanguageSource(() => ({ locale: 'en', messages: {} })));

describe('the day of a price change or a check', () => {
  it('in English: the day and month, the year outside the current one or when asked', () => {
    expect(trustDate('2026-11-01T06:00:00Z', now)).toBe('1 Nov');
    expect(trustDate('2025-11-01T06:00:00Z', now)).toBe('1 Nov 2025');
    expect(trustDate('2026-11-01T06:00:00Z', now, true)).toBe('1 Nov 2026');
  });

  it("in Hindi through Intl, in India's time zone", () => {
    setLanguageSource(() => ({ locale: 'hi', messages: {} }));
    expect(trustDate('2026-11-01T06:00:00Z', now)).toBe('1 नव॰');
    expect(trustDate('2025-11-01T06:00:00Z', now)).toBe('1 नव॰ 2025');
    expect(trustDate('2026-11-01T06:00:00Z', now, true)).toBe('1 नव॰ 2026');
    // 20:00 UTC on 31 October is 1 November in India.
    expect(trustDate('2026-10-31T20:00:00Z', now)).toBe('1 नव॰');
  });
});
