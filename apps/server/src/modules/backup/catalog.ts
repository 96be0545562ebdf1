import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/drizzle-adapter.ts';

/**
 * What the backup reads about the database itself: every table of the public schema (so a table added
 * by a later migration is backed up without a change here), its columns and the order tables can be
 * filled in so that foreign keys hold.
 */
export interface TableInfo {
  name: string;
  /** Stored columns in order (generated ones are computed again on insert). */
  columns: { name: string; type: string }[];
  primaryKey: string[];
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Tables the database keeps itself from others (the sales roll-ups, decision 058): not backed up, and
 * filled again by their triggers as a restore inserts the orders and their lines.
 */
const DERIVED_TABLES = ['design_sales_days', 'sales_days'];

/**
 * Public tables, parents before children (foreign keys), then by name. `withDerived` lists the derived
 * tables too (what a test compares after a restore, to see the triggers filled them again).
 */
export async function listTables(db: Database, { withDerived = false } = {}): Promise<TableInfo[]> {
  const skipDerived = withDerived
    ? sql``
    : sql`and c.relname not in (${sql.join(
        DERIVED_TABLES.map((name) => sql`${name}`),
        sql`, `,
      )})`;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          ${skipDerived} order by c.relname`,
  );
  const columns = await queryRows<{ table: string; name: string; type: string }>(
    db,
    sql`select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const keys = await queryRows<{ table: string; name: string }>(
    db,
    sql`select c.relname as table, a.attname as name
        from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where n.nspname = 'public' and i.indisprimary
        order by c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const infos = tables.map(({ name }) => ({
    name,
    columns: columns.filter((column) => column.table === name).map(({ name, type }) => ({ name, type })),
    primaryKey: keys.filter((key) => key.table === name).map((key) => key.name),
  }));
  return parentsFirst(infos, references);
}

function parentsFirst(tables: TableInfo[], references: { child: string; parent: string }[]): TableInfo[] {
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      references.every((ref) => ref.child !== table.name || placed.has(ref.parent) || ref.parent === ref.child),
    );
    // A cycle between tables (none today) cannot be ordered; fill the rest in name order.
    const next = ready.length > 0 ? ready : remaining;
    for (const table of next) placed.add(table.name);
    ordered.push(...next);
    remaining = remaining.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** Sequences owned by a column of a public table (serial ids). */
export async function listSequences(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select s.relname as name from pg_class s join pg_namespace n on n.oid = s.relnamespace
        where s.relkind = 'S' and n.nspname = 'public' order by s.relname`,
  );
  return rows.map((row) => row.name);
}

/**
 * One text form for every value, on both drivers and any server settings: what pg_dump's COPY relies on
 * too. Set in the transaction that writes or reads rows.
 */
export async function useCanonicalTextForms(db: Database) {
  for (const statement of [
    sql`set local datestyle = 'ISO, YMD'`,
    sql`set local intervalstyle = 'postgres'`,
    sql`set local timezone = 'UTC'`,
    sql`set local extra_float_digits = 3`,
    sql`set local bytea_output = 'hex'`,
  ]) {
    await db.execute(statement);
  }
}
