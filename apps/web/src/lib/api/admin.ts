// Admin review (contract 7.1–7.6). Reads and edits go out with the admin token (the user slot
// holds it too after an admin sign-in); a delete needs the admin token itself.
import type { z } from 'zod';
import type {
  AdminCar,
  adminCarResponse,
  AdminCarsQuery,
  adminCarsResponse,
  adminDashboardResponse,
  adminDealersResponse,
  AdminListCar,
  approveBatchResponse,
  adminUpdateBody,
  reviewBody,
  reviewResponse,
} from '@gaadi/domain/schemas/admin';
import type { okMessage } from '@gaadi/domain/schemas/envelope';
import type { verificationBody, verificationResponse } from '@gaadi/domain/schemas/trust-admin';
import { ADMIN_LIST_DEFAULTS } from '@gaadi/domain/constants';
import type { Answer, DataOf, RecordAnswer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';


/** Admin screens' keys: a change anywhere refreshes the stats and every list. */
export const adminKeys = {
  stats: ['admin', 'stats'] as const,
  cars: ['admin', 'cars'] as const,
};

export type AdminStats = Partial<DataOf<typeof adminDashboardResponse>>;

export async function fetchAdminStats(): Promise<AdminStats> {
  return (await api.get<Answer<typeof adminDashboardResponse>>('/admin/dashboard/', { auth: 'admin' })).data ?? {};
}

export const adminStatsQuery = queryOptions({ queryKey: adminKeys.stats, queryFn: fetchAdminStats });

/** One page of listings and how many the status holds in all (pagination.total, else the page's count). */
export interface AdminCarsPage {
  cars: AdminListCar[];
  total: number;
}

export async function fetchAdminCars(status: AdminCarsQuery['status'], dealer = ''): Promise<AdminCarsPage> {
  // Issue 22: `dealer` (a slug) narrows the list to one dealer's listings.
  const query = { status, page: ADMIN_LIST_DEFAULTS.page, limit: ADMIN_LIST_DEFAULTS.limit, ...(dealer && { dealer }) };
  const data = (await api.get<Answer<typeof adminCarsResponse>>('/admin/cars/', { query, auth: 'admin' })).data;
  const cars = data?.cars ?? [];
  return { cars, total: data?.pagination?.total ?? cars.length };
}

export const adminCarsQuery = (status: AdminCarsQuery['status'], dealer = '') =>
  queryOptions({ queryKey: [...adminKeys.cars, status, dealer] as const, queryFn: () => fetchAdminCars(status, dealer) });

/** GET /admin/dealers/ (issue 22): the dealer filter's choices, with how many cars wait for review. */
export async function fetchAdminDealers() {
  return (await api.get<Answer<typeof adminDealersResponse>>('/admin/dealers/', { auth: 'admin' })).data?.dealers ?? [];
}

export const adminDealersQuery = queryOptions({ queryKey: ['admin', 'dealers'] as const, queryFn: fetchAdminDealers });

/** POST /admin/cars/approve-batch/ (issue 22): each listing approved as a single approval is. */
export async function approveAdminBatch(ids: string[]) {
  return api.post<RecordAnswer<typeof approveBatchResponse>>('/admin/cars/approve-batch/', { ids }, { auth: 'admin' });
}

export async function fetchAdminCar(id: string): Promise<AdminCar | undefined> {
  return (await api.get<RecordAnswer<typeof adminCarResponse>>(`/admin/cars/${id}/`, { auth: 'admin' })).data;
}

export const adminCarQuery = (id: string) => queryOptions({ queryKey: ['admin', 'car', id] as const, queryFn: () => fetchAdminCar(id) });

export function updateAdminCar(id: string, body: z.input<typeof adminUpdateBody>) {
  return api.patch<Answer<typeof adminCarResponse>>(`/admin/cars/${id}/update/`, body, { auth: 'admin' });
}

export function reviewAdminCar(id: string, body: z.input<typeof reviewBody>) {
  return api.post<z.infer<typeof reviewResponse>>(`/admin/cars/${id}/review/`, body, { auth: 'admin' });
}

export function deleteAdminCar(id: string) {
  return api.delete<z.infer<typeof okMessage>>(`/admin/cars/${id}/delete/`, { auth: 'adminOnly' });
}

/** Ends the admin's server session (its token stops working at once); sign-out clears storage after. */
export function logoutAdmin() {
  return api.post<z.infer<typeof okMessage>>('/auth/admin/logout/', {}, { auth: 'adminOnly' });
}

/** The verification checklist of a listing (issue 15): GET and PUT /admin/cars/{id}/verification/. */
export async function fetchVerification(id: string) {
  return (await api.get<RecordAnswer<typeof verificationResponse>>(`/admin/cars/${id}/verification/`, { auth: 'admin' })).data;
}

export const verificationQuery = (id: string) =>
  queryOptions({ queryKey: ['admin', 'verification', id] as const, queryFn: () => fetchVerification(id) });

export function saveVerification(id: string, body: z.input<typeof verificationBody>) {
  return api.put<RecordAnswer<typeof verificationResponse>>(`/admin/cars/${id}/verification/`, body, { auth: 'admin' });
}
