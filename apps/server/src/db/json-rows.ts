import { Column, is, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

type JsonRowColumns = Record<string, AnyPgColumn | SQL>;

/**
 * A selection of columns read as JSON, and decoded as drizzle decodes the columns: for reads of
 * thousands of rows (the CSV export, decision 057). PGlite hands every field of a result to JavaScript
 * one at a time, so 2,500 rows of a dozen fields cost more to hand over than to find. Here each row is
 * one JSON array, and a statement returns a chunk's rows as one JSON text (`inOrder`, `rowsOf`);
 * `decode` reads that text back into rows. (On PostgreSQL, node-postgres is spared the same parsing.) A page of 25 rows reads its columns as usual.
 */
export function jsonRowsOf<Columns extends JsonRowColumns>(columns: Columns) {
  const entries = Object.entries(columns);
  const row = sql<unknown[]>`json_build_array(${sql.join(
    entries.map(([, column]) => sql`${column}`),
    sql`, `,
  )})`;
  // JSON prints numbers and texts as they are; a column's own decoding turns the rest (a timestamp's
  // text) into what a select gives.
  const decoders = entries.map(([key, column]) => ({
    key,
    decode: is(column, Column) ? (value: unknown) => column.mapFromDriverValue(value) : (value: unknown) => value,
  }));
  const decodeRow = (values: unknown[]): SelectResultFields<Columns> => {
    const decoded: Record<string, unknown> = {};
    // An indexed loop: this runs for every row of a 50,000-row export.
    for (let index = 0; index < decoders.length; index++) {
      const { key, decode } = decoders[index] as (typeof decoders)[number];
      const value = values[index];
      decoded[key] = value === null ? null : decode(value);
    }
    return decoded as SelectResultFields<Columns>;
  };
  return {
    /** What a chunk's subquery selects: each row, and its place in `order`. */
    inOrder: (order: SQL[]) => ({
      row: row.as('row'),
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
    }),
    /**
     * The rows of a subquery that selected `inOrder(order)`, as one JSON text (null when there are
     * none). The order is written into the aggregate: a sorted subquery's is not promised to reach it.
     */
    rowsOf: (chunk: { row: SQL.Aliased<unknown[]>; position: SQL.Aliased<number> }) =>
      sql<string | null>`json_agg(${chunk.row} order by ${chunk.position})::text`,
    decode: (text: string | null): SelectResultFields<Columns>[] =>
      text === null ? [] : (JSON.parse(text) as unknown[][]).map(decodeRow),
  };
}
