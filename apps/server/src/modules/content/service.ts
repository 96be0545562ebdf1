import type { studioServiceSchema, testimonialSchema } from '@atelier/domain/catalog-query';
import type { LegalDocument, StudioFigures } from '@atelier/domain/content-admin';
import type { RatingSummary } from '@atelier/domain/studio-content';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { services, teamMembers, testimonials } from '../../db/schema/index.ts';
import { createCatalogueCache } from '../catalog/cache.ts';
import { type LegalText, legalTextVersion } from './legal/store.ts';
import { readSiteTexts } from './site-texts.ts';

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

/**
 * Studio content as the storefront shows it: services, published testimonials, the team, figures and the
 * legal texts. Every storefront page reads some of it and staff change it rarely, so each process keeps it
 * (`cache`): dropped on every content change notice (`audit` publishes one with each change) and after a
 * staff write made in this process, and read again after a minute anyway.
 */
export function createContentService(db: Database) {
  const cache = createCatalogueCache({ ttlMs: 60_000, maxEntries: 10 });
  // Each read is awaited inside its loader: a drizzle query runs again every time it is awaited, so the
  // cache must keep its result, not the query.
  const listServices = (): Promise<ServiceRecord[]> =>
    cache.get('services', async () => await db.select().from(services).orderBy(asc(services.sortOrder)));
  const siteTexts = () => cache.get('site-texts', () => readSiteTexts(db));
  const rating = () => cache.get('rating', () => ratingSummary(db));

  return {
    cache,
    listServices,
    async getService(id: string): Promise<ServiceRecord | null> {
      return (await listServices()).find((service) => service.id === id) ?? null;
    },
    listTestimonials: (): Promise<TestimonialRecord[]> =>
      cache.get(
        'testimonials',
        async () =>
          await db
            .select()
            .from(testimonials)
            .where(eq(testimonials.published, true))
            .orderBy(asc(testimonials.sortOrder)),
      ),
    listTeam: (): Promise<TeamMemberRecord[]> =>
      cache.get('team', async () => await db.select().from(teamMembers).orderBy(asc(teamMembers.sortOrder))),
    ratingSummary: rating,
    /** The figures staff set (founding year, buildings designed) and the ones the site counts. */
    async studioFigures(): Promise<StudioFigures & { serviceCount: number; rating: RatingSummary }> {
      const [{ figures }, serviceRows, summary] = await Promise.all([siteTexts(), listServices(), rating()]);
      return { ...figures, serviceCount: serviceRows.length, rating: summary };
    },
    /** The version in effect of a legal text (licence, privacy policy, terms). */
    async legalText(document: LegalDocument): Promise<LegalText> {
      return (await siteTexts()).legal[document];
    },
    /** An earlier (or the current) version of a legal text, as it was published; null if there is none. */
    legalTextVersion: (document: LegalDocument, version: number) => legalTextVersion(db, document, version),
  };
}
