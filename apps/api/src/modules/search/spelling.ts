// Typo tolerance (decision 007). A search word that occurs nowhere in the public catalogue is
// replaced by the catalogue word (brand, model or city of a public listing) nearest to it in
// Damerau-Levenshtein distance (a swap of two letters counts as one edit), or by the usual
// spelling of a known Indian variant ("maruthi", "bangalore"). The corrected word then matches
// exactly as if the buyer had typed it, so "swfit" finds Swifts and nothing else; a word that
// occurs as typed is never touched.
import damerauLevenshtein from 'damerau-levenshtein';

/** Spellings common in India that are more than one edit from the catalogue's word. */
export const KNOWN_VARIANTS: Readonly<Record<string, string>> = {
  maruthi: 'maruti',
  maaruti: 'maruti',
  suzuky: 'suzuki',
  hundai: 'hyundai',
  huyndai: 'hyundai',
  hyndai: 'hyundai',
  mahendra: 'mahindra',
  mahindera: 'mahindra',
  desire: 'dzire',
  dezire: 'dzire',
  wagonr: 'wagon',
  inova: 'innova',
  fortuna: 'fortuner',
  bangalore: 'bengaluru',
  banglore: 'bengaluru',
  bombay: 'mumbai',
  gurgaon: 'gurugram',
  calcutta: 'kolkata',
  madras: 'chennai',
  cochin: 'kochi',
  mysore: 'mysuru',
  mangalore: 'mangaluru',
  trivandrum: 'thiruvananthapuram',
  baroda: 'vadodara',
  poona: 'pune',
  vizag: 'visakhapatnam',
  merc: 'mercedes',
};

/** Words shorter than this are never corrected: too many catalogue words are one edit away. */
const MIN_LENGTH = 4;

/** Edits allowed for a word of this length: one up to 7 letters, two from 8. */
const maxEdits = (length: number) => (length >= 8 ? 2 : 1);

export interface Speller {
  /** The catalogue word meant by `term`, or null when nothing is near enough. */
  correct(term: string): string | null;
  /** Whether `term` occurs inside some catalogue word (then it needs no correction). */
  known(term: string): boolean;
}

/** Words of catalogue names: "Maruti Suzuki" gives maruti and suzuki, "Mercedes-Benz" mercedes and benz. */
export const wordsOf = (name: string) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** `names`: public catalogue names with their listing counts (the more listings, the likelier meant). */
export function createSpeller(names: Iterable<{ name: string; n: number }>): Speller {
  const weight = new Map<string, number>();
  for (const { name, n } of names) for (const w of wordsOf(name)) weight.set(w, (weight.get(w) ?? 0) + n);
  const words = [...weight.keys()];
  const blob = `\n${words.join('\n')}\n`;

  return {
    known: (term) => blob.includes(term),
    correct(term) {
      const variant = KNOWN_VARIANTS[term];
      if (variant && weight.has(variant)) return variant;
      if (term.length < MIN_LENGTH || !/^\p{L}+$/u.test(term)) return null;
      const limit = maxEdits(term.length);
      let best: string | null = null;
      let bestSteps = limit + 1;
      for (const w of words) {
        if (Math.abs(w.length - term.length) > limit || w.length < MIN_LENGTH) continue;
        const { steps } = damerauLevenshtein(term, w);
        if (steps < bestSteps || (steps === bestSteps && best !== null && weight.get(w)! > weight.get(best)!)) {
          best = w;
          bestSteps = steps;
        }
      }
      return bestSteps <= limit ? best : null;
    },
  };
}
