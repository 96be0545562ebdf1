import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import {
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_QUERY_TEXT,
  ATTR_DB_RESPONSE_STATUS_CODE,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import pg from 'pg';
import { databaseError } from './database-error.ts';

/*
 * Database spans (decision 056): one per statement, child of the span active when it is sent (the
 * request's). Every statement passes one of two drivers' `query`: PGlite's (and its transactions'), or
 * the client each pooled PostgreSQL connection is (drizzle, its transactions, prepared statements).
 * Outside a traced operation (tracing off, start-up, timers) a statement costs one lookup and no span.
 */

/** The tracer's name; the provider registered by tracing.ts answers it, no-op when tracing is off. */
const TRACER = 'atelier-plans/db';

/**
 * Runs a statement inside a span named `db <operation>`, carrying its text as sent: placeholders
 * (`$1`), never the values bound to them.
 */
export function traceStatement<T>(text: string, run: () => Promise<T>): Promise<T> {
  if (!trace.getActiveSpan()?.isRecording()) return run();
  const operation = operationOf(text);
  const span = trace.getTracer(TRACER).startSpan(`db ${operation}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      // The older name, which many tracing back ends still group by, and the current one.
      'db.system': DB_SYSTEM_NAME_VALUE_POSTGRESQL,
      [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
      [ATTR_DB_OPERATION_NAME]: operation,
      [ATTR_DB_QUERY_TEXT]: text,
    },
  });
  const fail = (error: unknown): never => {
    // The SQLSTATE only: a message can quote a value ('invalid input syntax for type uuid: "…"').
    const code = databaseError(error)?.code;
    span.setStatus({ code: SpanStatusCode.ERROR });
    span.setAttribute(ATTR_ERROR_TYPE, code ?? (error instanceof Error ? error.name : 'Error'));
    if (code) span.setAttribute(ATTR_DB_RESPONSE_STATUS_CODE, code);
    span.end();
    throw error;
  };
  let pending: Promise<T>;
  try {
    pending = run();
  } catch (error) {
    return fail(error);
  }
  return pending.then((result) => {
    span.end();
    return result;
  }, fail);
}

/** The statement's first keyword, lower-case (`select`, `insert`, `with`, `begin`…). */
export function operationOf(text: string): string {
  return /^[\s(]*([A-Za-z]+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
}

/** The embedded database, each statement traced (its transactions' too). */
export class TracedPGlite extends PGlite {
  // biome-ignore lint/suspicious/noExplicitAny: PGlite's own signature (parameters of any type).
  override query<T>(query: string, params?: any[], options?: QueryOptions): Promise<Results<T>> {
    return traceStatement(query, () => super.query<T>(query, params, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(tracedTransaction(tx)));
  }
}

/** The transaction PGlite hands out, with its `query` traced; everything else is the original's. */
function tracedTransaction(tx: Transaction): Transaction {
  const query: Transaction['query'] = (text, params, options) =>
    traceStatement(text, () => tx.query(text, params, options));
  return Object.create(tx, { query: { value: query } }) as Transaction;
}

/**
 * A PostgreSQL connection of the pool (its `Client` option), each statement traced. Only the promise
 * form is: it is what drizzle, `ConnectionKeepingPool` and prepared statements call.
 */
export class TracedPgClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg.Client#query has a dozen overloads; this one forwards them all.
  override query(...args: any[]): any {
    const [statement, values, callback] = args as [unknown, unknown, unknown];
    const text =
      typeof statement === 'string'
        ? statement
        : typeof statement === 'object' && statement !== null && !('submit' in statement)
          ? (statement as { text?: unknown }).text
          : undefined;
    if (typeof text !== 'string' || typeof values === 'function' || callback !== undefined) {
      return (super.query as (...forwarded: unknown[]) => unknown)(...args);
    }
    return traceStatement(text, () => (super.query as (...forwarded: unknown[]) => Promise<unknown>)(...args));
  }
}
