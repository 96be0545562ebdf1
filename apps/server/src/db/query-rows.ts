import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

const dialect = new PgDialect();

export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection (a named statement, named after its text), so
   * PostgreSQL parses and plans it once per connection rather than every time. For hot paths whose
   * text never varies: pass lists as one array parameter (`= any(…)`), not one parameter per item.
   */
  prepared?: boolean;
}

/**
 * The rows of a hand-written statement (one the query builder cannot express, such as a chain of
 * data-modifying CTEs), the same on PostgreSQL and PGlite.
 */
export async function queryRows<T>(db: Database, query: SQL, options: QueryOptions = {}): Promise<T[]> {
  if (!options.prepared) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const built = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  const result = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

/** A json column's value: parsed by both drivers, but read defensively where a driver hands back text. */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
