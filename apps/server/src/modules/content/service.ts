import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { services, teamMembers, testimonials } from '../../db/schema/index.ts';

export type ServiceRecord = typeof services.$inferSelect;
export type TestimonialRecord = typeof testimonials.$inferSelect;
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
