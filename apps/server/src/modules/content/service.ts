import type { studioServiceSchema, testimonialSchema } from '@atelier/domain/catalog-query';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { services, teamMembers, testimonials } from '../../db/schema/index.ts';

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

/** Studio content: services, testimonials and the team. */
export function createContentService(db: Database) {
  return {
    listServices: (): Promise<ServiceRecord[]> => db.select().from(services).orderBy(asc(services.sortOrder)),
    async getService(id: string): Promise<ServiceRecord | null> {
      const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
      return row ?? null;
    },
    listTestimonials: (): Promise<TestimonialRecord[]> =>
      db.select().from(testimonials).orderBy(asc(testimonials.sortOrder)),
    listTeam: (): Promise<TeamMemberRecord[]> => db.select().from(teamMembers).orderBy(asc(teamMembers.sortOrder)),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
