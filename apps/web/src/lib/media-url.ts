import { API_BASE } from '@/lib/api/client';

const apiOrigin = /^https?:\/\//.test(API_BASE) ? new URL(API_BASE).origin : '';
/** An upload of this site: local storage serves it under /media/ from the server of the page. */
const OWN_MEDIA = /^https?:\/\/[^/?#\s]+(\/media\/\S*)$/i;

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
  const own = url && !apiOrigin ? OWN_MEDIA.exec(url) : null;
  return own ? own[1]! : absoluteMediaUrl(url);
}

/** A srcset ("url 320w, url 640w") with each candidate through mediaUrl. */
export function mediaSrcset(srcset: string): string {
  if (!srcset) return '';
  return srcset
    .split(',')
    .map((candidate) => {
      const [url, ...descriptors] = candidate.trim().split(/\s+/);
      return [mediaUrl(url), ...descriptors].join(' ');
    })
    .join(', ');
}
