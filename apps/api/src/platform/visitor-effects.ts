// What a public answer does for each visitor besides answering: counting a listing's view or a
// page of search appearances. The page cache (web-render.ts, decision 029) serves a rendered page
// without asking the API again, so what a render did for its visitor is recorded here and done
// again for every visitor the kept page serves.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Visitor {
  ip: string;
}

export type VisitorEffect = (visitor: Visitor) => void;

const recording = new AsyncLocalStorage<VisitorEffect[]>();

/** Does `effect` for this visitor, and for each later visitor of a kept page this answer built. */
export function forEachVisitor(visitor: Visitor, effect: VisitorEffect) {
  effect(visitor);
  recording.getStore()?.push(effect);
}

/** Runs `work` and returns, beside its value, the effects it did for its visitor. */
export async function recordVisitorEffects<T>(work: () => Promise<T>): Promise<{ value: T; effects: VisitorEffect[] }> {
  const effects: VisitorEffect[] = [];
  const value = await recording.run(effects, work);
  return { value, effects };
}
