// Reading without a network (issue 25 item 5, docs/decisions/036): whether the browser is online,
// and the texts the app shows when it is not. The service worker keeps the pages and answers;
// the offline page itself is public/offline.html.
import { useSyncExternalStore } from 'react';
import { currentLocale } from '@/lib/i18n/i18n';

export const OFFLINE_TEXT = {
  heading: 'You are offline',
  savedOn: 'You are offline — saved on {date}',
  notSaved: 'This page was not saved on this device. Connect to the internet and try again.',
  retry: 'Retry',
} as const;

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** navigator.onLine, re-rendering on a change; online on the server and while hydrating. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** "27 Nov 2026, 9:40 pm" in Indian English. */
export const savedDate = (time: number) =>
  new Date(time).toLocaleString(currentLocale() === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * When the copy the service worker kept for one of these URLs was fetched (its Date header),
 * first match wins; null without a kept copy (or without the Cache API).
 */
export async function keptCopyTime(urls: string[]): Promise<number | null> {
  if (typeof caches === 'undefined') return null;
  for (const url of urls) {
    const date = (await caches.match(url).catch(() => undefined))?.headers.get('date');
    if (date && !Number.isNaN(Date.parse(date))) return Date.parse(date);
  }
  return null;
}
