// The signed-in user's shortlist (favourites, contract 4.8, and GET /users/me/favorites/: newest
// first, paginated since issue 13, each car with the time and price it was shortlisted at).
import type { z } from 'zod';
import type { Pagination } from '@gaadi/domain/schemas/car';
import type { okMessage } from '@gaadi/domain/schemas/envelope';
import type { FavoriteCar as DomainFavoriteCar, favoriteResponse, favoritesResponse } from '@gaadi/domain/schemas/users';
import type { Answer, RecordAnswer } from '@/lib/api/answer';
import type { PublicCar } from '@/lib/api/cars';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';

/** A shortlisted car: the public Car plus when and at what price it was shortlisted (issue 13). */
export type FavoriteCar = PublicCar & Partial<Pick<DomainFavoriteCar, 'favorited_at' | 'price_when_favorited'>>;
export type FavoritesPage = { cars: FavoriteCar[]; pagination: Partial<Pagination> };

/** A page of the Shortlist page (the endpoint takes at most 50). */
export const FAVORITES_PAGE_SIZE = 12;

export async function fetchFavoritesPage(page = 1, limit = FAVORITES_PAGE_SIZE): Promise<FavoritesPage> {
  const body = await api.get<Answer<typeof favoritesResponse>>('/users/me/favorites/', { query: { page, limit } });
  const cars = Array.isArray(body.data) ? (body.data as FavoriteCar[]) : [];
  return { cars, pagination: body.pagination ?? {} };
}

/** Every favourite, newest first (the endpoint without `limit`). */
export async function fetchFavorites(): Promise<FavoriteCar[]> {
  const body = await api.get<Answer<typeof favoritesResponse>>('/users/me/favorites/');
  return Array.isArray(body.data) ? (body.data as FavoriteCar[]) : [];
}

export const favoritesKey = ['users', 'me', 'favorites'] as const;

export const favoritesQuery = queryOptions({ queryKey: favoritesKey, queryFn: fetchFavorites });

export const favoritesPageQuery = (page: number) =>
  queryOptions({ queryKey: [...favoritesKey, 'page', page] as const, queryFn: () => fetchFavoritesPage(page) });

/** The ids of every shortlisted car (the hearts). */
export const favoriteIdsQuery = queryOptions({
  queryKey: [...favoritesKey, 'ids'] as const,
  queryFn: async (): Promise<string[]> => (await fetchFavorites()).map((c) => c.id),
});

export async function addFavorite(carId: string) {
  const body = await api.post<RecordAnswer<typeof favoriteResponse>>(`/cars/${encodeURIComponent(carId)}/favorite/`, {});
  return body.data;
}

export function removeFavorite(carId: string) {
  return api.delete<z.infer<typeof okMessage>>(`/cars/${encodeURIComponent(carId)}/favorite/`);
}
