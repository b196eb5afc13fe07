import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { ApiError } from './api-error';
import { errorMessage } from './http-policy';
import { cachedReferenceKeys } from './query-keys';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the screen reports this failure itself (a form under its fields, a page state). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

function report(error: unknown, silent: boolean | undefined): void {
  if (silent || (error instanceof ApiError && error.isHandled)) return;
  toast.error(errorMessage(error), { toastId: errorMessage(error) });
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will answer the same again; network trouble and 5xx get two more tries.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.silent) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta?.silent) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  for (const key of cachedReferenceKeys) {
    client.setQueryDefaults(key, { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY });
  }
  return client;
}

/** The app's one client; the 401 routine clears it so no cached row outlives the session. */
export const queryClient = createQueryClient();
