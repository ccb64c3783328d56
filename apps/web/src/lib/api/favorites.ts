// The signed-in user's shortlist (favourites, contract 4.8 and GET /users/me/favorites/).
import type { favoritesResponse } from '@gaadi/domain/schemas/users';
import type { Answer } from '@/lib/api/answer';
import type { PublicCar } from '@/lib/api/cars';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';

export async function fetchFavorites(): Promise<PublicCar[]> {
  const body = await api.get<Answer<typeof favoritesResponse>>('/users/me/favorites/');
  return Array.isArray(body.data) ? (body.data as PublicCar[]) : [];
}

export const favoritesQuery = queryOptions({ queryKey: ['users', 'me', 'favorites'] as const, queryFn: fetchFavorites });
