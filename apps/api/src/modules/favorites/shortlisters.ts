// Who shortlisted a listing (the alerts module tells them of price drops); this module owns favorites.
import type { DbOrTx } from '../../platform/database.ts';
import { usersWhoFavorited } from './queries.ts';

export const shortlisterIds = (db: DbOrTx, listingId: string) => usersWhoFavorited(db, listingId);
