// Reads one page of a filter set and its exact total, with totals cached per filter set.
import type { LoadingCache } from '../../platform/loading-cache.ts';
import { findCountedPage, findPage, findPageOfFew, whereFor, type CardRow, type Dimension, type PageRequest, type Queryable, type SearchFilters } from './queries.ts';
import { countTotal, rollupAnswers } from './totals.ts';
import { countAlone, countPublic, walkLead } from './walk-lead.ts';

/**
 * A page is read either by walking an index in sort order (the lead filter's, see walk-lead.ts)
 * until the page's rows are found, or by collecting every hit through the filter and search
 * indexes and sorting them. The walk reads about (offset + limit) × rows in the lead's range ÷
 * total rows, if the other filters are spread evenly along the sort; they are not when they go
 * with the sort key, so the walk must look this many times cheaper before it is chosen. Search
 * words go with every sort key (a model has its price band, its years). The planner cannot make
 * this choice (it knows neither the total nor the correlations), so the total, known first, does.
 */
const WALK_MARGIN = 20;
const WALK_MARGIN_SEARCH = 50;

export function createPageReader(db: Queryable, totals: LoadingCache<number>) {
  const total = (key: string, f: SearchFilters) => totals.get(key, () => countTotal(db, f));
  const alone = (d: Dimension, value: string | number) =>
    totals.get(`alone:${d}:${String(value).toLowerCase()}`, () => countAlone(db, d, value));

  /**
   * The total comes first (from the rollup or cache; decision 006) and decides how to read the
   * page. A page that contradicts a remembered total (a change this process was not told of)
   * has it counted again.
   */
  return async function read(key: string, f: SearchFilters, p: PageRequest): Promise<[CardRow[], number]> {
    const asOf = totals.version;
    if (!rollupAnswers(f) && totals.peek(key) === undefined) {
      // Counting means collecting every hit anyway: the page is sorted out of them in the same pass.
      const [rows, n] = await findCountedPage(db, whereFor(f), p);
      totals.set(key, n, asOf);
      return [rows, n];
    }
    let n = await total(key, f);
    if (n === 0 || p.offset >= n) return [[], n];
    const walk = await walkLead(f, p.sortBy, alone);
    const walked = ((p.offset + p.limit) * (walk.rows ?? (await totals.get('public', () => countPublic(db))))) / n;
    const rows =
      walked * (f.terms.length ? WALK_MARGIN_SEARCH : WALK_MARGIN) < n
        ? await findPage(db, whereFor(f, { lead: walk.lead }), p)
        : await findPageOfFew(db, whereFor(f), p);
    const seen = p.offset + rows.length;
    if (rows.length < p.limit && rows.length > 0 && seen !== n) totals.set(key, (n = seen), asOf);
    else if ((rows.length === p.limit && n < seen) || rows.length === 0) {
      totals.delete(key);
      n = await total(key, f);
    }
    return [rows, n];
  };
}
