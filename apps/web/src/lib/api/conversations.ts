// The conversations API (issue 21, decisions 026 and 027): the messages screens, the seller dashboard's visiting hours and the admins' report queue.
import type { z } from 'zod';
import type {
  availabilityBody,
  availabilityResponse,
  ConversationDetail,
  conversationResponse,
  conversationsResponse,
  messageResponse,
  messagesResponse,
  offerResponse,
  reportDetailResponse,
  ReportBody,
  reportsResponse,
  resolveReportBody,
  slotsResponse,
  visitResponse,
  visitsResponse,
} from '@gaadi/domain/schemas/conversations';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';
import { queryKeys } from '@/lib/query-keys';

type Data<S extends z.ZodType> = z.infer<S> extends { data: infer D } ? D : never;
type Done = { success: true; message: string };
const enc = encodeURIComponent;

export const messagesKeys = {
  all: queryKeys.conversations,
  list: (archived: boolean) => [...queryKeys.conversations, 'list', archived] as const,
  thread: (id: string) => [...queryKeys.conversations, 'thread', id] as const,
  slots: (id: string) => [...queryKeys.conversations, 'slots', id] as const,
  availability: ['visits', 'availability'] as const,
  visits: ['visits', 'upcoming'] as const,
  reports: (status: string) => ['admin', 'conversation-reports', status] as const,
  report: (id: string) => ['admin', 'conversation-report', id] as const,
};

export type Inbox = Data<typeof conversationsResponse>;

export const inboxQuery = (archived: boolean) =>
  queryOptions({
    queryKey: messagesKeys.list(archived),
    queryFn: async () => (await api.get<z.infer<typeof conversationsResponse>>('/conversations/', { query: { archived: String(archived), limit: 50 } })).data,
  });

export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: messagesKeys.thread(id),
    queryFn: async (): Promise<ConversationDetail> => (await api.get<z.infer<typeof conversationResponse>>(`/conversations/${enc(id)}/`)).data,
  });

export async function olderMessages(id: string, before: number) {
  return (await api.get<z.infer<typeof messagesResponse>>(`/conversations/${enc(id)}/messages/`, { query: { before } })).data;
}

export async function sendMessage(id: string, body: string, clientKey: string) {
  return (await api.post<z.infer<typeof messageResponse>>(`/conversations/${enc(id)}/messages/`, { body, client_key: clientKey })).data;
}

export const markRead = (id: string) => api.post<Done>(`/conversations/${enc(id)}/read/`, {});
export const setArchived = (id: string, archived: boolean) => api.post<Done>(`/conversations/${enc(id)}/archive/`, { archived });
export const shareMyNumber = (id: string) => api.post<Done>(`/conversations/${enc(id)}/share-phone/`, {});
export const block = (id: string) => api.post<Done>(`/conversations/${enc(id)}/block/`, {});
export const unblock = (id: string) => api.delete<Done>(`/conversations/${enc(id)}/block/`);
export const report = (id: string, body: ReportBody) => api.post<Done>(`/conversations/${enc(id)}/report/`, body);

// ---- Offers ----

export async function makeOffer(id: string, amount: number, clientKey: string) {
  return api.post<z.infer<typeof offerResponse>>(`/conversations/${enc(id)}/offers/`, { amount, client_key: clientKey });
}
export type OfferAction = 'accept' | 'decline' | 'withdraw';
export const answerOffer = (offerId: string, action: OfferAction) => api.post<z.infer<typeof offerResponse>>(`/offers/${enc(offerId)}/${action}/`, {});

// ---- Visits ----

export type Slots = Data<typeof slotsResponse>;
export const slotsQuery = (id: string) =>
  queryOptions({
    queryKey: messagesKeys.slots(id),
    queryFn: async (): Promise<Slots> => (await api.get<z.infer<typeof slotsResponse>>(`/conversations/${enc(id)}/visit-slots/`)).data,
  });

export const bookVisit = (id: string, startsAt: string, note: string, clientKey: string) =>
  api.post<z.infer<typeof visitResponse>>(`/conversations/${enc(id)}/visits/`, { starts_at: startsAt, note, client_key: clientKey });
export const confirmVisit = (visitId: string) => api.post<z.infer<typeof visitResponse>>(`/visits/${enc(visitId)}/confirm/`, {});
export const declineVisit = (visitId: string, reason: string) => api.post<z.infer<typeof visitResponse>>(`/visits/${enc(visitId)}/decline/`, { reason });
export const cancelVisit = (visitId: string, reason: string) => api.post<z.infer<typeof visitResponse>>(`/visits/${enc(visitId)}/cancel/`, { reason });
export const rescheduleVisit = (visitId: string, startsAt: string, reason: string) =>
  api.post<z.infer<typeof visitResponse>>(`/visits/${enc(visitId)}/reschedule/`, { starts_at: startsAt, reason });

export const upcomingVisitsQuery = queryOptions({
  queryKey: messagesKeys.visits,
  queryFn: async () => (await api.get<z.infer<typeof visitsResponse>>('/visits/', { query: { scope: 'upcoming' } })).data.visits,
});

export type Availability = Data<typeof availabilityResponse>['availability'];
export const availabilityQuery = queryOptions({
  queryKey: messagesKeys.availability,
  queryFn: async (): Promise<Availability> => (await api.get<z.infer<typeof availabilityResponse>>('/users/me/visit-availability/')).data.availability,
});
export const saveAvailability = (body: z.input<typeof availabilityBody>) =>
  api.put<z.infer<typeof availabilityResponse>>('/users/me/visit-availability/', body);

// ---- The admins' queue of reported conversations ----

export type ReportsPage = Data<typeof reportsResponse>;
export type ReportDetail = Data<typeof reportDetailResponse>;
export const reportsQuery = (status: 'open' | 'resolved' | 'all') =>
  queryOptions({
    queryKey: messagesKeys.reports(status),
    queryFn: async (): Promise<ReportsPage> =>
      (await api.get<z.infer<typeof reportsResponse>>('/admin/conversation-reports/', { query: { status, limit: 50 }, auth: 'admin' })).data,
  });
export const reportDetailQuery = (id: string) =>
  queryOptions({
    queryKey: messagesKeys.report(id),
    queryFn: async (): Promise<ReportDetail> =>
      (await api.get<z.infer<typeof reportDetailResponse>>(`/admin/conversation-reports/${enc(id)}/`, { auth: 'admin' })).data,
  });
export const resolveReport = (id: string, body: z.input<typeof resolveReportBody>) =>
  api.post<Done>(`/admin/conversation-reports/${enc(id)}/resolve/`, body, { auth: 'admin' });
