import { useState, type ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';

export function AppProviders({ children, initialState }: { children: ReactNode; initialState?: DehydratedState }) {
  // one client per mounted app, so tests that mount the app twice never share a cache
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={initialState}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
