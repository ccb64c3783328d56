// Theme rules of public-side section 4 as a small state machine with injected storage, system
// preference and DOM effects, so the rules are unit-tested without a browser.
import { STORAGE_KEYS, THEME_COLORS } from '@gaadi/domain/brand';

export type ThemeMode = 'light' | 'dark';
export type ThemePreference = ThemeMode | 'system';

export interface ThemeState {
  mode: ThemeMode;
  /** The manual-preference flag: set by toggle/setMode, cleared by reset-to-system. */
  manual: boolean;
}

export interface ThemeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface ThemeEnv {
  storage: ThemeStorage;
  systemPrefersDark: () => boolean;
  apply: (mode: ThemeMode) => void;
  warn: (message: string, error: unknown) => void;
}

const isMode = (v: unknown): v is ThemeMode => v === 'light' || v === 'dark';

export function createThemeMachine(env: ThemeEnv) {
  let state: ThemeState = { mode: 'light', manual: false };
  const listeners = new Set<() => void>();

  const commit = (next: ThemeState) => {
    state = next;
    env.apply(next.mode);
    listeners.forEach((l) => l());
  };
  // A failure to save is only logged (public-side 8).
  const save = (fn: () => void) => {
    try {
      fn();
    } catch (e) {
      env.warn('Failed to save theme preference', e);
    }
  };
  const persist = (mode: ThemeMode, manual: boolean | 'keep') => {
    save(() => {
      env.storage.setItem(STORAGE_KEYS.theme, mode);
      if (manual === true) env.storage.setItem(STORAGE_KEYS.themeManual, 'true');
      if (manual === false) env.storage.removeItem(STORAGE_KEYS.themeManual);
    });
  };

  return {
    get state() {
      return state;
    },
    /** Preference shown by the dropdown: the manual mode, or System while no flag is set. */
    get preference(): ThemePreference {
      return state.manual ? state.mode : 'system';
    },
    /**
     * Reads storage. A manual choice (the flag set) is kept: its stored mode must be light or dark,
     * otherwise light is stored. Without one the preference is System (issue 25: a first visit
     * follows the operating system's dark setting), and the mode it gives is stored.
     */
    init() {
      let next: ThemeState;
      try {
        const stored = env.storage.getItem(STORAGE_KEYS.theme);
        const manual = env.storage.getItem(STORAGE_KEYS.themeManual) === 'true';
        const mode: ThemeMode = manual ? (isMode(stored) ? stored : 'light') : env.systemPrefersDark() ? 'dark' : 'light';
        if (stored !== mode) env.storage.setItem(STORAGE_KEYS.theme, mode);
        next = { mode, manual };
      } catch (e) {
        env.warn('Theme storage is unavailable; using the light theme', e);
        next = { mode: 'light', manual: false };
      }
      commit(next);
    },
    setMode(mode: ThemeMode) {
      persist(mode, true);
      commit({ mode, manual: true });
    },
    toggle() {
      this.setMode(state.mode === 'dark' ? 'light' : 'dark');
    },
    /** Clears the manual flag and follows the system colour scheme. */
    resetToSystem() {
      const mode: ThemeMode = env.systemPrefersDark() ? 'dark' : 'light';
      persist(mode, false);
      commit({ mode, manual: false });
    },
    setPreference(pref: ThemePreference) {
      if (pref === 'system') this.resetToSystem();
      else this.setMode(pref);
    },
    /** A system change applies only while the manual flag is absent. */
    systemChanged(prefersDark: boolean) {
      if (state.manual) return;
      const mode: ThemeMode = prefersDark ? 'dark' : 'light';
      persist(mode, 'keep');
      commit({ mode, manual: false });
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** DOM effect: dark/light class on <html> and the browser theme colour. */
export function applyThemeToDocument(mode: ThemeMode) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  // index.html has one per colour scheme (media-specific, for the installed app's title bar);
  // both take the applied mode's colour, since a manual choice overrides the system's.
  let metas = [...document.querySelectorAll('meta[name="theme-color"]')];
  if (!metas.length) {
    const meta = document.createElement('meta');
    meta.setAttribute('name', 'theme-color');
    document.head.appendChild(meta);
    metas = [meta];
  }
  for (const meta of metas) meta.setAttribute('content', THEME_COLORS[mode]);
}
