// Whether user sign-in sessions still stand, for what outlives a request (live notification
// streams end with their session, issue 24). Access tokens themselves stay valid until they expire.
import type { DbOrTx } from '../../platform/database.ts';
import { isUuid } from '../../platform/ids.ts';
import { liveRefreshSessionIds } from './session-queries.ts';

/** The ids among `ids` whose refresh session is neither revoked nor past its lifetime. */
export const liveSessionIds = (db: DbOrTx, ids: string[]) => liveRefreshSessionIds(db, ids.filter(isUuid));

export const isSessionLive = async (db: DbOrTx, id: string) => (await liveSessionIds(db, [id])).has(id);
