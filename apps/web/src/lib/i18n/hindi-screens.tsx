// For the rendered "no English in Hindi mode" tests of the signed-in screens (decision 040): the page
// in Hindi with its catalogues, the API answered from a table, and the check that what a person
// reads (text, and the labels, placeholders and alternative texts a screen reader or a field shows)
// has no Latin-script word but the glossary's and the data's (english-leftovers.ts).
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, vi } from 'vitest';
import { englishLeftovers } from '@/lib/i18n/english-leftovers';
import { setLanguageSource, type Catalogue } from '@/lib/i18n/i18n';
import { learnPatterns } from '@/lib/i18n/server-text';
import { MemoryRouter } from '@/lib/memory-router';
import { createQueryClient, QueryProvider } from '@/lib/query-client';

/**
 * The page's language is Hindi with these catalogues (the common one and the page's own), their
 * messages with values learnt as patterns for the API's texts, as withPageMessages does.
 */
export function inHindi(...catalogues: Catalogue[]) {
  const messages: Catalogue = Object.assign({}, ...catalogues);
  learnPatterns(messages);
  setLanguageSource(() => ({ locale: 'hi', messages }));
}

/** Back to English (for afterEach). */
export const inEnglish = () => setLanguageSource(() => ({ locale: 'en', messages: {} }));

/**
 * fetch answered by path (`/api/v1/…/`) from the table, 404 for anything else; a function answers
 * with its own body. Returns the requests made, for the tests that look at what was sent.
 */
export function answerApi(answers: Record<string, unknown | ((init?: RequestInit) => unknown)>) {
  const requests: Array<{ path: string; url: string; init?: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://x').pathname;
    requests.push({ path, url, init });
    const answer = answers[path];
    const body = typeof answer === 'function' ? (answer as (init?: RequestInit) => unknown)(init) : answer;
    return new Response(JSON.stringify(body ?? { success: false, error: { code: 'NOT_FOUND', message: 'Not found' } }), {
      status: body ? 200 : 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

/** Every API call answered with this data (a page that reads its address's params, which a bare router leaves empty). */
export const answerEveryCall = (data: unknown) =>
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } }));

/** A page at an address, with the app's query client and the memory router. */
export const renderAt = (path: string, page: ReactNode) =>
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryProvider>,
  );

/** Every text node, and every label, placeholder and alternative text, apart (textContent runs neighbours together). */
export function visibleText(el: Element): string {
  const texts: string[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  for (const e of el.querySelectorAll('[aria-label], [placeholder], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'alt']) texts.push(e.getAttribute(name) ?? '');
  }
  return texts.join(' ');
}

/** Fails with the English words left in what the element shows, beside the glossary's and `data` (names, places, people's own words). */
export function expectNoEnglish(el: Element, data: string[] = []) {
  expect(englishLeftovers(visibleText(el), data)).toEqual([]);
}

/** A public car as the API's cards give it, for the Hindi screens' tests; `over` changes any field. */
export const sampleCar = (over: Record<string, unknown> = {}) => ({
  id: 'c1',
  year: 2020,
  brand: 'Maruti Suzuki',
  model: 'Swift',
  variant: 'VXi',
  price: 450_000,
  km_driven: 40_000,
  fuel_type: 'petrol',
  transmission: 'manual',
  owner_number: '1st',
  location: { city: 'Pune', area: 'Baner', state: 'Maharashtra' },
  images: [],
  status: 'approved',
  ...over,
});
