import type { MarketplaceQuery, SortId } from '@atelier/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { designs } from '../../db/schema/index.ts';
import { searchRank } from './search.ts';

interface OrderTerm {
  by: AnyPgColumn | SQL;
  direction: 'asc' | 'desc';
  /** PostgreSQL's default: nulls last when ascending, first when descending. */
  nulls: 'first' | 'last';
}

const asc = (by: AnyPgColumn | SQL, nulls: OrderTerm['nulls'] = 'last'): OrderTerm => ({ by, direction: 'asc', nulls });
const desc = (by: AnyPgColumn | SQL): OrderTerm => ({ by, direction: 'desc', nulls: 'first' });

// Each matches one partial index of db/schema/catalog.ts, id tie-break included.
const sortTerms: Record<SortId, OrderTerm[]> = {
  popular: [desc(designs.popularity), asc(designs.id)],
  'price-asc': [asc(designs.priceCents), asc(designs.id)],
  'price-desc': [desc(designs.priceCents), asc(designs.id)],
  newest: [desc(designs.listedOn), asc(designs.id)],
  'area-desc': [desc(designs.area), asc(designs.id)],
  'area-asc': [asc(designs.area), asc(designs.id)],
  // Designs that state no width come last: they cannot be judged against a narrow lot.
  'width-asc': [asc(designs.widthFt, 'last'), asc(designs.id)],
};

/**
 * The order of a marketplace query. A text search in the default order ("Most popular") puts the best
 * matches first, popularity breaking ties; any other chosen sort keeps its order.
 */
export function orderTerms(query: Pick<MarketplaceQuery, 'q' | 'sort'>): OrderTerm[] {
  if (query.q && query.sort === 'popular') return [desc(searchRank(query.q)), ...sortTerms.popular];
  return sortTerms[query.sort];
}

/** ORDER BY items; `reversed` walks the same order from its end (the same index, backwards). */
export function orderBy(terms: OrderTerm[], reversed = false): SQL[] {
  return terms.map(({ by, direction, nulls }) => {
    const backwards = reversed !== (direction === 'desc');
    const nullsFirst = reversed !== (nulls === 'first');
    return sql`${by} ${sql.raw(backwards ? 'desc' : 'asc')} ${sql.raw(nullsFirst ? 'nulls first' : 'nulls last')}`;
  });
}

export interface PageWindow {
  /** Read the order backwards (the page is nearer the end than the start). */
  reversed: boolean;
  offset: number;
  limit: number;
}

/**
 * Which rows of the ordered matches make page `page`. A page in the second half is read from the end,
 * so the last page costs what the first does; the skipped rows are index entries only (the page's
 * ids are chosen before any row is read), and `page` is at most 1000 (the URL parser's limit).
 */
export function pageWindow(total: number, page: number, pageSize: number): PageWindow {
  const offset = (page - 1) * pageSize;
  const limit = Math.max(0, Math.min(pageSize, total - offset));
  if (offset + limit / 2 <= total / 2) return { reversed: false, offset, limit };
  return { reversed: true, offset: Math.max(0, total - offset - limit), limit };
}
