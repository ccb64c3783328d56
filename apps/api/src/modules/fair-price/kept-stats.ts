// The fair-price sums of the models public pages rate, kept in this process until the next listing
// change in any API process (the change that clears the kept search answers, which hold ratings
// too): a page of cards or a car's page then rates its cars without a round trip (decision 045).
import type pg from 'pg';
import type { AppContext } from '../../platform/context.ts';
import { clearOnChange, LoadingCache } from '../../platform/loading-cache.ts';
import { statsOfModels, type StatsRow } from './queries.ts';

/** Ample for every model of the catalogue (a few hundred), each some dozens of rows. */
const MAX_MODELS = 5_000;
const TTL_MS = 10 * 60_000;
/** Every year a model can have: a kept model serves a car of any year. */
const ALL_YEARS = { from: 0, to: 32_767 };

export interface KeptStats {
  /** Every stats row of these models (all years), from the kept ones and one read of the rest. */
  rowsOf(db: Pick<pg.Pool, 'query'>, modelIds: readonly string[]): Promise<StatsRow[]>;
}

const kept = new WeakMap<AppContext, KeptStats>();

/** This app's kept sums (one per app context: tests build several apps in one process). */
export function keptStatsOf(ctx: AppContext): KeptStats {
  let k = kept.get(ctx);
  if (!k) kept.set(ctx, (k = createKeptStats(ctx)));
  return k;
}

function createKeptStats(ctx: AppContext): KeptStats {
  const models = new LoadingCache<StatsRow[]>({ ttlMs: TTL_MS, max: MAX_MODELS });
  clearOnChange(ctx.catalogueChanges, models);
  ctx.metrics.watchCache('fair_price_stats', models);
  return {
    async rowsOf(db, modelIds) {
      const ids = [...new Set(modelIds)];
      const known = new Map<string, StatsRow[]>();
      for (const id of ids) {
        const rows = models.peek(id);
        if (rows) known.set(id, rows);
      }
      const missing = ids.filter((id) => !known.has(id));
      models.hits += known.size;
      models.misses += missing.length;
      if (missing.length) {
        const asOf = models.version;
        for (const id of missing) known.set(id, []);
        for (const r of await statsOfModels(db, missing.map((modelId) => ({ modelId, ...ALL_YEARS })))) known.get(r.model_id)?.push(r);
        // Sums read before a change are used for this answer but not kept after it.
        for (const id of missing) models.set(id, known.get(id)!, asOf);
      }
      return ids.flatMap((id) => known.get(id)!);
    },
  };
}
