// Live notifications (issue 14, decision 012): keeps the signed-in user's notification stream
// open, writes its unread count into the TanStack Query cache and refreshes the notification
// lists on each new one. Reconnects with backoff (1 s doubling to 30 s, with jitter) and the last
// event id read, so that the API replays what came meanwhile (decision 022); while the stream is
// down, `live` is false and the badge's 30-second polling takes over.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NotificationStreamError, readNotificationStream } from '@/lib/api/notifications';
import { queryKeys } from '@/lib/query-keys';
import { emitConversationEvent, setConversationsLive } from '@/lib/conversation-live';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** A refused token waits longer: the polling client refreshes it meanwhile. */
const AUTH_RETRY_MS = 15_000;

export function useLiveNotifications(enabled = true): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled || typeof fetch !== 'function' || typeof TextDecoderStream !== 'function') return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    // Forgotten with the badge at sign-out; the API ignores an id that is not the user's anyway.
    let lastEventId: string | undefined;

    const connect = () => {
      readNotificationStream(
        controller.signal,
        {
          onEventId: (id) => {
            lastEventId = id || undefined;
          },
          onReady: ({ unread_count }) => {
            delay = FIRST_RETRY_MS;
            setLive(true);
            setConversationsLive(true);
            queryClient.setQueryData(queryKeys.unreadCount, unread_count);
          },
          onNotification: (n) => {
            if (!n.is_read) queryClient.setQueryData<number>(queryKeys.unreadCount, (c) => (c ?? 0) + 1);
            void queryClient.invalidateQueries({ queryKey: [...queryKeys.notifications, 'list'] });
          },
          onOther: (event, data) => {
            if (event === 'message') {
              const total = (data as { unread_total?: unknown }).unread_total;
              if (typeof total === 'number') queryClient.setQueryData(queryKeys.messagesUnread, total);
            }
            if (event === 'resync') void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
            if (event === 'message' || event === 'receipt' || event === 'resync') emitConversationEvent({ type: event, data } as never);
          },
        },
        lastEventId,
      ).catch((e: unknown) => {
        if (controller.signal.aborted) return;
        setLive(false);
        setConversationsLive(false);
        const wait = e instanceof NotificationStreamError && e.reason === 'auth' ? AUTH_RETRY_MS : delay;
        delay = Math.min(delay * 2, MAX_RETRY_MS);
        timer = setTimeout(connect, wait * (0.8 + Math.random() * 0.4));
      });
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
      setLive(false);
      setConversationsLive(false);
    };
  }, [enabled, queryClient]);

  return { live };
}
