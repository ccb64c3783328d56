// Saved searches (contract 3.10): names unique per user (case-insensitive); only the owner sees or deletes.
import { SAVED_SEARCH_MESSAGES, type CreateSavedSearchBody, type SavedSearch } from '@gaadi/domain/schemas/users';
import type { AppContext } from '../../platform/context.ts';
import { notFound, validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { getUserRow } from '../users/profile.ts';
import { isUniqueViolation } from '../../platform/database.ts';
import { matchColumns } from './match-keys.ts';
import { deleteSavedSearch, insertSavedSearch, savedSearchesOf, type SavedSearchRow } from './queries.ts';

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

export async function createSavedSearch(ctx: AppContext, userId: string, body: CreateSavedSearchBody): Promise<SavedSearch> {
  await getUserRow(ctx, userId);
  try {
    const row = await insertSavedSearch(ctx.db, {
      userId,
      name: body.name,
      searchFilters: body.search_filters,
      notificationsEnabled: body.notifications_enabled,
      notificationFrequency: body.notification_frequency,
      ...matchColumns(body.search_filters),
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
