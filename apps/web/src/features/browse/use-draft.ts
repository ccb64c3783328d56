import { useEffect, useRef, useState } from 'react';

/**
 * A text field's draft that commits after a pause in typing (or at once via `flush`), and
 * follows outside changes of the committed value (e.g. Clear All).
 */
export function useDraft(value: string, commit: (v: string) => void, delayMs = 400) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => {
    setDraft(value);
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const change = (v: string) => {
    setDraft(v);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => v !== value && latest.current(v), delayMs);
  };
  const flush = () => {
    clearTimeout(timer.current);
    if (draft !== value) latest.current(draft);
  };
  return { draft, change, flush };
}
