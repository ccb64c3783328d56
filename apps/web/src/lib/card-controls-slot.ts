// Where the cards' shortlist heart, "Add to compare", fair-price chip and "EMI from" come from
// (issue 13). Their code is no part of a page's first paint (/buy's JavaScript is at its guard):
// the buyer part loaded after hydration (app/buyer-extras.tsx) puts them here, and every card then
// shows them in the space it keeps for them. Nothing on the server and during hydration, so server
// markup stays as it is.
import { useSyncExternalStore, type ComponentType } from 'react';
import type { PublicCar } from '@/lib/api/cars';

export interface CardParts {
  Controls: ComponentType<{ car: PublicCar; name: string }>;
  EmiFrom: ComponentType<{ price: unknown }>;
}

let controls: CardParts | null = null;
const listeners = new Set<() => void>();

export function provideCardParts(parts: CardParts) {
  controls = parts;
  listeners.forEach((l) => l());
}

export const useCardParts = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => controls,
    () => null,
  );
