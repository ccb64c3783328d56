// Saved searches (contract 3.10): names unique per user (case-insensitive); only the owner sees or deletes.
import { SAVED_SEARCH_MESSAGES, type CreateSavedSearchBody, type SavedSearch, type UpdateSavedSearchBody } from '@gaadi/domain/schemas/users';
import type { Actor } from '../../platform/auth-guards.ts';
import { requireAccess } from '../access/access-policy.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { getUserRow } from '../users/profile.ts';
import { isUniqueViolation } from '../../platform/database.ts';
import { matchColumns } from './match-keys.ts';
import { filtersFingerprint } from './filters-fingerprint.ts';
import { deleteSavedSearch, insertSavedSearch, lockSavedSearchesOf, savedSearchById, savedSearchesOf, updateSavedSearchAlerts, type SavedSearchRow } from './queries.ts';

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  search_filters: row.searchFilters,
  notifications_enabled: row.notificationsEnabled,
  notification_frequency: row.notificationFrequency,
  created_at: row.createdAt.toISOString(),
});

export async function listSavedSearches(ctx: AppContext, userId: string): Promise<SavedSearch[]> {
  await getUserRow(ctx, userId);
  return (await savedSearchesOf(ctx.db, userId)).map(toSavedSearch);
}

/**
 * At most config.savedSearchesPerUser per account, and none with the filters of another (each
 * would alert again for the same match): both checked under a per-account lock.
 */
export async function createSavedSearch(ctx: AppContext, userId: string, body: CreateSavedSearchBody): Promise<SavedSearch> {
  await getUserRow(ctx, userId);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockSavedSearchesOf(tx, userId);
      const mine = await savedSearchesOf(tx, userId);
      const max = ctx.config.savedSearchesPerUser;
      if (mine.length >= max) throw validationError({ non_field_errors: [SAVED_SEARCH_MESSAGES.tooMany(max)] });
      if (mine.some((s) => s.name.toLowerCase() === body.name.toLowerCase())) throw validationError({ name: [SAVED_SEARCH_MESSAGES.nameTaken] });
      const fingerprint = filtersFingerprint(body.search_filters);
      const same = mine.find((s) => filtersFingerprint(s.searchFilters) === fingerprint);
      if (same) throw validationError({ search_filters: [SAVED_SEARCH_MESSAGES.sameFilters(same.name)] });
      return insertSavedSearch(tx, {
        userId,
        name: body.name,
        searchFilters: body.search_filters,
        notificationsEnabled: body.notifications_enabled,
        notificationFrequency: body.notification_frequency,
        ...matchColumns(body.search_filters),
      });
    });
    return toSavedSearch(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw validationError({ name: [SAVED_SEARCH_MESSAGES.nameTaken] });
    throw e;
  }
}

export async function removeSavedSearch(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteSavedSearch(ctx.db, userId, id))) throw notFound('Saved search not found');
}

/** Change how often (or whether) a saved search alerts (issue 25): its owner only, else 404. */
export async function updateSavedSearch(ctx: AppContext, actor: Actor, id: string, body: UpdateSavedSearchBody): Promise<SavedSearch> {
  const row = isUuid(id) ? await savedSearchById(ctx.db, id) : null;
  requireAccess(actor, 'savedSearch.update', row);
  const values: { notificationFrequency?: string; notificationsEnabled?: boolean } = {};
  if (body.notification_frequency !== undefined) values.notificationFrequency = body.notification_frequency;
  if (body.notifications_enabled !== undefined) values.notificationsEnabled = body.notifications_enabled;
  return toSavedSearch(await updateSavedSearchAlerts(ctx.db, row.id, values));
}
