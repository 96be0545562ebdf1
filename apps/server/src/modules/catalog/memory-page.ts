import type { SortId } from '@atelier/domain';
import type { Test } from './facet-counts.ts';
import type { FacetIndex } from './facet-index.ts';

/** How far into the results pages are picked in memory; deeper ones are read through the sort's index. */
export const MEMORY_PAGE_DEPTH = 200;

type Before = (a: number, b: number) => number;

/** Positions `offset` to `offset + limit` of `found` in the order `before`, without sorting all of them when few are wanted. */
function pick(found: number[], before: Before, offset: number, limit: number): number[] {
  const wanted = offset + limit;
  if (wanted > MEMORY_PAGE_DEPTH || wanted * 8 >= found.length) return [...found].sort(before).slice(offset, wanted);
  // Keep the best `wanted` in a small sorted list.
  const best: number[] = [];
  for (const i of found) {
    if (best.length === wanted && before(i, best[wanted - 1] as number) >= 0) continue;
    let at = best.length;
    while (at > 0 && before(i, best[at - 1] as number) < 0) at -= 1;
    best.splice(at, 0, i);
    if (best.length > wanted) best.pop();
  }
  return best.slice(offset, wanted);
}

/**
 * The ids of one page of a text search in its default order, best match first: `rank` (ts_rank per
 * position), then popularity, then id, as the database orders them (positions are in id order).
 */
export function rankedPage(index: FacetIndex, found: number[], rank: Float32Array, offset: number, limit: number) {
  const before: Before = (a, b) =>
    (rank[b] as number) - (rank[a] as number) ||
    (index.popularity[b] as number) - (index.popularity[a] as number) ||
    a - b;
  return pick(found, before, offset, limit).map((i) => index.ids[i] as string);
}

/** A sort of listing.ts as a column of the index: a missing value (NaN) last, then id (position) order. */
function sortBefore(index: FacetIndex, sort: SortId): Before {
  const [column, descending] = (
    {
      popular: [index.popularity, true],
      'price-asc': [index.price, false],
      'price-desc': [index.price, true],
      newest: [index.listed, true],
      'area-desc': [index.area, true],
      'area-asc': [index.area, false],
      'width-asc': [index.width, false],
    } satisfies Record<SortId, [Float64Array, boolean]>
  )[sort];
  return (a, b) => {
    const x = column[a] as number;
    const y = column[b] as number;
    if (Number.isNaN(x) || Number.isNaN(y))
      return Number.isNaN(x) === Number.isNaN(y) ? a - b : Number.isNaN(x) ? 1 : -1;
    return (descending ? y - x : x - y) || a - b;
  };
}

/**
 * Every position of the index in a sort's order, sorted once per index and sort (400 kB at 100,000
 * designs) and kept with the index, so that a first page walks it and stops at the page's last match.
 */
function sortOrder(index: FacetIndex, sort: SortId): Int32Array {
  const known = index.sortOrders.get(sort);
  if (known) return known;
  const order = new Int32Array(index.size);
  for (let i = 0; i < index.size; i++) order[i] = i;
  order.sort(sortBefore(index, sort));
  index.sortOrders.set(sort, order);
  return order;
}

/**
 * The ids of positions `offset` to `offset + limit` of the designs `matches` accepts, in a sort of
 * listing.ts: the sort's order is walked from its start, so a broad filter stops after a few designs.
 */
export function sortedPage(index: FacetIndex, matches: Test, sort: SortId, offset: number, limit: number) {
  const order = sortOrder(index, sort);
  const page: string[] = [];
  let skipped = 0;
  for (let k = 0; k < order.length && page.length < limit; k++) {
    const i = order[k] as number;
    if (!matches(i)) continue;
    if (skipped < offset) skipped++;
    else page.push(index.ids[i] as string);
  }
  return page;
}
