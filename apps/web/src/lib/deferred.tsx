// Deferred hydration: a part of a server-rendered page below the fold (the footer, the home page's
// lower sections) keeps the server's markup and loads its code only when it comes near the
// viewport. Its links work as plain links meanwhile. This keeps a public page's JavaScript within
// its budget (issue 12) without rendering less HTML. After the first page, on the browser's own
// navigations, the code loads at once.
import { lazy, memo, Suspense, type ComponentType } from 'react';

// True from the start of hydration until the first navigation inside the app: React hydrates the
// root first and each waiting boundary in a later pass (after the root's effects have run), so
// the flag must outlive the root's commit, or every part loads at once (issue 23). A part first
// rendered later on the same page finds no server markup with its id and loads at once.
let hydrating = false;
/** main.tsx: true while the server's page is on screen. */
export const setHydrating = (value: boolean) => {
  hydrating = value;
};

const preloads: Array<() => Promise<void>> = [];
/** The server renders everything: it loads every deferred part once at start. */
export const preloadDeferred = () => Promise.all(preloads.map((p) => p()));

const waiting = new Set<() => void>();
/** The first navigation inside the app loads every part still waiting (its markup may be gone). */
export const releaseDeferred = () => {
  hydrating = false;
  waiting.forEach((go) => go());
};

function nearViewport(el: Element, margin: string): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const go = () => {
      io.disconnect();
      mo.disconnect();
      waiting.delete(go);
      resolve();
    };
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), { rootMargin: margin });
    io.observe(el);
    // Should React replace the server's markup meanwhile, the part loads at once.
    const mo = new MutationObserver(() => !el.isConnected && go());
    mo.observe(document.body, { childList: true, subtree: true });
    waiting.add(go);
  });
}

/**
 * `id` names the element the part renders at its top (present in the server's markup, so the
 * browser can watch it before the code is there). `margin`: how near the viewport it loads
 * (300 px by default; '0px' for a part that only needs its code once it is on screen).
 */
export function deferred<P extends object>(id: string, load: () => Promise<{ default: ComponentType<P> }>, margin = '300px 0px') {
  let Loaded: ComponentType<P> | null = null;
  const importPart = () =>
    load().then((m) => {
      Loaded = m.default;
      return m;
    });
  const Lazy = lazy(async () => {
    const el = hydrating ? document.getElementById(id) : null;
    if (el) await nearViewport(el, margin);
    return importPart();
  });
  preloads.push(() => importPart().then(() => undefined));
  // Always a boundary (server and browser alike), so that hydration may leave it for later; memo,
  // so that a parent's re-render never reaches a boundary still waiting (React would drop its markup).
  return memo(function Deferred(props: P) {
    const Part = Loaded;
    return <Suspense fallback={null}>{Part ? <Part {...props} /> : <Lazy {...props} />}</Suspense>;
  });
}
