import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@gaadi/domain/constants';
import { applyThemeToDocument, createThemeMachine, type ThemeStorage } from '@/lib/theme-machine';

function memoryStorage(initial: Record<string, string> = {}): ThemeStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => void (data[k] = v),
    removeItem: (k) => void delete data[k],
  };
}

function setup(initial: Record<string, string> = {}, systemDark = false) {
  const storage = memoryStorage(initial);
  const apply = vi.fn();
  const warn = vi.fn();
  const machine = createThemeMachine({ storage, systemPrefersDark: () => systemDark, apply, warn });
  return { storage, apply, warn, machine };
}

describe('theme state machine', () => {
  it('starts light and stores light when nothing is stored', () => {
    const { machine, storage, apply } = setup();
    machine.init();
    expect(machine.state).toEqual({ mode: 'light', manual: false });
    expect(storage.data[STORAGE_KEYS.theme]).toBe('light');
    expect(apply).toHaveBeenLastCalledWith('light');
  });

  it('replaces an invalid stored mode with light', () => {
    const { machine, storage } = setup({ [STORAGE_KEYS.theme]: 'purple', [STORAGE_KEYS.themeManual]: 'true' }, true);
    machine.init();
    expect(machine.state.mode).toBe('light');
    expect(storage.data[STORAGE_KEYS.theme]).toBe('light');
  });

  it('keeps a stored dark mode and the manual flag', () => {
    const { machine, apply } = setup({ [STORAGE_KEYS.theme]: 'dark', [STORAGE_KEYS.themeManual]: 'true' });
    machine.init();
    expect(machine.state).toEqual({ mode: 'dark', manual: true });
    expect(apply).toHaveBeenLastCalledWith('dark');
  });

  it('follows a dark system preference on a first visit, as System (issue 25)', () => {
    const { machine, storage, apply } = setup({}, true);
    machine.init();
    expect(machine.state).toEqual({ mode: 'dark', manual: false });
    expect(machine.preference).toBe('system');
    expect(storage.data[STORAGE_KEYS.theme]).toBe('dark');
    expect(apply).toHaveBeenLastCalledWith('dark');
  });

  it('without a manual choice follows the system now, not the mode it stored last time', () => {
    const { machine } = setup({ [STORAGE_KEYS.theme]: 'light' }, true);
    machine.init();
    expect(machine.state).toEqual({ mode: 'dark', manual: false });
  });

  it('keeps a manual light choice on a dark system', () => {
    const { machine } = setup({ [STORAGE_KEYS.theme]: 'light', [STORAGE_KEYS.themeManual]: 'true' }, true);
    machine.init();
    expect(machine.state).toEqual({ mode: 'light', manual: true });
  });

  it('toggling stores the mode and the manual flag', () => {
    const { machine, storage } = setup();
    machine.init();
    machine.toggle();
    expect(machine.state).toEqual({ mode: 'dark', manual: true });
    expect(storage.data[STORAGE_KEYS.theme]).toBe('dark');
    expect(storage.data[STORAGE_KEYS.themeManual]).toBe('true');
    expect(machine.preference).toBe('dark');
  });

  it('applies system changes only without the manual flag', () => {
    const { machine } = setup();
    machine.init();
    machine.systemChanged(true);
    expect(machine.state.mode).toBe('dark');
    machine.setMode('light');
    machine.systemChanged(true);
    expect(machine.state.mode).toBe('light');
  });

  it('reset to system clears the flag and takes the system scheme', () => {
    const { machine, storage } = setup({ [STORAGE_KEYS.theme]: 'light', [STORAGE_KEYS.themeManual]: 'true' }, true);
    machine.init();
    machine.setPreference('system');
    expect(machine.state).toEqual({ mode: 'dark', manual: false });
    expect(storage.data[STORAGE_KEYS.themeManual]).toBeUndefined();
    expect(machine.preference).toBe('system');
  });

  it('warns and falls back to light when storage is unavailable', () => {
    const broken: ThemeStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const warn = vi.fn();
    const apply = vi.fn();
    const machine = createThemeMachine({ storage: broken, systemPrefersDark: () => true, apply, warn });
    machine.init();
    expect(machine.state.mode).toBe('light');
    expect(warn).toHaveBeenCalledTimes(1);
    machine.toggle(); // a failed save is only logged; the mode still changes
    expect(machine.state.mode).toBe('dark');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('applies the class and theme colour to the document', () => {
    applyThemeToDocument('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#111827');
    applyThemeToDocument('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#ffffff');
  });
});
