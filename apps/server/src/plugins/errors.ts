import type { ApiError } from '@atelier/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseUnavailable,
} from './database-unavailable.ts';

/** An error meant for the client: its status, code and message are sent as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ApiError = { error: { code, message, ...(fields ? { fields } : {}) } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function zodFieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** One JSON error shape for every API answer; stack traces stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.code, error.message, error.fields);
    }
    if (error instanceof ZodError) {
      return sendError(reply, 400, 'validation_failed', 'Some fields are not valid.', zodFieldMessages(error));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(databaseRetryAfterSeconds));
      return sendError(reply, 503, 'database_unavailable', databaseUnavailableMessage);
    }
    const status =
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
    if (status >= 500) {
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
