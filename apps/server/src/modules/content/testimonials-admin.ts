import { randomUUID } from 'node:crypto';
import type { StaffTestimonialList, TestimonialInput } from '@atelier/domain/content-admin';
import { portraitPath } from '@atelier/domain/studio-content';
import { asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { testimonials } from '../../db/schema/index.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import type { FileStore } from '../files/file-store.ts';
import { applyOrder, notFound, recordContentChange } from './audit.ts';
import { preparePortrait } from './portrait.ts';
import { ratingSummary } from './service.ts';

const initialsPath = (id: string) => `/media/avatars/${id}`;

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

  async function lock(tx: Database, id: string) {
    const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    if (!row) throw notFound('testimonial');
    return row;
  }

  /** Sets or clears the photo; the file it replaces goes in the same transaction. */
  async function swapPhoto(id: string, picture: { bytes: Uint8Array; contentType: string } | null, actor: StaffActor) {
    await db.transaction(async (tx) => {
      const row = await lock(tx, id);
      const file = picture ? await files.put(tx, picture.bytes, picture.contentType) : null;
      await tx
        .update(testimonials)
        .set({
          photoFileId: file?.id ?? null,
          avatar: file ? portraitPath(file.id) : initialsPath(id),
          updatedAt: new Date(),
        })
        .where(eq(testimonials.id, id));
      if (row.photoFileId) await files.remove(tx, row.photoFileId);
      await recordContentChange(tx, actor, file ? 'testimonial.photo_set' : 'testimonial.photo_remove', {
        type: 'testimonial',
        id,
      });
    });
  }

  return {
    list,

    async create(input: TestimonialInput, actor: StaffActor): Promise<StaffTestimonialList> {
      const id = `testimonial-${randomUUID()}`;
      await db.transaction(async (tx) => {
        const [last] = await tx.select({ value: max(testimonials.sortOrder) }).from(testimonials);
        await tx
          .insert(testimonials)
          .values({ id, ...input, avatar: initialsPath(id), sortOrder: (last?.value ?? 0) + 1 });
        await recordContentChange(
          tx,
          actor,
          'testimonial.create',
          { type: 'testimonial', id },
          { name: input.name, rating: input.rating },
        );
      });
      return list();
    },

    async update(id: string, input: TestimonialInput, actor: StaffActor): Promise<StaffTestimonialList> {
      await db.transaction(async (tx) => {
        const before = await lock(tx, id);
        await tx
          .update(testimonials)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(testimonials.id, id));
        await recordContentChange(
          tx,
          actor,
          'testimonial.update',
          { type: 'testimonial', id },
          {
            name: input.name,
            rating: before.rating === input.rating ? input.rating : `${before.rating} → ${input.rating}`,
            published: before.published === input.published ? null : String(input.published),
          },
        );
      });
      return list();
    },

    async remove(id: string, actor: StaffActor): Promise<StaffTestimonialList> {
      await db.transaction(async (tx) => {
        const row = await lock(tx, id);
        await tx.delete(testimonials).where(eq(testimonials.id, id));
        if (row.photoFileId) await files.remove(tx, row.photoFileId);
        await recordContentChange(tx, actor, 'testimonial.delete', { type: 'testimonial', id }, { name: row.name });
      });
      return list();
    },

    async reorder(ids: string[], actor: StaffActor): Promise<StaffTestimonialList> {
      await db.transaction(async (tx) => {
        const current = await tx.select({ id: testimonials.id }).from(testimonials).for('update');
        await applyOrder(
          current.map((row) => row.id),
          ids,
          (id, position) => tx.update(testimonials).set({ sortOrder: position }).where(eq(testimonials.id, id)),
        );
        await recordContentChange(
          tx,
          actor,
          'testimonial.reorder',
          { type: 'testimonial', id: '*' },
          { order: ids.join(',') },
        );
      });
      return list();
    },

    async setPhoto(id: string, bytes: Buffer, actor: StaffActor): Promise<StaffTestimonialList> {
      const [row] = await db.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.id, id));
      if (!row) throw notFound('testimonial');
      // Decoding and encoding happen before the transaction: no row stays locked while sharp works.
      await swapPhoto(id, await preparePortrait(bytes), actor);
      return list();
    },

    async removePhoto(id: string, actor: StaffActor): Promise<StaffTestimonialList> {
      await swapPhoto(id, null, actor);
      return list();
    },
  };
}
