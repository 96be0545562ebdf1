import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/drizzle-adapter.ts';
import { listTables, quoteIdent, useCanonicalTextForms } from '../modules/backup/catalog.ts';

/** Every table's rows as text, ordered by primary key: two databases compare equal when these do. */
export async function tableContents(database: Database): Promise<Record<string, unknown[]>> {
  return database.transaction(async (db) => {
    // The same time zone and formats on both sides (a PostgreSQL server's defaults may differ).
    await useCanonicalTextForms(db);
    const contents: Record<string, unknown[]> = {};
    for (const table of await listTables(db, { withDerived: true })) {
      const values = table.columns.map((column) => `${quoteIdent(column.name)}::text`).join(', ');
      const order = table.primaryKey.length > 0 ? ` order by ${table.primaryKey.map(quoteIdent).join(', ')}` : '';
      const rows = await queryRows<{ r: unknown }>(
        db,
        sql.raw(`select to_json(array[${values}]::text[])::text as r from ${quoteIdent(table.name)}${order}`),
      );
      contents[table.name] = rows.map((row) => row.r);
    }
    return contents;
  });
}
