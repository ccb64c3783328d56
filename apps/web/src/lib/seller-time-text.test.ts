import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageSource } from '@/lib/i18n/i18n';
import { sellerTimeAgo } from '@/lib/seller-time-text';

const now = new Date('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const H = 3600_000;

afterEach(() => setLanguageSource(() => ({ locale: 'en', messages: {} })));

describe('seller-side times in the page language', () => {
  it('keeps the English wording', () => {
    expect(sellerTimeAgo(ago(2 * H), now)).toBe('2 hours ago');
  });

  it('words Hindi through Intl: just now, minutes, hours, yesterday, then a date', () => {
    setLanguageSource(() => ({ locale: 'hi', messages: { 'Just now': 'अभी-अभी' } }));
    expect(sellerTimeAgo(ago(10_000), now)).toBe('अभी-अभी');
    expect(sellerTimeAgo(ago(5 * 60_000), now)).toBe('5 मिनट पहले');
    expect(sellerTimeAgo(ago(2 * H), now)).toBe('2 घंटे पहले');
    expect(sellerTimeAgo(ago(30 * H), now)).toBe('कल');
    expect(sellerTimeAgo('2026-11-01T06:00:00Z', now)).toBe('1 नव॰');
    expect(sellerTimeAgo('2025-11-01T06:00:00Z', now)).toBe('1 नव॰ 2025');
  });
});
