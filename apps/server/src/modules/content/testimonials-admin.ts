import type { StaffTestimonialList, TestimonialInput } from '@atelier/domain/content-admin';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testimonials } from '../../db/schema/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { createPeopleAdmin } from './people-admin.ts';
import { ratingSummary } from './service.ts';

/**
 * Client testimonials: published ones show on the About page (featured ones on the home page too) and
 * make the average rating both pages show.
 */
export function createTestimonialsAdmin(db: Database, files: FileStore) {
  async function list(): Promise<StaffTestimonialList> {
    const [rows, rating] = await Promise.all([
      db.select().from(testimonials).orderBy(asc(testimonials.sortOrder), asc(testimonials.id)),
      ratingSummary(db),
    ]);
    return {
      testimonials: rows.map((row) => ({
        id: row.id,
        name: row.name,
        role: row.role,
        company: row.company,
        avatar: row.avatar,
        hasPhoto: row.photoFileId !== null,
        content: row.content,
        rating: row.rating,
        featured: row.featured,
        published: row.published,
      })),
      rating,
    };
  }

  return createPeopleAdmin<typeof testimonials, TestimonialInput, StaffTestimonialList>(db, files, {
    table: testimonials,
    noun: 'testimonial',
    idPrefix: 'testimonial',
    action: 'testimonial',
    target: 'testimonial',
    touched: () => ({ updatedAt: new Date() }),
    createdDetail: (input) => ({ name: input.name, rating: input.rating }),
    updatedDetail: (before, input) => ({
      name: input.name,
      rating: before.rating === input.rating ? input.rating : `${before.rating} → ${input.rating}`,
      published: before.published === input.published ? null : String(input.published),
    }),
    list,
  });
}
