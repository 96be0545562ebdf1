import type { StaffSessionInfo } from '@atelier/domain/staff-session';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiRequestError, apiRequest } from './api';
import { useAuth } from './auth';

export const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/** Client errors (4xx) will not change on a retry; a lost connection or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** One client per signed-in app; any 401 from a query or mutation ends the session. */
export function createAdminQueryClient(onUnauthorized: () => void): QueryClient {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * A state-changing staff request with the CSRF token. A shell painted from the cached user may not have
 * heard the token yet, so it is asked for once in that case.
 */
export function useStaffPost() {
  const { csrfToken } = useAuth();
  return useCallback(
    async <T>(path: string, body: unknown): Promise<T> => {
      const token =
        csrfToken ?? (await apiRequest<{ session: StaffSessionInfo | null }>('/auth/session')).session?.csrfToken;
      return apiRequest<T>(path, { method: 'POST', body, csrfToken: token });
    },
    [csrfToken],
  );
}

/** The message to show for a failed request: the server's own words where it gave any. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return 'Something went wrong. Please try again.';
}
