// GET /cars/{id}/similar/ (issue 13): at most eight public cars like a public one, never itself.
// Same model first, then the same body type within ±25% of its price; within each tier cars in
// the same city come first, then the nearest in price.
import { SIMILAR_CARS_LIMIT } from '@gaadi/domain/public-constants';
import { CAR_NOT_FOUND_MESSAGE, type Car } from '@gaadi/domain/schemas/car';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { cardsOfRows } from '../listings/present-cards.ts';
import type { Queryable } from './queries.ts';
import { cardsInOrder, similarCandidates, similarSource, type SimilarCandidate } from './similar-queries.ts';

const byRank = (a: SimilarCandidate, b: SimilarCandidate) =>
  a.tier - b.tier || Number(b.sameCity) - Number(a.sameCity) || a.distance - b.distance || a.id.localeCompare(b.id);

/** The ids to show, in order: each car once, in its best tier. */
export function rankSimilar(candidates: SimilarCandidate[]): string[] {
  const ids: string[] = [];
  for (const c of [...candidates].sort(byRank)) {
    if (!ids.includes(c.id)) ids.push(c.id);
    if (ids.length === SIMILAR_CARS_LIMIT) break;
  }
  return ids;
}

export async function similarCars(ctx: AppContext, db: Queryable, id: string): Promise<Car[]> {
  const source = isUuid(id) ? await similarSource(db, id) : null;
  if (!source) throw notFound(CAR_NOT_FOUND_MESSAGE);
  const rows = await cardsInOrder(db, rankSimilar(await similarCandidates(db, source)));
  return cardsOfRows(ctx, db, rows);
}
