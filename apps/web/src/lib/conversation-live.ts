// Conversation events of the live notification stream (issue 21, decision 027), handed from the
// one stream the navbar keeps open (use-live-notifications) to whichever messages screen is open.
// No dependencies: the navbar's lazy badge carries it.
import { useSyncExternalStore } from 'react';
import type { ConversationSummary, Message } from '@gaadi/domain/schemas/conversations';

export interface LiveMessageEvent {
  type: 'message';
  data: { conversation_id: string; message: Message; conversation: ConversationSummary; unread_total: number };
}
export interface LiveReceiptEvent {
  type: 'receipt';
  data: { conversation_id: string; other_read_at: string | null; other_delivered_at: string | null };
}
export interface LiveResyncEvent {
  type: 'resync';
  data: unknown;
}
export type ConversationLiveEvent = LiveMessageEvent | LiveReceiptEvent | LiveResyncEvent;

const listeners = new Set<(e: ConversationLiveEvent) => void>();
const liveListeners = new Set<() => void>();
let live = false;

export function onConversationEvent(listener: (e: ConversationLiveEvent) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function emitConversationEvent(e: ConversationLiveEvent) {
  for (const l of listeners) l(e);
}

/** Whether the stream is up: the messages screens poll only while it is not. */
export function setConversationsLive(value: boolean) {
  if (live === value) return;
  live = value;
  for (const l of liveListeners) l();
}

export function useConversationsLive(): boolean {
  return useSyncExternalStore(
    (l) => {
      liveListeners.add(l);
      return () => void liveListeners.delete(l);
    },
    () => live,
    () => false,
  );
}
