// The sell wizard's draft (issue 22): kept in this browser per signed-in user, restored on the next
// visit, cleared when the listing is submitted. A link from the valuation page fills step 1 (its
// query names the wizard's fields) over the draft. Photos are not kept: an upload belongs to a
// listing only once it is submitted.
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { CAR_FIELDS } from '@/lib/listing-form/listing-values';
import type { SellValues } from './sell-schema';

export const DRAFT_VERSION = 1;
export const draftKey = (userId: string) => `gaadibazaar-sell-draft:${userId}`;
/** What a link may fill: step 1's car and the city. */
export const PREFILL_FIELDS = [...CAR_FIELDS, 'city_name'] as const;

export const LEAVE_MESSAGE = 'Leave the sell form? Your answers are kept as a draft on this device, but photos you added will need adding again.';

interface Draft {
  v: number;
  step: number;
  values: Partial<SellValues>;
  savedAt: string;
}

export function readDraft(userId: string | null | undefined): Draft | null {
  if (!userId) return null;
  try {
    const raw = localStorage.getItem(draftKey(userId));
    const d = raw ? (JSON.parse(raw) as Draft) : null;
    return d && d.v === DRAFT_VERSION && typeof d.values === 'object' && d.values ? d : null;
  } catch {
    return null;
  }
}

export function clearDraft(userId: string | null | undefined) {
  if (!userId) return;
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    /* storage unavailable: nothing kept */
  }
}

/** The wizard's fields a query names (from the valuation page's "Sell this car"). */
export function prefillOf(search: string): Partial<SellValues> {
  const params = new URLSearchParams(search);
  const out: Partial<Record<string, string>> = {};
  for (const k of PREFILL_FIELDS) {
    const v = params.get(k)?.trim();
    if (v) out[k] = v.slice(0, 100);
  }
  return out as Partial<SellValues>;
}

/**
 * Restores the draft (and a link's prefill) once, then saves every change half a second after the
 * typing stops. Returns whether the form holds answers not yet submitted, and when a restored draft
 * was saved.
 */
export function useSellDraft(
  form: UseFormReturn<SellValues>,
  userId: string | null | undefined,
  defaults: SellValues,
  search: string,
  step: number,
  setStep: (s: number) => void,
  /** Drops the link's query once it is in the form, so that a reload restores the draft as left. */
  dropQuery: () => void,
) {
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const stepRef = useRef(step);
  stepRef.current = step;

  useEffect(() => {
    const draft = readDraft(userId);
    const prefill = prefillOf(search);
    if (!draft && !Object.keys(prefill).length) return;
    form.reset({ ...defaults, ...draft?.values, ...prefill });
    setDirty(true);
    if (Object.keys(prefill).length) dropQuery();
    if (draft) {
      setRestoredAt(draft.savedAt);
      // A link's car starts at step 1; a draft alone where it was left.
      if (!Object.keys(prefill).length && draft.step > 1) setStep(Math.min(draft.step, 4));
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      if (!userId) return; // a draft is someone's: nobody signed in, nothing kept
      try {
        const draft: Draft = { v: DRAFT_VERSION, step: stepRef.current, values: form.getValues(), savedAt: new Date().toISOString() };
        localStorage.setItem(draftKey(userId), JSON.stringify(draft));
      } catch {
        /* storage full or unavailable: the form still works */
      }
    };
    const sub = form.watch(() => {
      setDirty(true);
      clearTimeout(timer);
      timer = setTimeout(save, 500);
    });
    return () => {
      sub.unsubscribe();
      clearTimeout(timer);
    };
  }, [form, userId]);

  // The step is part of the draft too.
  useEffect(() => {
    if (!dirty) return;
    const d = readDraft(userId);
    if (userId && d && d.step !== step) {
      try {
        localStorage.setItem(draftKey(userId), JSON.stringify({ ...d, step }));
      } catch {
        /* ignore */
      }
    }
  }, [step, dirty, userId]);

  return {
    dirty,
    restoredAt,
    /** After a submission or "start over": nothing left to keep. */
    discard() {
      clearDraft(userId);
      setDirty(false);
      setRestoredAt(null);
    },
  };
}

/**
 * While `active`, leaving asks first: a reload or closing the tab (the browser's own question), and
 * the Back button (one extra history entry for this page, so that Back stays here and asks).
 */
export function useLeaveGuard(active: boolean, message = LEAVE_MESSAGE) {
  useEffect(() => {
    if (!active) return;
    const beforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    const href = window.location.href;
    window.history.pushState({ sellGuard: true }, '', href);
    let leaving = false;
    const onPop = () => {
      if (leaving) return;
      if (window.confirm(message)) {
        leaving = true;
        window.history.back();
      } else {
        window.history.pushState({ sellGuard: true }, '', href);
      }
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('popstate', onPop);
      // Leaving by a link or finishing: the guard's extra entry goes if it is still the current one.
      if (!leaving && (window.history.state as { sellGuard?: boolean } | null)?.sellGuard && window.location.href === href) window.history.back();
    };
  }, [active, message]);
}
