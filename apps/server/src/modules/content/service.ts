import type { studioServiceSchema, testimonialSchema } from '@atelier/domain/catalog-query';
import type { StudioFigures } from '@atelier/domain/content-admin';
import type { RatingSummary } from '@atelier/domain/studio-content';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { services, teamMembers, testimonials } from '../../db/schema/index.ts';
import { readSiteTexts, type StoredLicence } from './site-texts.ts';

export type ServiceRecord = typeof services.$inferSelect;
export type TestimonialRecord = typeof testimonials.$inferSelect;
// The public API's response schemas name every column: a new column fails to compile here until the
// schema in catalog-query.ts names it too (the serializer would drop it otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const serviceSchemaMatches: Same<z.output<typeof studioServiceSchema>, ServiceRecord> = true;
const testimonialSchemaMatches: Same<z.output<typeof testimonialSchema>, TestimonialRecord> = true;
void serviceSchemaMatches;
void testimonialSchemaMatches;

export type TeamMemberRecord = typeof teamMembers.$inferSelect;

/** The average rating of the published testimonials, to one decimal, as every page shows it. */
export async function ratingSummary(db: Database): Promise<RatingSummary> {
  const [row] = await db
    .select({ average: sql<string | null>`round(avg(${testimonials.rating}), 1)`, count: count() })
    .from(testimonials)
    .where(eq(testimonials.published, true));
  return { average: row?.average == null ? null : Number(row.average), count: row?.count ?? 0 };
}

/** Studio content as the storefront shows it: services, published testimonials, the team, figures and the licence. */
export function createContentService(db: Database) {
  return {
    listServices: (): Promise<ServiceRecord[]> => db.select().from(services).orderBy(asc(services.sortOrder)),
    async getService(id: string): Promise<ServiceRecord | null> {
      const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
      return row ?? null;
    },
    listTestimonials: (): Promise<TestimonialRecord[]> =>
      db.select().from(testimonials).where(eq(testimonials.published, true)).orderBy(asc(testimonials.sortOrder)),
    listTeam: (): Promise<TeamMemberRecord[]> => db.select().from(teamMembers).orderBy(asc(teamMembers.sortOrder)),
    ratingSummary: () => ratingSummary(db),
    /** The figures staff set (founding year, buildings designed) and the ones the site counts. */
    async studioFigures(): Promise<StudioFigures & { serviceCount: number; rating: RatingSummary }> {
      const [{ figures }, [serviceRows], rating] = await Promise.all([
        readSiteTexts(db),
        db.select({ total: count() }).from(services),
        ratingSummary(db),
      ]);
      return { ...figures, serviceCount: serviceRows?.total ?? 0, rating };
    },
    async planLicence(): Promise<StoredLicence> {
      return (await readSiteTexts(db)).licence;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
