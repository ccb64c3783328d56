// The app's theme: the machine wired to localStorage, matchMedia and <html>.
import { useSyncExternalStore } from 'react';
import { applyThemeToDocument, createThemeMachine, type ThemeStorage } from '@/lib/theme-machine';

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

/** Idempotent: reads the stored mode and starts following system changes. */
export function initTheme() {
  if (initialised) return;
  initialised = true;
  theme.init();
  const mq = query();
  if (mq) {
    mq.addEventListener('change', (e) => theme.systemChanged(e.matches));
  }
}

export const isThemeInitialised = () => initialised;

/** What the server renders (it cannot know the stored theme); the browser corrects it after hydration. */
const SERVER_STATE = { mode: 'light', manual: false } as const;

export function useTheme() {
  const state = useSyncExternalStore(theme.subscribe, () => theme.state, () => SERVER_STATE);
  return { mode: state.mode, manual: state.manual, preference: theme.preference, theme };
}
