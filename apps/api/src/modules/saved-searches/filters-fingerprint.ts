// Two saved searches with the same filters would alert (and e-mail) twice for every match
// (issue 24). Filters are compared as GET /cars/ reads them: names and words case-insensitive,
// comma lists and words in any order, numbers as numbers; the sort and the page do not matter.
import { listValues } from '@gaadi/domain/schemas/car';

const LISTS = new Set(['brand', 'city', 'model', 'bodyType']);
const IGNORED = new Set(['sortBy', 'page', 'limit']);

function normalise(key: string, value: unknown): unknown {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = String(value).trim();
  if (LISTS.has(key)) return [...new Set(listValues(text).map((v) => v.toLowerCase()))].sort().join(',');
  if (key === 'search') return [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))].sort().join(' ');
  const n = Number(text);
  return text !== '' && Number.isFinite(n) ? n : text.toLowerCase();
}

/** One string per distinct set of filters (as createSavedSearchBody leaves them). */
export function filtersFingerprint(filters: Record<string, unknown>): string {
  const entries = Object.entries(filters)
    .filter(([k, v]) => !IGNORED.has(k) && v !== undefined && v !== null && v !== '')
    .map(([k, v]) => [k, normalise(k, v)] as const)
    .filter(([, v]) => v !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(entries);
}
