import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiRequestError, apiRequest, staffGet } from './api';
import { useAuth } from './auth';

/**
 * The session is over: the server's access check answered 401 `unauthenticated`. Other 401s (a mistyped
 * two-factor code, wrong credentials) are answers about what was sent, shown where it was sent.
 */
export const isSessionOver = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 401 && error.code === 'unauthenticated';

/** Client errors (4xx) will not change on a retry; a lost connection or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** One client per signed-in app; a query or mutation told the session is over ends it. */
export function createAdminQueryClient(onUnauthorized: () => void): QueryClient {
  const onError = (error: unknown) => {
    if (isSessionOver(error)) onUnauthorized();
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
 * The CSRF token every state-changing staff request carries. A shell painted from the cached user may
 * not have heard it yet, so it is asked for once in that case.
 */
export function useCsrfToken() {
  const { csrfToken } = useAuth();
  return useCallback(
    async (): Promise<string | null> => csrfToken ?? (await staffGet('/auth/session')).session?.csrfToken ?? null,
    [csrfToken],
  );
}

export type StaffMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A state-changing staff request (any method) with the CSRF token. */
export function useStaffRequest() {
  const csrf = useCsrfToken();
  return useCallback(
    async <T>(method: StaffMethod, path: string, body?: unknown): Promise<T> =>
      apiRequest<T>(path, { method, body, csrfToken: await csrf() }),
    [csrf],
  );
}

/** A staff POST with the CSRF token. */
export function useStaffPost() {
  const request = useStaffRequest();
  return useCallback(async <T>(path: string, body: unknown): Promise<T> => request<T>('POST', path, body), [request]);
}

/** The message to show for a failed request: the server's own words where it gave any. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return 'Something went wrong. Please try again.';
}
