import { describe, expect, it } from 'vitest';
import { isShortWord, wordsOf, wordStartPattern } from './search-words';

describe('search words', () => {
  it('takes a word under three letters or digits as a short word', () => {
    expect(['ev', 'x', '5', 'c3', 'एव'].map(isShortWord)).toEqual([true, true, true, true, true]);
    expect(['xza', 'k10', 'x+', 'a-', ''].map(isShortWord)).toEqual([false, false, false, false, false]);
  });

  it('splits words at spaces and ASCII punctuation, not inside letters, digits or other scripts', () => {
    expect(wordsOf('2020 tata nexon xz+(o) wagon-r 1.2 i20_n a/b "q5" [x]')).toEqual([
      '2020', 'tata', 'nexon', 'xz', 'o', 'wagon', 'r', '1', '2', 'i20', 'n', 'a', 'b', 'q5', 'x',
    ]);
    expect(wordsOf('नई कार—ev')).toEqual(['नई', 'कार—ev']);
  });

  it('matches the start of a word the way wordsOf splits', () => {
    const re = new RegExp(wordStartPattern('ev'));
    const texts = ['tata nexon ev', 'ev max', 'nexon-ev', 'nexon(ev)', 'nexon_ev', 'nexonev', 'nexon evx', 'kar—ev', 'nexon\\ev', 'a`ev', 'a~ev'];
    for (const text of texts) expect(re.test(text), text).toBe(wordsOf(text).some((w) => w.startsWith('ev')));
    expect(texts.map((t) => re.test(t))).toEqual([true, true, true, true, true, false, true, false, true, true, true]);
  });
});
