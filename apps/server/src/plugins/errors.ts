import type { ApiError } from '@atelier/domain';
import { isDomainError } from '@atelier/domain/domain-error';
import { fieldErrors } from '@atelier/domain/field-errors';
import { tooManyRequestsMessage } from '@atelier/domain/wait-time';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from './database-unavailable.ts';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Partial<Record<string, string>>,
) {
  const body: ApiError = { error: { code, message, ...(fields ? { fields: fields as Record<string, string> } : {}) } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** An error PostgreSQL (or PGlite) answered a statement with: it carries a five-character SQLSTATE. */
const isStatementError = (error: unknown) => /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code ?? ''));

/** One JSON error shape for every API answer; stack traces stay in the log. */
export function registerErrorHandling(
  app: FastifyInstance,
  onDatabaseError: (kind: 'unavailable' | 'statement') => void = () => {},
) {
  app.setErrorHandler((error, request, reply) => {
    // What a service refused (a domain error): its kind gives the status, its code and message go as they are.
    if (isDomainError(error)) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return sendError(reply, error.status, error.code, error.message, error.fields);
    }
    if (error instanceof ZodError) {
      return sendError(reply, 400, 'validation_failed', 'Some fields are not valid.', fieldErrors(error.issues));
    }
    // A route's params, query or body failed its schema (plugins/route-schemas.ts).
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message ?? 'This value is not valid.',
      }));
      return sendError(reply, 400, 'validation_failed', 'Some fields are not valid.', fieldErrors(issues));
    }
    if (isDatabaseUnavailable(error)) {
      onDatabaseError('unavailable');
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(databaseRetryAfterSeconds));
      return sendError(reply, 503, 'database_unavailable', databaseUnavailableMessage);
    }
    const status =
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
    if (status >= 500) {
      if (isStatementError(error)) onDatabaseError('statement');
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
    }
    const code = (error as { code?: string }).code;
    return sendError(
      reply,
      status,
      code ? code.toLowerCase() : 'bad_request',
      status === 413 ? 'The request is too large.' : 'The request could not be processed.',
    );
  });
}

const RATE_LIMITED_CODE = 'rate_limited';

/** Answers 429 with a Retry-After header and the usual JSON error shape. */
export function sendRateLimited(reply: FastifyReply, retryAfterSeconds: number, message?: string) {
  reply.header('Retry-After', String(retryAfterSeconds));
  return sendError(reply, 429, RATE_LIMITED_CODE, message ?? tooManyRequestsMessage(retryAfterSeconds));
}
