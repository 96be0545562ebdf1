import type { SortId } from '@atelier/domain';
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
export function rankedPage(index: FacetIndex, found: number[], rank: Float64Array, offset: number, limit: number) {
  const before: Before = (a, b) =>
    (rank[b] as number) - (rank[a] as number) ||
    (index.popularity[b] as number) - (index.popularity[a] as number) ||
    a - b;
  return pick(found, before, offset, limit).map((i) => index.ids[i] as string);
}

/** The sort orders of listing.ts on the index's columns: a missing width last, then id. */
export function sortedPage(index: FacetIndex, found: number[], sort: SortId, offset: number, limit: number) {
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
  const before: Before = (a, b) => {
    const x = column[a] as number;
    const y = column[b] as number;
    if (Number.isNaN(x) || Number.isNaN(y))
      return Number.isNaN(x) === Number.isNaN(y) ? a - b : Number.isNaN(x) ? 1 : -1;
    return (descending ? y - x : x - y) || a - b;
  };
  return pick(found, before, offset, limit).map((i) => index.ids[i] as string);
}
