import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE wildcards, so a search for `50%` finds the text `50%`. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A staff search: one of the columns holds the text, in any case (its wildcards are taken literally). */
export function containsText(text: string, ...columns: [AnyPgColumn, ...AnyPgColumn[]]): SQL {
  const pattern = `%${escapeLike(text)}%`;
  // Never undefined: there is at least one column.
  return or(...columns.map((column) => ilike(column, pattern))) as SQL;
}
