import './zod-config.ts';
import { z } from 'zod';

// The staff lists with a search, a sort and pages (orders, customers, designs): their query and answer.

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** 'a, b or c' */
const orList = (words: readonly string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : words.join('');

/**
 * The query string of a staff list: `q` (part of the searched columns is enough), the list's own
 * filters, `sort` among its sorts and `dir` (descending unless asked), and `page` (from 1).
 */
/** A staff list's search text (`?q=`). */
export const staffSearchParam = z.string().trim().max(200, 'Please search with at most 200 characters.').optional();

export function staffListQuerySchema<const Sorts extends readonly [string, ...string[]], Filters extends z.ZodRawShape>(
  sorts: Sorts,
  defaultSort: Sorts[number],
  filters: Filters,
) {
  return z.object({
    q: staffSearchParam,
    ...filters,
    // `as never`: zod's types cannot tell that a member of the generic Sorts is a value of its enum.
    sort: z.enum(sorts, { error: `Sort by ${orList(sorts)}.` }).default(defaultSort as never),
    dir: z.enum(SORT_DIRECTIONS, { error: 'Sort direction is asc or desc.' }).default('desc'),
    page: z.coerce
      .number({ error: 'The page must be a number.' })
      .int('The page must be a whole number.')
      .min(1, 'The page starts at 1.')
      .max(10_000, 'The page must be at most 10000.')
      .default(1),
  });
}

const count = z.number().int().nonnegative();

/** The answer of a staff list besides its rows: `z.object({ orders: z.array(row), ...listPageFields })`. */
export const listPageFields = {
  /** Rows matching the filters, over all pages. */
  total: count,
  /** The page answered (clamped to the last page). */
  page: count,
  pageCount: count,
  pageSize: count,
};

/**
 * Where a page of a long list starts: `after` the last row of the page before it (Next) or `before`
 * the first row of the page after it (Previous). Opaque to the client; the server makes and reads it.
 */
const cursorParam = z
  .string()
  .max(400, 'This page link is not valid.')
  .regex(/^[A-Za-z0-9_-]+$/, 'This page link is not valid.')
  .optional();

/**
 * The query of a list that may grow to a million rows (orders, customers): a staff list's query and
 * the `after`/`before` cursors, so that every next or previous page costs what the first one does.
 */
export function keysetListQuerySchema<
  const Sorts extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape,
>(sorts: Sorts, defaultSort: Sorts[number], filters: Filters) {
  return staffListQuerySchema(sorts, defaultSort, { ...filters, after: cursorParam, before: cursorParam });
}

/** Counting stops here: a list with more matches says "10,000+" (counting a million rows costs more than the page). */
export const LIST_COUNT_CAP = 10_000;

/**
 * A search counts its matches up to here ("1,000+ results"): a common name fragment matches thousands
 * of orders, each checked against the text, and nobody pages through a thousand results of a search.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** Where a list's count stops: sooner for a search. */
export const countCapOf = (query: { q?: string | undefined }) => (query.q ? SEARCH_COUNT_CAP : LIST_COUNT_CAP);

/** The answer of a keyset list besides its rows. */
export const keysetPageFields = {
  ...listPageFields,
  /** More rows match than `total` (LIST_COUNT_CAP): `pageCount` is then the pages known so far. */
  totalCapped: z.boolean(),
  /** The `after` of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The `before` of the previous page; null on the first page. */
  previousCursor: z.string().nullable(),
};
