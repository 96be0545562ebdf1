import { type SQL, sql } from 'drizzle-orm';

/**
 * Reading a design's price with its running sale (decision 050): the largest reduction of the sales of
 * the design or of its category that run now. Nothing is copied onto the design, so a sale starts and
 * ends on the second for checkout, and within the page caches' minute for pages. Each part is a
 * sub-select per design; the index on (target, target_id, ends_at) finds its sales.
 */
const runningSales = (designId: SQL, categoryId: SQL) => sql`
  from price_sales s
  where s.starts_at <= now() and s.ends_at > now()
    and ((s.target = 'design' and s.target_id = ${designId}) or (s.target = 'category' and s.target_id = ${categoryId}))
  order by s.percent_off desc, s.ends_at, s.id
  limit 1`;

/** The running sale's percentage off, or null. */
export const salePercentSql = (designId: SQL, categoryId: SQL) =>
  sql<number | null>`(select s.percent_off ${runningSales(designId, categoryId)})`;

/** The price now: the list price less the running sale, rounded half up as `salePrice` does. */
export const currentPriceSql = (listPrice: SQL, designId: SQL, categoryId: SQL) =>
  sql<number>`coalesce((${listPrice} * (100 - ${salePercentSql(designId, categoryId)}) + 50) / 100, ${listPrice})::int`;

/** The running sale as `DesignSale` json (name, percentOff, endsAt, listPrice), or null. */
export const designSaleSql = (listPrice: SQL, designId: SQL, categoryId: SQL) =>
  sql<{ name: string; percentOff: number; endsAt: string; listPrice: number } | null>`(select json_build_object(
      'name', s.name, 'percentOff', s.percent_off, 'endsAt', s.ends_at, 'listPrice', ${listPrice})
    ${runningSales(designId, categoryId)})`;
