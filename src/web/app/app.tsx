import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { AppProviders } from './providers.tsx';
import { createRouter } from './router.tsx';

/** The whole app; `initialState` is what the server rendered the page from, when it did. */
export function App({ initialState }: { initialState?: DehydratedState }) {
  const [router] = useState(createRouter);
  return (
    <AppProviders initialState={initialState}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
