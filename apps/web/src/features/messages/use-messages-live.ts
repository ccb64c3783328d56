// The messages screens' side of the live stream (issue 21): a new message joins its thread and
// moves its conversation to the top of the inbox; receipts turn the ticks; an open thread the
// reader is looking at is marked read; a resync reloads. Screen readers hear new messages.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ConversationDetail } from '@gaadi/domain/schemas/conversations';
import { onConversationEvent, type LiveMessageEvent } from '@/lib/conversation-live';
import { queryKeys } from '@/lib/query-keys';
import { markRead, messagesKeys, type Inbox } from '@/lib/api/conversations';
import { announcement, withMessage, withSummary } from './thread-logic';

/** Kinds whose message changes the thread's offers, visits or phone: the thread is read again. */
const CHANGES_THREAD = new Set(['offer', 'visit', 'phone_shared', 'system']);

export function applyLiveMessage(qc: QueryClient, { data }: LiveMessageEvent) {
  const id = data.conversation_id;
  qc.setQueryData<ConversationDetail>(messagesKeys.thread(id), (t) =>
    t ? { ...t, ...data.conversation, messages: withMessage(t.messages, data.message) } : t,
  );
  qc.setQueryData<Inbox>(messagesKeys.list(data.conversation.archived), (inbox) =>
    inbox ? { ...inbox, conversations: withSummary(inbox.conversations, data.conversation), unread_total: data.unread_total } : inbox,
  );
  if (CHANGES_THREAD.has(data.message.kind)) void qc.invalidateQueries({ queryKey: messagesKeys.thread(id) });
}

/** Marks the open thread read (once per burst) and refreshes the unread count. */
export function useMarkRead(openId: string | undefined) {
  const qc = useQueryClient();
  const pending = useRef(false);
  return () => {
    if (!openId || pending.current || document.visibilityState !== 'visible') return;
    pending.current = true;
    markRead(openId)
      .then(() => {
        qc.setQueryData<ConversationDetail>(messagesKeys.thread(openId), (t) => (t ? { ...t, unread_count: 0 } : t));
        for (const archived of [false, true])
          qc.setQueryData<Inbox>(messagesKeys.list(archived), (inbox) =>
            inbox ? { ...inbox, conversations: inbox.conversations.map((c) => (c.id === openId ? { ...c, unread_count: 0 } : c)) } : inbox,
          );
        // The inbox's unread total and the navbar's count come from the API again.
        void qc.invalidateQueries({ queryKey: [...queryKeys.conversations, 'list'] });
        return qc.invalidateQueries({ queryKey: queryKeys.messagesUnread });
      })
      .catch(() => undefined)
      .finally(() => {
        pending.current = false;
      });
  };
}

/** Live events for the screens; returns the live region's latest announcement. */
export function useMessagesLive(openId: string | undefined): string {
  const qc = useQueryClient();
  const [said, setSaid] = useState('');
  const read = useMarkRead(openId);
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  useEffect(
    () =>
      onConversationEvent((e) => {
        if (e.type === 'message') {
          applyLiveMessage(qc, e);
          if (!e.data.message.mine) {
            setSaid(announcement(e.data.message, e.data.conversation.other_party.name));
            if (e.data.conversation_id === openId) readRef.current();
          }
        } else if (e.type === 'receipt') {
          qc.setQueryData<ConversationDetail>(messagesKeys.thread(e.data.conversation_id), (t) =>
            t ? { ...t, other_read_at: e.data.other_read_at, other_delivered_at: e.data.other_delivered_at } : t,
          );
        } else {
          void qc.invalidateQueries({ queryKey: queryKeys.conversations });
        }
      }),
    [qc, openId],
  );
  return said;
}
