import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/client';

/** Retries only what may succeed on a second try: network failures and server faults, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (failureCount >= 1) return false;
        if (isApiError(error)) return error.isNetwork || error.httpStatus >= 500;
        return true;
      },
    },
    mutations: { retry: false },
  },
});
