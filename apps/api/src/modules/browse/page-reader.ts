// Reads one page of a filter set and its total, with totals cached per filter set.
import type { TtlCache } from '../../platform/ttl-cache.ts';
import { countMatches, findPage, findPageOfFew, type CardRow, type PageRequest, type Queryable, type Where } from './queries.ts';

/**
 * Up to this many hits, a search page is read by collecting every hit through the search index
 * and sorting them; beyond it, walking a sort index finds the first page's hits soon enough.
 */
const FEW_HITS = 1_000;

export function createPageReader(totals: TtlCache<number>) {
  /**
   * The total of a filter set, checked against the page just read: a partly filled page gives the
   * exact total without counting, and a cached total the page contradicts is counted again.
   */
  async function totalFor(key: string, rows: CardRow[], p: PageRequest, count: () => Promise<number>) {
    const seen = p.offset + rows.length;
    if (rows.length < p.limit && (rows.length > 0 || p.offset === 0)) {
      totals.set(key, seen);
      return seen;
    }
    const cached = await totals.get(key, count);
    if (rows.length === p.limit ? cached >= seen : cached <= p.offset) return cached;
    totals.delete(key);
    return totals.get(key, count);
  }

  return {
    /** Structured filters: the planner's estimates are good, the page comes first. */
    async filtered(db: Queryable, key: string, where: Where, p: PageRequest): Promise<[CardRow[], number]> {
      const rows = await findPage(db, where, p);
      return [rows, await totalFor(key, rows, p, () => countMatches(db, where))];
    },

    /**
     * Search words: the planner cannot tell a rare word from a common one, and walking a sort
     * index in search of a rare word reads every public listing. The count (answered from the
     * search indexes) comes first and decides how to read the page.
     */
    async searched(db: Queryable, key: string, where: Where, p: PageRequest): Promise<[CardRow[], number]> {
      const total = await totals.get(key, () => countMatches(db, where));
      if (total === 0 || p.offset >= total) return [[], total];
      return [await (total <= FEW_HITS ? findPageOfFew : findPage)(db, where, p), total];
    },

    /** Whether a word occurs anywhere in the public catalogue (counted, so the index is used). */
    async occurs(db: Queryable, term: string, where: Where): Promise<boolean> {
      return (await totals.get(`term:${term}`, () => countMatches(db, where))) > 0;
    },
  };
}
