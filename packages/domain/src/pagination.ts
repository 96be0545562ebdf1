/** One entry of a page list: a page number, or a gap standing for the pages left out. */
export type PageListItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages worth linking from `page`: the first and the last, and `radius` pages either side of the
 * current one, with a gap where pages are left out. A gap never hides a single page (that page is shown
 * instead), so the list has at most 2 × radius + 5 entries however many pages there are.
 */
export function pageList(page: number, pageCount: number, radius = 2): PageListItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const shown = new Set([1, pageCount]);
  for (let near = current - radius; near <= current + radius; near += 1) {
    if (near >= 1 && near <= pageCount) shown.add(near);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageListItem[] = [];
  let previous = 0;
  for (const target of sorted) {
    if (target - previous === 2) items.push({ kind: 'page', page: previous + 1 });
    else if (target - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: target });
    previous = target;
  }
  return items;
}

/**
 * The page a list answers when `requested` is asked for: a page past the last one answers the last one
 * (an empty list has one, empty, page). `offset` is the rows before it.
 */
export function clampPage(total: number, requested: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested, pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize };
}
