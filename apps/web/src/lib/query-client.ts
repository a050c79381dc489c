import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

const retryCountMax = 2;

/**
 * Only failures that may pass on their own are retried: no answer at all, or a server error other
 * than maintenance. A 4xx answer will be the same next time.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= retryCountMax) return false;
  if (!isApiError(error)) return false;
  return error.status === 0 || (error.status >= 500 && error.status !== 503);
}

/** A query client with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
