// Unread messages of the signed-in user (issue 21): the navbar's Messages link and the user menu.
import type { z } from 'zod';
import type { unreadCountResponse } from '@gaadi/domain/schemas/conversations';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';
import { queryKeys } from '@/lib/query-keys';
import { t } from '@/lib/i18n/i18n';

export const messagesUnreadQuery = queryOptions({
  queryKey: queryKeys.messagesUnread,
  queryFn: async () => (await api.get<z.infer<typeof unreadCountResponse>>('/conversations/unread-count/')).data?.unread_total ?? 0,
});

/** "Messages, 3 unread". */
export const messagesLabel = (count: number) => (count > 0 ? t('Messages, {count} unread', { count }) : t('Messages'));
