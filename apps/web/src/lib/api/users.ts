// The signed-in user's profile (contract 3.7).
import type { meResponse, User } from '@gaadi/domain/schemas/users';
import type { Answer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';

export async function fetchMe(): Promise<Partial<User> | null> {
  const body = await api.get<Answer<typeof meResponse>>('/users/me/');
  return body.data ?? null;
}

export const meQuery = queryOptions({ queryKey: ['users', 'me'] as const, queryFn: fetchMe });
