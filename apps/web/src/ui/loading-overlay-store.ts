// Counter of nested loading requests (public-side 2 and 4): the overlay shows while it is above
// zero; hide never goes below zero; forceHide resets it.
import { useSyncExternalStore } from 'react';

let count = 0;
let text: string | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const DEFAULT_LOADING_TEXT = 'Loading...';

export const loadingOverlay = {
  show(message?: string) {
    count++;
    if (message) text = message;
    emit();
  },
  hide() {
    count = Math.max(0, count - 1);
    if (count === 0) text = undefined;
    emit();
  },
  forceHide() {
    count = 0;
    text = undefined;
    emit();
  },
  get count() {
    return count;
  },
  get text() {
    return text ?? DEFAULT_LOADING_TEXT;
  },
  /** Runs `task` with the overlay shown. */
  async wrap<T>(task: () => Promise<T>, message?: string): Promise<T> {
    this.show(message);
    try {
      return await task();
    } finally {
      this.hide();
    }
  },
};

export function useLoadingOverlay() {
  const n = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => count,
    () => 0,
  );
  return { visible: n > 0, text: loadingOverlay.text };
}
