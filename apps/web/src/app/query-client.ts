import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/client';
import { i18next } from '../lib/i18n/i18n';

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

// Answers carry words in the reader's language (lookup names, relative times): after a language switch the shown
// ones are read again, and the rest count as stale. (Content and lookup-form keys name the language themselves.)
i18next.on('languageChanged', () => void queryClient.invalidateQueries());
