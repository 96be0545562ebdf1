import { randomUUID } from 'node:crypto';
import { DomainError } from '@atelier/domain/domain-error';
import type { FloorsInput, StaffFloor } from '@atelier/domain/floor-admin';
import { type FloorRoom, generatedFloors } from '@atelier/domain/floor-plans';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designFloors, planFiles } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import type { FileStore } from '../files/file-store.ts';
import { preparePicture } from '../files/upload-checks.ts';
import { floorPictureUrl, readStoredFloors } from '../floor-plans/floors.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { designNotFound, lockDesign } from './design-lock.ts';

/** Staff management of a design's floors: the schedules as one list, and a drawing per floor. */
export function createDesignFloors(db: Database, files: FileStore) {
  /** The floors as the editor shows them; generated ones (not yet kept) have no id. */
  async function list(designId: string): Promise<{ generated: boolean; floors: StaffFloor[] }> {
    const stored = await readStoredFloors(db, designId);
    if (!stored) throw designNotFound();
    if (stored.rows.length === 0 && stored.generatedPlanSet)
      return {
        generated: true,
        floors: generatedFloors(stored.facts).map((floor) => ({ id: null, ...floor, picture: null })),
      };
    return {
      generated: false,
      floors: stored.rows.map((row) => ({
        id: row.id,
        label: row.label,
        rooms: row.rooms,
        picture: row.fileId
          ? {
              url: floorPictureUrl(row.fileId),
              alt: row.imageAlt ?? '',
              width: row.imageWidth ?? 0,
              height: row.imageHeight ?? 0,
            }
          : null,
      })),
    };
  }

  /** Everything that shows a floor changes with it: the storefront's pages and the generated plan set. */
  async function changed(tx: Database, designId: string) {
    await tx.delete(planFiles).where(eq(planFiles.designId, designId));
    await publish(tx, LIVE_CHANNELS.catalogue, { kind: 'design', id: designId });
  }

  /**
   * Replaces the list: a floor sent with its id keeps its drawing, one without is new, and a floor left
   * out is removed with its drawing.
   */
  async function save(designId: string, input: FloorsInput, actor: StaffActor): Promise<void> {
    await db.transaction(async (tx) => {
      await lockDesign(tx, designId);
      const current = await tx.select().from(designFloors).where(eq(designFloors.designId, designId));
      const currentIds = new Set(current.map((row) => row.id));
      const unknown = input.floors.findIndex((floor) => floor.id !== null && !currentIds.has(floor.id));
      if (unknown >= 0)
        throw new DomainError('invalid', 'validation_failed', 'This floor is no longer on the design: reload it.', {
          fields: { [`floors.${unknown}.id`]: 'This floor is no longer on the design: reload it.' },
        });
      const kept = new Set(input.floors.map((floor) => floor.id));
      // Positions are unique per design: the old rows go first, then the list is written in its order.
      await tx.delete(designFloors).where(eq(designFloors.designId, designId));
      for (const removed of current.filter((row) => !kept.has(row.id)))
        if (removed.fileId) await files.remove(tx, removed.fileId);
      const byId = new Map(current.map((row) => [row.id, row]));
      for (const [position, floor] of input.floors.entries()) {
        const previous = floor.id ? byId.get(floor.id) : undefined;
        await tx.insert(designFloors).values({
          id: floor.id ?? randomUUID(),
          designId,
          position,
          label: floor.label,
          rooms: floor.rooms satisfies FloorRoom[],
          fileId: previous?.fileId ?? null,
          imageAlt: previous?.fileId ? floor.pictureAlt : null,
          imageWidth: previous?.imageWidth ?? null,
          imageHeight: previous?.imageHeight ?? null,
        });
      }
      await recordStaffAction(
        tx,
        actor,
        'design.floors',
        { type: 'design', id: designId },
        { floors: input.floors.length, rooms: input.floors.reduce((sum, floor) => sum + floor.rooms.length, 0) },
      );
      await changed(tx, designId);
    });
  }

  /** A drawing for a kept floor, replacing the one it had. */
  async function putPicture(
    designId: string,
    floorId: string,
    upload: { bytes: Buffer; alt: string },
    actor: StaffActor,
  ): Promise<void> {
    const picture = await preparePicture(upload.bytes);
    await db.transaction(async (tx) => {
      const floor = await lockFloor(tx, designId, floorId);
      const file = await files.put(tx, picture.bytes, picture.contentType);
      await tx
        .update(designFloors)
        .set({ fileId: file.id, imageAlt: upload.alt, imageWidth: picture.width, imageHeight: picture.height })
        .where(eq(designFloors.id, floorId));
      if (floor.fileId) await files.remove(tx, floor.fileId);
      await recordStaffAction(tx, actor, 'design.floor_picture', { type: 'design', id: designId }, { floorId });
      await changed(tx, designId);
    });
  }

  async function removePicture(designId: string, floorId: string, actor: StaffActor): Promise<void> {
    await db.transaction(async (tx) => {
      const floor = await lockFloor(tx, designId, floorId);
      if (!floor.fileId) throw floorNotFound();
      await tx
        .update(designFloors)
        .set({ fileId: null, imageAlt: null, imageWidth: null, imageHeight: null })
        .where(eq(designFloors.id, floorId));
      await files.remove(tx, floor.fileId);
      await recordStaffAction(tx, actor, 'design.floor_picture_remove', { type: 'design', id: designId }, { floorId });
      await changed(tx, designId);
    });
  }

  return { list, save, putPicture, removePicture };
}

const floorNotFound = () => new DomainError('not_found', 'not_found', 'This floor does not exist.');

/** Locks the design (its changes happen one at a time) and finds one of its kept floors. */
async function lockFloor(tx: Database, designId: string, floorId: string) {
  await lockDesign(tx, designId);
  const [floor] = await tx
    .select({ fileId: designFloors.fileId })
    .from(designFloors)
    .where(and(eq(designFloors.id, floorId), eq(designFloors.designId, designId)));
  if (!floor) throw floorNotFound();
  return floor;
}
