import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true afterwards: what
 * only the browser knows (the stored session) shows once hydration is done, so the first browser
 * render matches the server's markup.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
