// SQL of GET /cars/{id}/similar/ (issue 13, decision 015). Every part is a short walk of one
// index of listing_search outward from the car's price, bounded by LIMIT, so the answer costs the
// same with a thousand listings or a million.
import { SIMILAR_CARS_LIMIT } from '@gaadi/domain/public-constants';
import { cardsOfPage, type CardRow } from '../listing-store/card-rows.ts';
import { CARD_JOINS, type Queryable } from './queries.ts';

export interface SimilarSource {
  id: string;
  brandKey: string;
  modelKey: string;
  bodyType: string | null;
  cityKey: string;
  price: number;
}

export interface SimilarCandidate {
  id: string;
  /** 1: same model; 2: same body type within the price band. */
  tier: number;
  sameCity: boolean;
  distance: number;
}

/** The public car's keys, or null when it is not public (or unknown). */
export async function similarSource(db: Queryable, id: string): Promise<SimilarSource | null> {
  const { rows } = await db.query<SimilarSource>(
    `select id, brand_key as "brandKey", model_key as "modelKey", body_type as "bodyType", city_key as "cityKey", price
     from listing_search where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Price band of the second tier: ±25% of the car's price. */
export const PRICE_BAND = 0.25;

/**
 * Up to SIMILAR_CARS_LIMIT candidates of each kind, nearest in price first: same model in the same
 * city and anywhere (listing_search_model_price_idx, walked up and down from the price), then the
 * same body type in the price band, in the same city and anywhere (listing_search_body_price_idx).
 */
export async function similarCandidates(db: Queryable, s: SimilarSource): Promise<SimilarCandidate[]> {
  const values: unknown[] = [s.id, s.brandKey, s.modelKey, s.bodyType, s.cityKey, s.price, Math.floor(s.price * (1 - PRICE_BAND)), Math.ceil(s.price * (1 + PRICE_BAND))];
  const n = SIMILAR_CARS_LIMIT;
  const part = (tier: number, where: string, up: boolean, city: boolean) =>
    `(select id, ${tier} as tier, ${city ? 'true' : 'city_key = $5'} as "sameCity", abs(price - $6::int) as distance
      from listing_search
      where id <> $1 and ${where} ${city ? 'and city_key = $5' : ''} and ${up ? 'price >= $6::int' : 'price < $6::int'}
      order by price ${up ? 'asc' : 'desc'} limit ${n})`;
  const model = `model_key = $3 and brand_key = $2`;
  // Collate "C" keeps the model index out of the second tier's plan: it must walk body type and price.
  // A model without a body type ($4 null: e.g. one a seller typed in) has no second tier; its
  // parts stay in the statement so every parameter has a type, and find nothing.
  const body = `body_type = $4::text and price between $7::int and $8::int and (model_key collate "C" <> $3 or brand_key collate "C" <> $2)`;
  const parts = [true, false].flatMap((city) => [
    part(1, model, true, city),
    part(1, model, false, city),
    part(2, body, true, city),
    part(2, body, false, city),
  ]);
  const { rows } = await db.query<SimilarCandidate>(parts.join(' union all '), values);
  return rows;
}

/** The cars of these ids, in this order, with their covers and photo counts (one statement). */
export async function cardsInOrder(db: Queryable, ids: string[]): Promise<CardRow[]> {
  if (!ids.length) return [];
  const page = `select x.id, x.ord from unnest($1::uuid[]) with ordinality as x(id, ord)`;
  return (await db.query<CardRow>(cardsOfPage(page, 'page.ord', CARD_JOINS), [ids])).rows;
}
