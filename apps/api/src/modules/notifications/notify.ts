// The only way to write a notification (this module owns the table): call it inside the
// transaction of the event that causes it (contract 6.13), so both commit or neither does.
import type { DbOrTx } from '../../platform/database.ts';
import { insertNotification, type NewNotification } from './queries.ts';

export type { NewNotification };

export const notify = (tx: DbOrTx, n: NewNotification) => insertNotification(tx, n);
