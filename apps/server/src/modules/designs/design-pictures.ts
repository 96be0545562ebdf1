import { randomUUID } from 'node:crypto';
import { DESIGN_IMAGES_MAX } from '@atelier/domain/design-admin';
import { DomainError } from '@atelier/domain/domain-error';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designImages, designs } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import type { FileStore } from '../files/file-store.ts';
import { type PreparedPicture, preparePicture } from '../files/upload-checks.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { designNotFound, lockDesign } from './design-lock.ts';

/** The cover is the first picture; without pictures a seeded design falls back to its generated artwork. */
async function syncCover(tx: Database, id: string, generatedArtwork: boolean) {
  const [cover] = await tx
    .select({ id: designImages.id, alt: designImages.alt })
    .from(designImages)
    .where(eq(designImages.designId, id))
    .orderBy(asc(designImages.position))
    .limit(1);
  const image = cover ? `/media/images/${cover.id}` : generatedArtwork ? `/media/designs/${id}` : '';
  await tx
    .update(designs)
    .set({ image, imageAlt: cover?.alt ?? null })
    .where(eq(designs.id, id));
}

/** A design's pictures: upload, alt text, order (the first is the cover) and removal. */
export function createDesignPictures(db: Database, files: FileStore) {
  async function addImage(id: string, upload: { bytes: Buffer; alt: string }, actor: StaffActor): Promise<void> {
    const [existing] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, id));
    if (!existing) throw designNotFound();
    // Decoding and encoding happen before the transaction: no row stays locked while sharp works.
    const picture: PreparedPicture = await preparePicture(upload.bytes);
    await db.transaction(async (tx) => {
      const row = await lockDesign(tx, id);
      const [{ total = 0, last = -1 } = {}] = await tx
        .select({ total: count(), last: sql<number>`coalesce(max(${designImages.position}), -1)` })
        .from(designImages)
        .where(eq(designImages.designId, id));
      if (total >= DESIGN_IMAGES_MAX)
        throw new DomainError(
          'unprocessable',
          'too_many_images',
          `A design can have at most ${DESIGN_IMAGES_MAX} pictures.`,
        );
      const file = await files.put(tx, picture.bytes, picture.contentType);
      const imageId = randomUUID();
      await tx.insert(designImages).values({
        id: imageId,
        designId: id,
        fileId: file.id,
        position: Number(last) + 1,
        alt: upload.alt,
        width: picture.width,
        height: picture.height,
      });
      await syncCover(tx, id, row.generatedPlanSet);
      await recordStaffAction(tx, actor, 'design.image_add', { type: 'design', id }, { imageId });
      await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
    });
  }

  async function setImageAlt(id: string, imageId: string, alt: string, actor: StaffActor): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await lockDesign(tx, id);
      const updated = await tx
        .update(designImages)
        .set({ alt })
        .where(and(eq(designImages.id, imageId), eq(designImages.designId, id)))
        .returning({ id: designImages.id });
      if (updated.length === 0) throw new DomainError('not_found', 'not_found', 'This picture does not exist.');
      await syncCover(tx, id, row.generatedPlanSet);
      await recordStaffAction(tx, actor, 'design.image_alt', { type: 'design', id }, { imageId });
      await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
    });
  }

  /** `imageIds` lists every picture of the design once, cover first. */
  async function reorderImages(id: string, imageIds: string[], actor: StaffActor): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await lockDesign(tx, id);
      const current = await tx.select({ id: designImages.id }).from(designImages).where(eq(designImages.designId, id));
      const same =
        imageIds.length === current.length &&
        new Set(imageIds).size === imageIds.length &&
        current.every((image) => imageIds.includes(image.id));
      if (!same)
        throw new DomainError('invalid', 'validation_failed', 'List every picture of this design once.', {
          fields: {
            imageIds: 'List every picture of this design once.',
          },
        });
      for (const [position, imageId] of imageIds.entries())
        await tx.update(designImages).set({ position }).where(eq(designImages.id, imageId));
      await syncCover(tx, id, row.generatedPlanSet);
      await recordStaffAction(tx, actor, 'design.image_order', { type: 'design', id }, { cover: imageIds[0] ?? null });
      await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
    });
  }

  async function removeImage(id: string, imageId: string, actor: StaffActor): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await lockDesign(tx, id);
      const [removed] = await tx
        .delete(designImages)
        .where(and(eq(designImages.id, imageId), eq(designImages.designId, id)))
        .returning({ fileId: designImages.fileId });
      if (!removed) throw new DomainError('not_found', 'not_found', 'This picture does not exist.');
      await files.remove(tx, removed.fileId);
      await syncCover(tx, id, row.generatedPlanSet);
      if (row.status === 'published') {
        const [after] = await tx.select({ image: designs.image }).from(designs).where(eq(designs.id, id));
        if (after?.image === '')
          throw new DomainError(
            'unprocessable',
            'not_publishable',
            'A published design keeps at least one picture: add another first.',
          );
      }
      await recordStaffAction(tx, actor, 'design.image_remove', { type: 'design', id }, { imageId });
      await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id });
    });
  }

  return { addImage, setImageAlt, reorderImages, removeImage };
}
