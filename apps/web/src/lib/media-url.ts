import { API_BASE } from '@/lib/api/client';

const apiOrigin = /^https?:\/\//.test(API_BASE) ? new URL(API_BASE).origin : '';

/** Media URLs arrive absolute; relative ones are prefixed with the API origin (contract 2.4). */
export function mediaUrl(url: string | null | undefined): string {
  if (!url) return '';
  if (/^(https?:|data:|blob:)/.test(url)) return url;
  return `${apiOrigin}${url.startsWith('/') ? '' : '/'}${url}`;
}
