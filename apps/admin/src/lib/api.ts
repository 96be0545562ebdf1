import type { ApiError } from '@atelier/domain/api-error';
import { CSRF_HEADER } from '@atelier/domain/auth';
import type { StaffGetPath, StaffGetResponse } from '@atelier/domain/staff-api';

/**
 * A failed staff API call: the HTTP status (0 when the server was unreachable), code and message, and
 * for a validation failure the message for each field.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** The error a staff API answer stands for, from its status and JSON body (the one error shape). */
export function apiErrorOf(status: number, data: unknown): ApiRequestError {
  const error = (data as Partial<ApiError> | null)?.error;
  return new ApiRequestError(
    status,
    error?.code ?? 'request_failed',
    error?.message ?? 'Request failed.',
    error?.fields ?? {},
  );
}

export const networkError = () => new ApiRequestError(0, 'network_error', 'The server could not be reached.');

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Required by the server on every state-changing request. */
  csrfToken?: string | null;
}

/** Calls the staff API on the admin host; the session travels in its HttpOnly cookie. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, csrfToken }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw networkError();
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorOf(response.status, data);
  return data as T;
}

interface StaffGetOptions {
  /** Values for the path's `:name` parts (URL-encoded here). */
  params?: Record<string, string>;
  /** Sent after `?` when not empty. */
  query?: string | URLSearchParams;
}

/**
 * A staff GET typed by the server's own route table (packages/domain/src/staff-api.ts): the path names
 * the route as the server registers it, and the answer's type is that route's response schema.
 */
export async function staffGet<P extends StaffGetPath>(
  path: P,
  { params = {}, query }: StaffGetOptions = {},
): Promise<StaffGetResponse<P>> {
  const filled = path.replace(/:(\w+)/g, (_part, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`staffGet: no value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
  const search = query?.toString() ?? '';
  return apiRequest<StaffGetResponse<P>>(search ? `${filled}?${search}` : filled);
}
