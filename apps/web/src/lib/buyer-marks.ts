// Which cars the buyer shortlisted and chose to compare, as the cards' heart and "Add to compare"
// show them (issue 13). A tiny store, so that a card's first-paint code is only this: the
// favourites query and the stored compare list are read by a part loaded after hydration
// (app/buyer-extras.tsx → buyer-marks-sync), and a press loads what it does (lib/buyer-actions.ts).
import { useSyncExternalStore } from 'react';

export interface BuyerMarks {
  shortlisted: ReadonlySet<string>;
  compared: ReadonlySet<string>;
}

const NONE: BuyerMarks = { shortlisted: new Set(), compared: new Set() };
let marks = NONE;
const listeners = new Set<() => void>();

export function setBuyerMarks(patch: Partial<BuyerMarks>) {
  marks = { ...marks, ...patch };
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Nothing marked on the server and during hydration. */
export const useBuyerMarks = () =>
  useSyncExternalStore(
    subscribe,
    () => marks,
    () => NONE,
  );

export const loadBuyerActions = () => import('@/lib/buyer-actions');
