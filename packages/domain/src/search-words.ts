// What a search word matches (contract 4.1's `search`): a word of three letters or more is a
// substring of the title, brand, model or city name; a shorter one ("ev", "mg", "xz", "5") the start
// of a word there or in the variant, since trigrams cannot index a substring under three letters
// (decision 045). GET /cars/ (SQL) and the saved-search alerts (JavaScript) use this one definition.

/**
 * What separates words: the space and ASCII punctuation. Written as the inside of a bracket
 * expression that JavaScript and PostgreSQL read alike; PostgreSQL's trigram index reads these
 * characters as a word's edge, so it can find a word's start (a larger or negated class it cannot).
 */
export const WORD_SEPARATORS = ' !-/:-@[-`{-~';

const LETTERS_ONLY = /^[\p{L}\p{N}]+$/u;
const SEPARATORS = new RegExp(`[${WORD_SEPARATORS}]+`);

/** A word too short for a substring match: it matches the start of a word instead. */
export const isShortWord = (term: string) => term.length < 3 && LETTERS_ONLY.test(term);

/** A regular expression, for PostgreSQL's `~`, matching text with a word that starts with `term` (a short word). */
export const wordStartPattern = (term: string) => `(^|[${WORD_SEPARATORS}])${term}`;

/** The words of a text, as wordStartPattern sees them. */
export const wordsOf = (text: string) => text.split(SEPARATORS).filter(Boolean);
