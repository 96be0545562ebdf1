// @postgres: the schema's tables and columns as the database reports them.
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { statementText } from '../../db/drizzle-adapter.ts';
import * as schema from '../../db/schema/index.ts';
import { ORDER_STATEMENT } from './insert-order.ts';

/** Every table of the schema by its SQL name, with its columns' SQL names. */
const tables = new Map<string, Set<string>>();
for (const value of Object.values(schema)) {
  try {
    const config = getTableConfig(value as PgTable);
    tables.set(config.name, new Set(config.columns.map((column) => column.name)));
  } catch {
    // Not a table (an enum, a relation, a helper).
  }
}

/**
 * The columns a statement names that the schema does not have: those it inserts into, those its
 * `on conflict … set` assigns, and `table.column` references to a schema table.
 */
function unknownColumns(text: string): string[] {
  const unknown: string[] = [];
  const check = (table: string, column: string) => {
    const columns = tables.get(table);
    if (!columns) unknown.push(`${table} (no such table)`);
    else if (!columns.has(column)) unknown.push(`${table}.${column}`);
  };
  const unquote = (name: string) => name.trim().replace(/^"|"$/g, '');
  // Each insert up to the next: its column list, then what its `on conflict … do update set` assigns.
  for (const part of text.split(/(?=insert into )/).slice(1)) {
    const [, table = '', list = ''] = part.match(/^insert into "?(\w+)"?\s*\(([^)]*)\)/) ?? [];
    for (const column of list.split(',')) check(table, unquote(column));
    const assignments = part.match(/do update set([\s\S]*?)returning/)?.[1] ?? '';
    for (const assigned of assignments.matchAll(/(?:^|,)\s*(\w+)\s*=/g)) check(table, assigned[1] ?? '');
  }
  for (const reference of text.matchAll(/\b(\w+)\.("?\w+"?)/g)) {
    const table = reference[1] ?? '';
    if (tables.has(table)) check(table, unquote(reference[2] ?? ''));
  }
  return unknown;
}

describe('the order statement', () => {
  const text = statementText(ORDER_STATEMENT).sql;

  it('writes the nine tables of a new order', () => {
    const written = [...text.matchAll(/insert into "?(\w+)"?/g)].map((match) => match[1]).sort();
    expect(written).toEqual([
      'customers',
      'email_outbox',
      'notifications',
      'order_events',
      'order_lines',
      'orders',
      'promotion_buyer_uses',
      'rate_limit_buckets',
      'study_set_credits',
    ]);
  });

  it('names only columns the schema has', () => {
    expect(unknownColumns(text)).toEqual([]);
  });

  it('would notice a renamed column', () => {
    const renamed = text.replace('insert into customers (id, email,', 'insert into customers (id, e_mail,');
    expect(renamed).not.toBe(text);
    expect(unknownColumns(renamed)).toEqual(['customers.e_mail']);
    const reassigned = text.replace(
      'order_count = customers.order_count + 1',
      'orders_count = customers.orders_count + 1',
    );
    expect(unknownColumns(reassigned)).toEqual(['customers.orders_count', 'customers.orders_count']);
  });
});
