import { useState, type ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client.ts';
import { sessionQuery } from '../lib/session.ts';
import { embeddedExamPageData } from '../features/exam/page-data.ts';
import { appI18n, TranslatorProvider } from '../i18n/index.ts';

function startQueryClient(initialState: DehydratedState | undefined) {
  const queryClient = createQueryClient();
  // a page the server did not render (an attempt, the dashboard) first asks who is signed in: ask now,
  // while the page's own code is still on its way, instead of after it arrives
  if (!initialState && typeof window !== 'undefined') {
    // an exam page's HTML may carry its session, test and paper (features/exam/page-data.ts)
    const examData = embeddedExamPageData(document);
    if (examData) queryClient.setQueryData(sessionQuery.queryKey, examData.session);
    else void queryClient.prefetchQuery(sessionQuery);
    // an exam page takes its test and paper at once too (its chunk is already on its way: page-preloads.ts)
    const { pathname } = window.location;
    if (pathname.startsWith('/givetest/') || pathname.startsWith('/weeklyquiz/')) {
      void import('../features/exam/api.ts').then(({ loadExamEarly }) => loadExamEarly(queryClient, pathname, examData));
    }
  }
  return queryClient;
}

export function AppProviders({ children, initialState }: { children: ReactNode; initialState?: DehydratedState }) {
  // one client per mounted app, so tests that mount the app twice never share a cache
  const [queryClient] = useState(() => startQueryClient(initialState));
  return (
    <TranslatorProvider i18n={appI18n}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={initialState}>{children}</HydrationBoundary>
      </QueryClientProvider>
    </TranslatorProvider>
  );
}
