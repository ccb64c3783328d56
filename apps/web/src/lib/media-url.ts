import { API_BASE } from '@/lib/api/client';

const apiOrigin = /^https?:\/\//.test(API_BASE) ? new URL(API_BASE).origin : '';
/** The origin in front of an upload of this site: local storage serves them under /media/ from the server of the page. */
const OWN_ORIGIN = /https?:\/\/[^/\s,]+(?=\/media\/)/g;

/** Media URLs arrive absolute; relative ones are prefixed with the API origin (contract 2.4). For link previews and structured data. */
export function absoluteMediaUrl(url: string | null | undefined): string {
  if (!url) return '';
  if (/^(https?:|data:|blob:)/.test(url)) return url;
  return `${apiOrigin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * For <img> and <source>: the site's own uploads as paths (issue 13). The API writes them with
 * PUBLIC_URL's host, which the page's CSP (img-src 'self') blocks when the site is opened under
 * another name (127.0.0.1, www., a tunnel); the path loads from whichever name the page came from.
 * Not when the API lives on another origin (VITE_API_URL): then its uploads are not ours to serve.
 */
export function mediaUrl(url: string | null | undefined): string {
  return absoluteMediaUrl(url && mediaSrcset(url));
}

/** A srcset ("url 320w, url 640w") with the site's own uploads as paths (see mediaUrl). */
export function mediaSrcset(srcset: string): string {
  return apiOrigin ? srcset : srcset.replace(OWN_ORIGIN, '');
}
