// The offline pages the service worker precaches (public/offline.html and offline-hi.html): the
// Hindi one for /hi pages is Hindi with lang="hi", the same page otherwise; the English one as it was.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishLeftovers } from '@/lib/i18n/english-leftovers';
import { OFFLINE_PAGE, OFFLINE_PAGE_HI } from './cache-rules';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const page = (name: string) => new DOMParser().parseFromString(readFileSync(join(PUBLIC, name), 'utf8'), 'text/html');
const english = page(OFFLINE_PAGE);
const hindi = page(OFFLINE_PAGE_HI);
const links = (d: Document) => [...d.querySelectorAll('a')].map((a) => [a.className, a.getAttribute('href')]);

describe('the offline pages', () => {
  it('says it in Hindi for a Hindi visitor, with lang="hi" and no English but the brand', () => {
    expect(hindi.documentElement.lang).toBe('hi');
    expect(hindi.title).toBe('आप ऑफ़लाइन हैं - GaadiBazaar');
    expect(hindi.querySelector('h1')?.textContent).toBe('आप ऑफ़लाइन हैं');
    expect([...hindi.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['फिर कोशिश करें', 'मेरी शॉर्टलिस्ट']);
    expect(englishLeftovers(`${hindi.title} ${hindi.body.textContent}`)).toEqual([]);
  });

  it('is the English page in all but its words: the same links (the shortlist in Hindi), look and head', () => {
    expect(links(hindi)).toEqual(links(english).map(([c, href]) => [c, href === '/shortlist' ? '/hi/shortlist' : href]));
    expect(hindi.querySelector('style')?.textContent).toBe(english.querySelector('style')?.textContent);
    expect([...hindi.head.querySelectorAll('meta, link')].map((e) => e.outerHTML)).toEqual([...english.head.querySelectorAll('meta, link')].map((e) => e.outerHTML));
  });

  it('keeps the English page word for word', () => {
    expect(english.documentElement.lang).toBe('en-IN');
    expect(english.title).toBe('You are offline - GaadiBazaar');
    expect(english.querySelector('h1')?.textContent).toBe('You are offline');
    expect([...english.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Try again', 'My shortlist']);
  });
});
