// One QueryClient for the whole app in the browser; a fresh one per request on the server.
// Server-rendered pages hand their data over in a JSON script (dehydrate on the server, hydrate
// here before the first render), so the browser never fetches what the server already loaded.
import { hydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api/client';

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });

export const queryClient = createQueryClient();

export function QueryProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** An ApiError survives the JSON of the handover (a listing that is gone must read as "not found"). */
interface WireError {
  apiError: { message: string; status: number; code?: string };
}

/**
 * Takes the server's dehydrated state: data is as fresh as the page that carried it, and an
 * ApiError comes back as one, so the screens show exactly what the server rendered.
 */
export function hydrateState(client: QueryClient, state: DehydratedState) {
  const now = Date.now();
  for (const q of state.queries) {
    const s = q.state as { dataUpdatedAt: number; errorUpdatedAt: number; error: unknown };
    if (s.dataUpdatedAt) s.dataUpdatedAt = now;
    if (s.errorUpdatedAt) s.errorUpdatedAt = now;
    const wire = s.error as Partial<WireError> | null;
    if (wire?.apiError) s.error = new ApiError(wire.apiError.message, wire.apiError.status, wire.apiError.code);
  }
  hydrate(client, state);
}

/** The error of a dehydrated query in a form JSON keeps (server side). */
export function toWireError(error: unknown): WireError | null {
  return error instanceof ApiError ? { apiError: { message: error.message, status: error.status, code: error.code } } : null;
}
