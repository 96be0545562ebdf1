import type { Design } from '@atelier/domain';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designs } from '../../db/schema/index.ts';
import { isPublished } from './filters.ts';

/**
 * The ids of the designs most like `design`: same category first, then same building type, then same
 * location, the most popular first within each. Read tier by tier (same category, type and location;
 * then same category and type; …) until `limit` are found: on a large catalogue the first tier is
 * enough and is one short index range (designs_pub_category_idx), never a sort of every design.
 */
export async function relatedDesignIds(db: Database, design: Design, limit: number): Promise<string[]> {
  const ids: string[] = [];
  for (const sameCategory of [true, false]) {
    for (const sameType of [true, false]) {
      for (const sameLocation of [true, false]) {
        const rows = await db
          .select({ id: designs.id })
          .from(designs)
          .where(
            and(
              isPublished,
              ne(designs.id, design.id),
              (sameCategory ? eq : ne)(designs.categoryId, design.category),
              (sameType ? eq : ne)(designs.buildingTypeId, design.buildingType),
              (sameLocation ? eq : ne)(designs.locationId, design.location),
            ),
          )
          .orderBy(desc(designs.popularity), asc(designs.id))
          .limit(limit - ids.length);
        ids.push(...rows.map((row) => row.id));
        if (ids.length >= limit) return ids;
      }
    }
  }
  return ids;
}
