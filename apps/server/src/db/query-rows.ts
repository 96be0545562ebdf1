import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.ts';

const dialect = new PgDialect();

/**
 * The rows of a hand-written statement (one the query builder cannot express, such as a chain of
 * data-modifying CTEs), the same on PostgreSQL and PGlite.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A hot hand-written statement, built once (decision 035): its values are `sql.placeholder(name)`s
 * filled at each call, and each connection prepares it once under one name, so neither the server nor
 * PostgreSQL builds, parses or plans its text again. Lists travel as one array parameter (`= any(…)`).
 *
 * On PostgreSQL it runs on a connection taken from the pool and given back even when the statement
 * fails: a statement may refuse itself (`refuse_statement`), and the pool's own `query` closes the
 * connection after any error, which would cost a new connection and its prepared statements.
 */
export function preparedStatement<Row, Values extends Record<string, unknown>>(
  query: SQL,
): (db: Database, values: Values) => Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  return async (db, values) => {
    // The driver drizzle runs on: a pool on PostgreSQL, PGlite itself in the embedded database.
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      const params = fillPlaceholders(built.params, values);
      return (await onPooledConnection(client, { name, text: built.sql, values: params })).rows as Row[];
    }
    const result = await db._.session.prepareQuery(built, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}

async function onPooledConnection(pool: pg.Pool, query: pg.QueryConfig): Promise<pg.QueryResult> {
  const connection = await pool.connect();
  let broken: Error | undefined;
  try {
    return await connection.query(query);
  } catch (error) {
    // An error the database answered with leaves the connection usable; anything else may not.
    if (!(error instanceof pg.DatabaseError)) broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    connection.release(broken);
  }
}

/** A json column's value: parsed by both drivers, but read defensively where a driver hands back text. */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
