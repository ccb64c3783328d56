// The notification that follows a report resolved with a warning (issue 21): the person it was
// about hears it in the app, in the resolution's transaction.
import { REPORT_MESSAGES } from '@gaadi/domain/conversation-rules';
import type { DomainEvent, Write } from '../../platform/domain-events.ts';
import type {} from '../conversations/conversation-events.ts'; // the event it listens to (declaration merging)
import { notify } from './notify.ts';

export async function warnReported({ tx }: Write, e: DomainEvent<'conversation.report_resolved'>) {
  if (e.action !== 'warn' || !e.aboutUserId) return;
  await notify(tx, {
    userId: e.aboutUserId,
    type: 'system',
    title: REPORT_MESSAGES.warningTitle,
    message: REPORT_MESSAGES.warningMessage,
    priority: 'high',
    data: { kind: 'report_warning', conversation_id: e.conversationId, report_id: e.reportId },
  });
}
