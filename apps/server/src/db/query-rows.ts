import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * The rows of a hand-written statement (one the query builder cannot express, such as a chain of
 * data-modifying CTEs), the same on PostgreSQL and PGlite.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A json column's value: parsed by both drivers, but read defensively where a driver hands back text. */
export function jsonValue<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
