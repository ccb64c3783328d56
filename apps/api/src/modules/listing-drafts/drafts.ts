// The sell wizard's draft kept for a signed-in seller (issue 22), so that it follows them to another
// device. Only its owner reads or writes it: every route takes the account from the bearer, none
// names another. A submitted listing ends it (listeners.ts, on listing.created).
import type { SellDraft } from '@gaadi/domain/schemas/listing-drafts';
import type { DbOrTx } from '../../platform/database.ts';
import { deleteDraft, draftOf, saveDraft, type DraftRow } from './queries.ts';

const toDraft = (r: DraftRow): SellDraft => ({ step: r.step, values: r.values as Record<string, unknown>, saved_at: r.updatedAt.toISOString() });

export const readDraft = async (db: DbOrTx, userId: string) => {
  const row = await draftOf(db, userId);
  return row ? toDraft(row) : null;
};

export const keepDraft = async (db: DbOrTx, userId: string, step: number, values: Record<string, unknown>) => toDraft(await saveDraft(db, userId, step, values));

export { deleteDraft as endDraft };
