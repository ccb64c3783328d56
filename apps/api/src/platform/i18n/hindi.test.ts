// The e-mail and SMS catalogue (issue 25): every English text sent through translator() has its
// Hindi, the Hindi keeps no text the code no longer sends, and every value goes into its place.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REVIEW_TIME } from '@gaadi/domain/constants';
import { CONVERSATION_MESSAGES } from '@gaadi/domain/conversation-rules';
import { VISIT_NEWS_LINES, VISIT_NEWS_TITLES, VISIT_NEWS_WORDS, VISIT_REMINDER_LINES } from '@gaadi/domain/notification-texts';
import { OWNER_NUMBERS } from '@gaadi/domain/constants';
import { FUEL_LABELS, TRANSMISSION_LABELS } from '@gaadi/domain/public-constants';
import { describe, expect, it } from 'vitest';
import { HINDI } from './hindi.ts';
import { inLanguage, interpolate, languageOf, pageUrl, translator } from './translate.ts';

const SRC = fileURLToPath(new URL('../..', import.meta.url));
const CALL = /(?<![\w.$])(?:t|msg)\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;
/** Texts kept in the domain package and translated where they are sent. */
const CONSTANTS = [
  REVIEW_TIME,
  CONVERSATION_MESSAGES.safetyTip,
  // A visit's news and reminder (visits/visit-texts.ts), the in-app notifications' texts too.
  ...[VISIT_NEWS_TITLES, VISIT_NEWS_LINES, VISIT_REMINDER_LINES, VISIT_NEWS_WORDS].flatMap((o) => Object.values(o)),
  // The valuation's words for a car (valuation/value-car.ts): labels as they start a sentence and in its middle.
  ...[...Object.values(FUEL_LABELS), ...Object.values(TRANSMISSION_LABELS)].flatMap((l) => [l, l === 'CNG' ? l : l.toLowerCase()]),
  ...OWNER_NUMBERS.map((o) => `${o} owner`),
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.ts$/.test(name) && !name.endsWith('.test.ts') && !path.includes(join('platform', 'i18n')) ? [path] : [];
  });
}

/** Files that send texts through the catalogue, and their messages. */
const senders = files(SRC).filter((f) => readFileSync(f, 'utf8').includes('platform/i18n/translate.ts'));
const source = new Set<string>(CONSTANTS);
for (const file of senders) for (const m of readFileSync(file, 'utf8').matchAll(CALL)) source.add(m[2]!.replace(/\\(['"\\])/g, '$1'));
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Hindi e-mail and SMS catalogue', () => {
  it('reads the texts of the mail templates and the login code', () => {
    expect(senders.map((f) => f.slice(SRC.length)).sort()).toEqual(expect.arrayContaining(['modules/auth/otp-delivery.ts', 'modules/mail-templates/listing-approved.ts']));
    expect(source.size).toBeGreaterThan(40);
  });

  it('has Hindi for every English text sent', () => {
    expect([...source].filter((id) => !(id in HINDI))).toEqual([]);
  });

  it('keeps no text the code no longer sends', () => {
    expect(Object.keys(HINDI).filter((id) => !source.has(id))).toEqual([]);
  });

  it('puts in the same values as the English text, and none is left empty or English', () => {
    for (const [id, hindi] of Object.entries(HINDI)) {
      expect(placeholders(hindi), id).toEqual(placeholders(id));
      expect(hindi.trim(), id).not.toBe('');
      // Latin words left in the Hindi beside the placeholders: only the glossary's (docs/hindi-glossary.md).
      const latin = hindi.replace(/\{\w+\}/g, '').match(/[A-Za-z]+/g) ?? [];
      expect(latin.filter((w) => !['EMI', 'OTP', 'RC', 'km', 'CNG', 'GaadiBazaar'].includes(w)), id).toEqual([]);
    }
  });

  it('gives English unless Hindi is saved, word for word the English text', () => {
    expect(languageOf(null)).toBe('en');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('hi')).toBe('hi');
    expect(translator()('Hello {name},', { name: 'Ravi' })).toBe('Hello Ravi,');
    expect(translator('hi')('Hello {name},', { name: 'Ravi' })).toBe('नमस्ते Ravi,');
    expect(translator('hi')('A text nobody translated')).toBe('A text nobody translated');
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('links Hindi readers to the Hindi pages, and leaves other addresses alone', () => {
    expect(pageUrl('https://x.in', 'hi', '/buy')).toBe('https://x.in/hi/buy');
    expect(pageUrl('https://x.in', 'en', '/buy')).toBe('https://x.in/buy');
    expect(inLanguage('https://x.in/listing/1', 'https://x.in', 'hi')).toBe('https://x.in/hi/listing/1');
    expect(inLanguage('https://x.in/listing/1', 'https://x.in', 'en')).toBe('https://x.in/listing/1');
    expect(inLanguage('https://x.in/api/v1/alerts/unsubscribe/?t=1', 'https://x.in', 'hi')).toBe('https://x.in/api/v1/alerts/unsubscribe/?t=1');
    expect(inLanguage('https://other.in/listing/1', 'https://x.in', 'hi')).toBe('https://other.in/listing/1');
  });
});
