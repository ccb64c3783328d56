// A short list kept in localStorage (the compare tray, recently viewed cars; issue 13), read
// through useSyncExternalStore: the server and the first browser render see an empty list, so
// server-rendered markup stays stable and shows the stored list right after hydration. Changes in
// another tab arrive through the storage event.
import { useSyncExternalStore } from 'react';
import { safeGet, safeSet } from '@/lib/api/client';

export interface StoredList<T> {
  read(): T[];
  write(items: T[]): void;
  subscribe(listener: () => void): () => void;
}

const EMPTY: never[] = [];

export function storedList<T>(key: string, accept: (item: unknown) => item is T, max: number): StoredList<T> {
  const listeners = new Set<() => void>();
  let raw: string | null | undefined;
  let cached: T[] = EMPTY;
  const read = () => {
    const now = safeGet(key);
    if (now !== raw) {
      raw = now;
      let parsed: unknown = null;
      try {
        parsed = now ? JSON.parse(now) : null;
      } catch {
        parsed = null;
      }
      cached = Array.isArray(parsed) ? parsed.filter(accept).slice(0, max) : EMPTY;
    }
    return cached;
  };
  const emit = () => listeners.forEach((l) => l());
  if (typeof window !== 'undefined') window.addEventListener('storage', (e) => e.key === key && emit());
  return {
    read,
    write(items) {
      safeSet(key, items.length ? JSON.stringify(items.slice(0, max)) : null);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const serverSnapshot = () => EMPTY;

/** The stored list; empty on the server and during hydration. */
export function useStoredList<T>(list: StoredList<T>): T[] {
  return useSyncExternalStore(list.subscribe, list.read, serverSnapshot);
}
