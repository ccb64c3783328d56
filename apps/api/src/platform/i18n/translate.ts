// The language of e-mails and SMS (issue 25, decision 040): a person's texts follow the language
// saved on their account. As on the web, a message is identified by its English text with ICU
// placeholders ("Hello {name},"), so English needs no catalogue and stays word for word what it
// was; Hindi comes from the one catalogue hindi.ts (hindi.test.ts keeps the two in step).
import type { Language } from '@gaadi/domain/schemas/users';
import { HINDI } from './hindi.ts';

export type { Language };

/** The saved language as the texts use it: anything but Hindi is English (null: never chosen). */
export const languageOf = (saved: string | null | undefined): Language => (saved === 'hi' ? 'hi' : 'en');

/** "{count} cars" with { count: 3 } → "3 cars"; a value not given leaves its placeholder. */
export const interpolate = (text: string, values?: Record<string, string | number>) =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The texts of one language: `const t = translator(lang); t('Hello {name},', { name })`. */
export const translator =
  (language: Language = 'en'): Translate =>
  (id, values) =>
    interpolate(language === 'hi' ? (HINDI[id] ?? id) : id, values);

/** Marks a text kept in a constant for translation where it is used (the catalogue test reads it). */
export const msg = (id: string) => id;

/** A page of the site in the reader's language: Hindi pages are the same paths under /hi. */
export const pageUrl = (publicUrl: string, language: Language, path: string) => `${publicUrl}${language === 'hi' ? '/hi' : ''}${path}`;

/** An absolute address of the site's page (`${publicUrl}/listing/…`) in the reader's language; any other address as it is. */
export const inLanguage = (url: string, publicUrl: string, language: Language) =>
  language === 'hi' && url.startsWith(`${publicUrl}/`) && !url.startsWith(`${publicUrl}/api/`) ? pageUrl(publicUrl, 'hi', url.slice(publicUrl.length)) : url;
