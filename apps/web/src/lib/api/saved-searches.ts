// Saved searches of the signed-in user (contract 3.10, issue 14): the Buy page saves one, the
// dashboard lists them, changes their alerts (issue 25) and deletes them.
import type { z } from 'zod';
import type { okMessage } from '@gaadi/domain/schemas/envelope';
import type { createSavedSearchBody, SavedSearch, savedSearchesResponse, savedSearchResponse, updateSavedSearchBody } from '@gaadi/domain/schemas/users';
import type { Answer, RecordAnswer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';

export type { SavedSearch };
export type SavedSearchInput = z.input<typeof createSavedSearchBody>;

export async function fetchSavedSearches(): Promise<SavedSearch[]> {
  const body = await api.get<Answer<typeof savedSearchesResponse>>('/users/me/saved-searches/');
  return Array.isArray(body.data) ? (body.data as SavedSearch[]) : [];
}

export const savedSearchesQuery = queryOptions({ queryKey: ['users', 'me', 'saved-searches'] as const, queryFn: fetchSavedSearches });

export async function createSavedSearch(input: SavedSearchInput): Promise<SavedSearch | undefined> {
  const body = await api.post<RecordAnswer<typeof savedSearchResponse>>('/users/me/saved-searches/', input);
  return body.data;
}

export type SavedSearchAlerts = z.input<typeof updateSavedSearchBody>;

/** PATCH /users/me/saved-searches/{id}/: how often, or whether, its alerts come. */
export async function updateSavedSearch(id: string, input: SavedSearchAlerts): Promise<SavedSearch | undefined> {
  const body = await api.patch<RecordAnswer<typeof savedSearchResponse>>(`/users/me/saved-searches/${encodeURIComponent(id)}/`, input);
  return body.data;
}

export function deleteSavedSearch(id: string) {
  return api.delete<z.infer<typeof okMessage>>(`/users/me/saved-searches/${encodeURIComponent(id)}/`);
}
