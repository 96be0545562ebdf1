import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Grows the seeded catalogue to `total` published designs: copies of the twelve samples (same title,
 * description, building type and conditions) with varied category, location, style, garage, price,
 * area, footprint, listing date and popularity, so every filter and sort has real work to do. The
 * varied facts come from different multiplicative hashes of the row number, so they are independent of
 * each other and of the sample copied (a plain g % n would tie category to sample).
 */
export async function growCatalogue(db: Database, total: number): Promise<void> {
  const copies = Math.max(0, total - 12);
  if (copies === 0) return;
  await db.execute(sql`
    with pick as (
      select
        (select array_agg(id order by sort_order) from categories) as cats,
        (select array_agg(id order by sort_order) from locations) as locs,
        array['modern', 'contemporary', 'farmhouse', 'craftsman', 'scandinavian', 'mediterranean',
              'traditional', 'industrial'] as styles
    )
    insert into designs (id, title, description, price_cents, image, image_alt, category_id, location_id,
      building_type_id, featured, featured_rank, environmental_conditions, area, stories, bedrooms, bathrooms,
      width_ft, depth_ft, garage_bays, foundation, roof_type, style, listed_on, popularity, status,
      generated_plan_set)
    select
      'bench-' || lpad(g::text, 7, '0'), s.title, s.description,
      (round(s.price_cents * (0.5 + ((g * 7919) % 101) / 100.0) / 100) * 100)::int,
      s.image, s.image_alt,
      pick.cats[(1 + ((g * 7919) % 10007) % array_length(pick.cats, 1))::int],
      pick.locs[(1 + ((g * 104729) % 10009) % array_length(pick.locs, 1))::int],
      s.building_type_id, false, null, s.environmental_conditions,
      (round(s.area * (0.6 + ((g * 104729) % 81) / 100.0) / 10) * 10)::int,
      s.stories, s.bedrooms, s.bathrooms,
      case when g % 23 = 0 then null else greatest(16, round(coalesce(s.width_ft, 50) * (0.7 + ((g * 13) % 61) / 100.0)))::int end,
      case when g % 23 = 0 then null else greatest(20, round(coalesce(s.depth_ft, 50) * (0.7 + ((g * 11) % 61) / 100.0)))::int end,
      case when (g * 65537) % 10039 % 5 = 0 then null else (g * 8191) % 10061 % 4 end,
      s.foundation, s.roof_type,
      case when g % 19 = 0 then null else pick.styles[(1 + ((g * 15485863) % 10037) % 8)::int] end,
      date '2019-01-01' + ((g * 37) % 2500)::int,
      ((g * 7877) % 1000),
      'published', true
    from generate_series(1::bigint, ${copies}::bigint) g
    cross join pick
    join designs s on s.id = 'design-' || lpad((1 + g % 12)::text, 3, '0')`);
}
