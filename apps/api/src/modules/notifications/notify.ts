// The only way to write a notification (this module owns the table): call it inside the
// transaction of the event that causes it (contract 6.13), so both commit or neither does.
// Each one is announced to every API process for the live streams (decision 012), once committed.
import type { DbOrTx } from '../../platform/database.ts';
import { onCommit } from '../../platform/domain-events.ts';
import { publishToRedis } from '../../platform/notification-bus.ts';
import { announceNotification, insertNotification, type NewNotification } from './queries.ts';

export type { NewNotification };

export async function notify(tx: DbOrTx, n: NewNotification) {
  const row = await insertNotification(tx, n);
  if (row.userId && !row.forAdmins) {
    const message = { userId: row.userId, id: row.id };
    const database = await announceNotification(tx, message);
    // Redis is not transactional: announced before the commit, a stream would look for the row
    // before it exists (and give up), or open and take its snapshot in between (and miss it).
    onCommit(tx, () => publishToRedis(database, message));
  }
  return row;
}
