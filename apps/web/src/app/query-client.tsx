// One QueryClient for the whole app. TanStack Query stays off the home page's critical path:
// routes that use it are wrapped in QueryProvider when their chunk loads (see router.tsx), and
// they all share this client, so invalidating a key anywhere updates every observer.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
