import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "#web/lib/api-client.ts";

const MAX_RETRIES = 2;

/** §9: stale after 30 s, kept 5 min, no refetch on focus; 404s never retry, others up to twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.status === 404 || error.status === 401 || error.status === 403)) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
