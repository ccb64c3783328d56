// The app's theme: the machine wired to localStorage, matchMedia and <html>.
import { useSyncExternalStore } from 'react';
import { applyThemeToDocument, createThemeMachine, type ThemeStorage } from '@/app/theme-machine';

const query = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null);

// Accessing window.localStorage itself may throw (blocked storage); the machine catches that.
const storage: ThemeStorage = {
  getItem: (k) => window.localStorage.getItem(k),
  setItem: (k, v) => window.localStorage.setItem(k, v),
  removeItem: (k) => window.localStorage.removeItem(k),
};

export const theme = createThemeMachine({
  storage,
  systemPrefersDark: () => !!query()?.matches,
  apply: applyThemeToDocument,
  warn: (message, error) => console.warn(message, error),
});

let initialised = false;
let stopListening: (() => void) | null = null;

/** Idempotent: reads the stored mode and starts following system changes. */
export function initTheme() {
  if (initialised) return;
  initialised = true;
  theme.init();
  const mq = query();
  if (mq) {
    const onChange = (e: MediaQueryListEvent) => theme.systemChanged(e.matches);
    mq.addEventListener('change', onChange);
    stopListening = () => mq.removeEventListener('change', onChange);
  }
}

export function stopTheme() {
  stopListening?.();
  initialised = false;
}

export const isThemeInitialised = () => initialised;

export function useTheme() {
  const state = useSyncExternalStore(theme.subscribe, () => theme.state);
  return { mode: state.mode, manual: state.manual, preference: theme.preference, theme };
}
