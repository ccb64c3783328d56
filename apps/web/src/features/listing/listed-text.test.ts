// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageSource } from '@/lib/i18n/i18n';
import { messages } from '@/lib/i18n/hi-listing';
import { listedText } from '@/features/listing/listed-text';

// 11:00 UTC is 16:30 in India.
const NOW = new Date('2026-11-25T11:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

describe('"Listed …" in the page\'s language (issue 25)', () => {
  afterEach(() => setLanguageSource(() => ({ locale: 'en', messages: {} })));

  it('keeps the English wording on English pages', () => {
    expect(listedText(minutesAgo(5), NOW)).toBe('Listed 5 minutes ago');
    expect(listedText(minutesAgo(36 * 60), NOW)).toBe('Listed yesterday');
    expect(listedText(minutesAgo(0), NOW)).toBe('Listed just now');
  });

  it('says the same amount in Hindi through Intl on Hindi pages', () => {
    setLanguageSource(() => ({ locale: 'hi', messages }));
    expect(listedText(minutesAgo(5), NOW)).toBe('5 मिनट पहले लिस्ट हुई');
    expect(listedText(minutesAgo(36 * 60), NOW)).toBe('कल लिस्ट हुई');
    expect(listedText(minutesAgo(3 * 24 * 60), NOW)).toBe('3 दिन पहले लिस्ट हुई');
    expect(listedText(minutesAgo(0), NOW)).toBe('अभी-अभी लिस्ट हुई');
  });
});
