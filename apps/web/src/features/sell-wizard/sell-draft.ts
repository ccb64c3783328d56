// The sell wizard's draft (issue 22): kept per signed-in user in this browser at once and on the
// server (GET/PUT/DELETE /cars/seller/draft/) a moment later, so that it follows the seller to
// another device; on arrival the newer of the two is restored, cleared when the listing is
// submitted (the server ends its copy itself then). A link from the valuation page fills step 1
// (its query names the wizard's fields) over the draft. Photos are not kept: an upload belongs to
// a listing only once it is submitted.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { deleteSellDraft, fetchSellDraft, saveSellDraft } from '@/lib/api/seller-listings';
import { CAR_FIELDS } from '@/lib/listing-form/listing-values';
import type { SellValues } from './sell-schema';

export const DRAFT_VERSION = 1;
export const draftKey = (userId: string) => `gaadibazaar-sell-draft:${userId}`;
/** What a link may fill: step 1's car and the city. */
export const PREFILL_FIELDS = [...CAR_FIELDS, 'city_name'] as const;

export const LEAVE_MESSAGE = 'Leave the sell form? Your answers are kept as a draft, but photos you added will need adding again.';
/** The server's copy is written this long after the typing stops (this browser's after half a second). */
export const SERVER_SAVE_DELAY_MS = 1_500;

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

function writeDraft(userId: string, draft: Draft) {
  try {
    localStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    /* storage full or unavailable: the form still works, the server keeps its copy */
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

/** The server's copy; a failure (offline, signed out meanwhile) leaves this browser's copy to do. */
const quietly = (p: Promise<unknown>) => void p.catch(() => undefined);

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

  /** The person typed since arriving: a copy coming from the server then replaces nothing. */
  const typed = useRef(false);
  const serverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The copy the server has not had yet: sent at most every SERVER_SAVE_DELAY_MS, and at once when the page goes. */
  const unsent = useRef<Draft | null>(null);
  /** The copy on its way to the server, until answered: the page's end may cancel that request. */
  const sending = useRef<Draft | null>(null);
  const flush = useCallback((keepalive = false) => {
    clearTimeout(serverTimer.current);
    serverTimer.current = undefined;
    // One copy on its way at a time: two may land in either order, and the server keeps the last
    // to land. The next goes when this one is answered (or at once when the page goes).
    if (sending.current && !keepalive) return;
    // When the page goes (keepalive), a copy still on its way goes again, in a request that outlives the page.
    const d = unsent.current ?? (keepalive ? sending.current : null);
    unsent.current = null;
    if (!d) return;
    sending.current = d;
    quietly(
      saveSellDraft(d.step, d.values as Record<string, unknown>, { keepalive }).finally(() => {
        if (sending.current !== d) return;
        sending.current = null;
        if (unsent.current && !keepalive) flush();
      }),
    );
  }, []);
  const toServer = useCallback(
    (d: Draft) => {
      unsent.current = d;
      serverTimer.current ??= setTimeout(() => flush(), SERVER_SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    const draft = readDraft(userId);
    const prefill = prefillOf(search);
    const restore = (d: Draft | null) => {
      form.reset({ ...defaults, ...d?.values, ...prefill });
      setDirty(true);
      if (d) {
        setRestoredAt(d.savedAt);
        // A link's car starts at step 1; a draft alone where it was left.
        if (!Object.keys(prefill).length && d.step > 1) setStep(Math.min(d.step, 4));
      }
    };
    if (draft || Object.keys(prefill).length) restore(draft);
    if (Object.keys(prefill).length) dropQuery();
    if (!userId) return;
    // The account's copy, when it is newer than this browser's (written on another device).
    let live = true;
    fetchSellDraft()
      .then((d) => {
        if (!live || !d || typed.current || (draft && Date.parse(draft.savedAt) >= Date.parse(d.saved_at))) return;
        const fromServer: Draft = { v: DRAFT_VERSION, step: d.step, values: d.values as Partial<SellValues>, savedAt: d.saved_at };
        writeDraft(userId, fromServer);
        restore(fromServer);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      if (!userId) return; // a draft is someone's: nobody signed in, nothing kept
      const draft: Draft = { v: DRAFT_VERSION, step: stepRef.current, values: form.getValues(), savedAt: new Date().toISOString() };
      writeDraft(userId, draft);
      toServer(draft);
    };
    const sub = form.watch((_values, { type }) => {
      if (type === 'change') typed.current = true;
      setDirty(true);
      clearTimeout(timer);
      timer = setTimeout(save, 500);
    });
    return () => {
      sub.unsubscribe();
      clearTimeout(timer);
    };
  }, [form, userId, toServer]);

  // The step is part of the draft too.
  useEffect(() => {
    if (!dirty) return;
    const d = readDraft(userId);
    if (userId && d && d.step !== step) {
      const moved = { ...d, step, savedAt: new Date().toISOString() };
      writeDraft(userId, moved);
      toServer(moved);
    }
  }, [step, dirty, userId, toServer]);

  // Leaving (another page of the app, a reload, a closed tab, the phone's app switcher): the last copy goes now.
  useEffect(() => {
    const onHide = () => flush(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush(true);
    };
  }, [flush]);

  return {
    dirty,
    restoredAt,
    /** After a submission or "start over": nothing left to keep. */
    discard() {
      clearTimeout(serverTimer.current);
      serverTimer.current = undefined;
      unsent.current = null;
      sending.current = null;
      clearDraft(userId);
      if (userId) quietly(deleteSellDraft());
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
