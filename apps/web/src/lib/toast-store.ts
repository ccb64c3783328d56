// Toast queue of public-side sections 2 and 4: one visible at a time; a dismissed toast is
// removed 5 seconds later. Variants default, destructive, success.
import { useSyncExternalStore } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@gaadi/domain/brand';

export type ToastVariant = 'default' | 'destructive' | 'success';
export interface Toast {
  id: string;
  title?: string;
  description?: string;
  variant?: ToastVariant;
  open: boolean;
}

let toasts: Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const emit = () => listeners.forEach((l) => l());

function addToast(t: Omit<Toast, 'id' | 'open'>): { id: string; dismiss: () => void; update: (t: Partial<Toast>) => void } {
  const id = String(++counter);
  toasts = [{ ...t, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id), update: (patch) => updateToast(id, patch) };
}

export function updateToast(id: string, patch: Partial<Toast>) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, ...patch } : t));
  emit();
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) {
    if (!t.open && !timers.has(t.id)) {
      timers.set(
        t.id,
        setTimeout(() => {
          timers.delete(t.id);
          removeToast(t.id);
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }
  emit();
}

export function removeToast(id: string) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export const getToasts = () => toasts;

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    () => NO_TOASTS,
  );
}
const NO_TOASTS: Toast[] = [];

/** `toast({ title, description, variant })` from anywhere. */
export const toast = addToast;
