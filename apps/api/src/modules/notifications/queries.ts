import type { NotificationPriority, NotificationType } from '@gaadi/domain/constants';
import { notifications } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export interface NewNotification {
  /** Recipient account; omit and set forAdmins for the admin team. */
  userId?: string | null;
  forAdmins?: boolean;
  type: NotificationType;
  title: string;
  message: string;
  priority?: NotificationPriority;
  data?: Record<string, unknown>;
  listingId?: string | null;
  inquiryId?: string | null;
}

/** Call inside the transaction of the event that causes the notification. */
export async function insertNotification(tx: DbOrTx, n: NewNotification) {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: n.userId ?? null,
      forAdmins: n.forAdmins ?? false,
      type: n.type,
      title: n.title,
      message: n.message,
      priority: n.priority ?? 'normal',
      data: n.data ?? {},
      listingId: n.listingId ?? null,
      inquiryId: n.inquiryId ?? null,
    })
    .returning();
  return row!;
}
