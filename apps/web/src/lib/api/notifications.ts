// Notifications of the signed-in user (contract 6.10–6.12).
import type { z } from 'zod';
import type { markAllReadResponse, markReadResponse, Notification, notificationsResponse } from '@gaadi/domain/schemas/notifications';
import type { streamNotificationSchema, streamReadySchema } from '@gaadi/domain/schemas/alerts';
import { createParser } from 'eventsource-parser';
import type { Answer } from '@/lib/api/answer';
import { api, API_BASE, tokenStore } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';
import { queryKeys } from '@/lib/query-keys';

export interface NotificationsPage {
  notifications: Notification[];
  /** Every unread notification of the user, whatever the page. */
  unreadCount: number;
}

async function fetchNotifications(query: { unread?: 'true'; limit: number }): Promise<NotificationsPage> {
  const body = await api.get<Answer<typeof notificationsResponse>>('/inquiries/notifications/', { query });
  return { notifications: body.data?.notifications ?? [], unreadCount: body.data?.unreadCount ?? 0 };
}

export const notificationsQuery = (limit: number) =>
  queryOptions({ queryKey: [...queryKeys.notifications, 'list', limit] as const, queryFn: () => fetchNotifications({ limit }) });

/** The navbar badge asks for one unread notification: the count comes with it. */
export const unreadCountQuery = queryOptions({
  queryKey: queryKeys.unreadCount,
  queryFn: async () => (await fetchNotifications({ unread: 'true', limit: 1 })).unreadCount,
});

export function markNotificationRead(id: string) {
  return api.put<z.infer<typeof markReadResponse>>(`/inquiries/notifications/${id}/read/`, {});
}

export function markAllNotificationsRead() {
  return api.put<z.infer<typeof markAllReadResponse>>('/inquiries/notifications/mark-all-read/', {});
}

export type StreamReady = z.infer<typeof streamReadySchema>;
export type StreamNotification = z.infer<typeof streamNotificationSchema>;

export interface NotificationStreamHandlers {
  onReady: (ready: StreamReady) => void;
  onNotification: (n: StreamNotification) => void;
  /** An event's `id:` (a notification's id; `ready` carries the newest), before its handler runs. */
  onEventId?: (id: string) => void;
  /** Any other event (issue 21: a conversation's `message` or `receipt`, and `resync`), parsed. */
  onOther?: (event: string, data: unknown) => void;
}

/** Why a stream ended; `auth` means the token was refused (401/403), `limit` a 429. */
export class NotificationStreamError extends Error {
  constructor(readonly reason: 'auth' | 'limit' | 'network' | 'ended') {
    super(`notification stream: ${reason}`);
  }
}

/**
 * GET /inquiries/notifications/stream/ (Server-Sent Events, decisions 012 and 022). EventSource
 * cannot send the bearer, so this reads the body with fetch and eventsource-parser, and does what
 * EventSource does on a reconnect: it sends the last event id it was given (`lastEventId`, which
 * the caller keeps from `onEventId`) as Last-Event-ID, and the API replays what came after it.
 * Resolves never: it throws a NotificationStreamError when the stream ends or fails (the caller
 * reconnects), or an AbortError when `signal` aborts.
 */
export async function readNotificationStream(signal: AbortSignal, handlers: NotificationStreamHandlers, lastEventId?: string): Promise<never> {
  const token = tokenStore.access;
  if (!token) throw new NotificationStreamError('auth');
  const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const res = await fetch(`${API_BASE}/inquiries/notifications/stream/`, {
    headers,
    cache: 'no-store',
    signal,
  }).catch((e: unknown) => {
    if (signal.aborted) throw e;
    throw new NotificationStreamError('network');
  });
  if (res.status === 401 || res.status === 403) throw new NotificationStreamError('auth');
  if (res.status === 429) throw new NotificationStreamError('limit');
  if (!res.ok || !res.body) throw new NotificationStreamError('network');
  const parser = createParser({
    onEvent(e) {
      if (e.id !== undefined) handlers.onEventId?.(e.id);
      try {
        if (e.event === 'ready') handlers.onReady(JSON.parse(e.data) as StreamReady);
        else if (e.event === 'notification') handlers.onNotification(JSON.parse(e.data) as StreamNotification);
        else if (e.event) handlers.onOther?.(e.event, JSON.parse(e.data || '{}'));
      } catch {
        // A malformed event is skipped; the next poll or event corrects the view.
      }
    },
  });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new NotificationStreamError('ended');
      parser.feed(value);
    }
  } catch (e) {
    if (signal.aborted || e instanceof NotificationStreamError) throw e;
    throw new NotificationStreamError('network');
  } finally {
    reader.releaseLock();
  }
}
