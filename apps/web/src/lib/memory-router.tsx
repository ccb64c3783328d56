// Tests: the app's router over an in-memory history.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { LocationContext, parsePath, resolve, type Navigator } from '@/lib/router';

export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [entries, setEntries] = useState(() => initialEntries.map(parsePath));
  const location = entries[entries.length - 1]!;
  const navigate = useCallback<Navigator>((to, opts) => {
    setEntries((list) => {
      const next = parsePath(resolve(to, list[list.length - 1]!));
      return opts?.replace ? [...list.slice(0, -1), next] : [...list, next];
    });
  }, []);
  const value = useMemo(() => ({ location, navigate, base: '' }), [location, navigate]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

