// GET /dealers/me/imports/ and /dealers/me/imports/{id}/: the dealer's own imports, progress and report.
import type { ImportDetail, ImportSummary } from '@gaadi/domain/schemas/dealer-imports';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { dealerOfUser } from '../dealers/dealer-records.ts';
import { findImport, importsOfUser, type ImportSummaryRow } from './queries.ts';

const present = (r: ImportSummaryRow): ImportSummary => ({
  id: r.id,
  status: r.status as ImportSummary['status'],
  file_name: r.fileName,
  total: r.total,
  processed: r.processed,
  counts: { created: r.created, updated: r.updated, unchanged: r.unchanged, rejected: r.rejected },
  failure: r.failure,
  created_at: r.createdAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});

export async function listImports(ctx: AppContext, actor: Actor & { kind: 'user' }) {
  const [dealer, rows] = await Promise.all([dealerOfUser(ctx.db, actor.id), importsOfUser(ctx.db, actor.id)]);
  return { is_dealer: dealer !== null, imports: rows.map(present) };
}

export async function importDetail(ctx: AppContext, actor: Actor & { kind: 'user' }, id: string): Promise<ImportDetail> {
  const row = isUuid(id) ? await findImport(ctx.db, id) : null;
  requireAccess(actor, 'stockImport.read', row);
  return { ...present(row), report: row.report };
}
