import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A time as the text JavaScript's `toISOString` writes ('2026-03-04T03:06:07.123Z'), made by the
 * database: for reads of thousands of rows (the staff lists and the CSV export) this spares parsing a
 * date and printing it again for every row. Milliseconds are cut, not rounded, as a JavaScript date does.
 */
export const isoTime = (time: AnyPgColumn | SQL) =>
  sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
