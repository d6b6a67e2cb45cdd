import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** `router`: made by main.tsx before the language bundles arrive, so the first screen's chunk loads alongside them. */
export function App({ router: given }: { router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
