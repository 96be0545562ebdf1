import { DomainError } from '@atelier/domain/domain-error';
import { clampPage } from '@atelier/domain/pagination';
import { countCapOf } from '@atelier/domain/staff-list';
import { count, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

// Keyset pagination for the lists that grow to a million rows (decision 057): a page is the rows
// after (or before) the last row seen in the list's order, read through the sort's index, so the
// 20,000th page costs what the first does. The count stops at LIST_COUNT_CAP (a search's at SEARCH_COUNT_CAP).

/** The columns of a list's order: all sorted the same way, together unique (the last one is). */
export type SortKeys = (AnyPgColumn | SQL)[];

/** A row's sort values as a JSON array, as the database prints them (a timestamp keeps its microseconds). */
export const cursorValues = (keys: SortKeys) =>
  sql<unknown[]>`json_build_array(${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )})`;

/**
 * The column a list's `read` selects as `cursor`: cursorValues as text, so a timestamp keeps its
 * microseconds (a JavaScript date would round them off and skip rows).
 */
export const cursorColumn = (keys: SortKeys) => sql<string>`${cursorValues(keys)}::text`;

export interface KeysetQuery {
  page: number;
  /** A search text: its count stops sooner (countCapOf). */
  q?: string | undefined;
  after?: string | undefined;
  before?: string | undefined;
}

export interface KeysetPage<Row> {
  rows: Row[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

export interface KeysetList<Row> {
  keys: SortKeys;
  direction: 'asc' | 'desc';
  /**
   * The rows matching the list's filters and `condition`, in the given order, `limit` of them after
   * skipping `offset`, each with `cursor: cursorColumn(keys)`.
   */
  read(
    condition: SQL | undefined,
    orderBy: SQL[],
    limit: number,
    offset: number,
  ): Promise<(Row & { cursor: string })[]>;
  /** How many rows match, counting at most `limit`. */
  count(limit: number): Promise<number>;
}

const staleLink = () =>
  new DomainError('invalid', 'invalid_cursor', 'This page link is not valid.', {
    fields: { page: 'This page link is not valid: start again from the first page.' },
  });

function decodeCursor(text: string, size: number): (string | number)[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw staleLink();
  }
  if (
    !Array.isArray(values) ||
    values.length !== size ||
    !values.every((value) => (typeof value === 'string' && value.length <= 300) || Number.isFinite(value))
  ) {
    throw staleLink();
  }
  return values;
}

/** How many rows of `table` match `where`, counting at most `limit` (a list's `count`). */
export async function countUpTo(db: Database, table: PgTable, where: SQL | undefined, limit: number) {
  const matches = db.select({ one: sql`1` }).from(table).where(where).limit(limit).as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return row?.total ?? 0;
}

/** The rows past a cursor's values in the direction read: `<` when reading a descending order forward. */
export function pastCursor(keys: SortKeys, direction: 'asc' | 'desc', values: unknown[], forward = true): SQL {
  const past = (direction === 'desc') === forward ? '<' : '>';
  return sql`(${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}) ${sql.raw(past)} (${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

export const orderOf = (keys: SortKeys, direction: 'asc' | 'desc') =>
  keys.map((key) => sql`${key} ${sql.raw(direction)}`);

/** A page of `list`: by `after`/`before` when given, else by page number (an offset, for a typed-in page). */
export async function keysetPage<Row>(
  list: KeysetList<Row>,
  query: KeysetQuery,
  pageSize: number,
  countCap = countCapOf(query),
): Promise<KeysetPage<Row>> {
  const counted = await list.count(countCap + 1);
  const totalCapped = counted > countCap;
  const total = Math.min(counted, countCap);
  const cursorOf = (row: { cursor: string } | undefined) =>
    row ? Buffer.from(row.cursor).toString('base64url') : null;
  const reverse = list.direction === 'asc' ? 'desc' : 'asc';

  let rows: (Row & { cursor: string })[];
  let page: number;
  let hasNext: boolean;
  let hasPrevious: boolean;
  const cursor = query.after ?? query.before;
  if (cursor !== undefined) {
    const forward = query.after !== undefined;
    const condition = pastCursor(list.keys, list.direction, decodeCursor(cursor, list.keys.length), forward);
    const read = await list.read(condition, orderOf(list.keys, forward ? list.direction : reverse), pageSize + 1, 0);
    const more = read.length > pageSize;
    rows = read.slice(0, pageSize);
    if (!forward) rows.reverse();
    hasNext = forward ? more : true;
    hasPrevious = forward ? true : more;
    page = hasPrevious ? Math.max(query.page, 2) : 1;
  } else {
    const clamped = totalCapped
      ? { page: query.page, offset: (query.page - 1) * pageSize }
      : clampPage(total, query.page, pageSize);
    const read = await list.read(undefined, orderOf(list.keys, list.direction), pageSize + 1, clamped.offset);
    rows = read.slice(0, pageSize);
    hasNext = read.length > pageSize;
    page = clamped.page;
    hasPrevious = page > 1;
  }
  const pagesCounted = Math.max(1, Math.ceil(total / pageSize));
  return {
    rows: rows.map(({ cursor: _cursor, ...row }) => row as Row),
    total,
    totalCapped,
    page,
    pageCount: totalCapped ? Math.max(pagesCounted, page + (hasNext ? 1 : 0)) : pagesCounted,
    pageSize,
    nextCursor: hasNext ? cursorOf(rows.at(-1)) : null,
    previousCursor: hasPrevious ? cursorOf(rows[0]) : null,
  };
}
