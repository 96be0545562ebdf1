import type { PlanFileKind } from '@atelier/domain/design-admin';
import { DomainError } from '@atelier/domain/domain-error';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designFiles, designs } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import type { FileStore } from '../files/file-store.ts';
import { designNotFound, lockDesign } from './design-lock.ts';
import { checkCadRemovable } from './licences.ts';
import { checkPlanFile } from './upload-checks.ts';

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

/** The files buyers receive: the plan set (a PDF) and the CAD files of a design. */
export function createPlanFiles(db: Database, files: FileStore) {
  /** Replaces the plan set (a PDF) or the CAD files; the previous file is deleted with the change. */
  async function putFile(id: string, kind: PlanFileKind, upload: UploadedFile, actor: StaffActor): Promise<void> {
    const [existing] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, id));
    if (!existing) throw designNotFound();
    const checked = await checkPlanFile(kind, upload.bytes, upload.filename);
    await db.transaction(async (tx) => {
      await lockDesign(tx, id);
      const [previous] = await tx
        .select({ fileId: designFiles.fileId })
        .from(designFiles)
        .where(and(eq(designFiles.designId, id), eq(designFiles.kind, kind)));
      const file = await files.put(tx, upload.bytes, checked.contentType);
      const values = {
        fileId: file.id,
        filename: upload.filename,
        pageCount: checked.pageCount,
        uploadedBy: actor.id,
        uploadedAt: new Date(),
      };
      await tx
        .insert(designFiles)
        .values({ designId: id, kind, ...values })
        .onConflictDoUpdate({ target: [designFiles.designId, designFiles.kind], set: values });
      if (previous) await files.remove(tx, previous.fileId);
      await recordStaffAction(
        tx,
        actor,
        'design.file_upload',
        { type: 'design', id },
        { kind, filename: upload.filename, byteSize: file.byteSize },
      );
    });
  }

  async function removeFile(id: string, kind: PlanFileKind, actor: StaffActor): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await lockDesign(tx, id);
      const [removed] = await tx
        .delete(designFiles)
        .where(and(eq(designFiles.designId, id), eq(designFiles.kind, kind)))
        .returning({ fileId: designFiles.fileId });
      if (!removed) throw new DomainError('not_found', 'not_found', 'This design has no such file.');
      if (kind === 'cad') await checkCadRemovable(tx, row);
      if (kind === 'plan-set' && row.status === 'published' && !row.generatedPlanSet)
        throw new DomainError(
          'unprocessable',
          'not_publishable',
          'A published design keeps its plan set: upload a new one to replace it, or unpublish the design first.',
        );
      await files.remove(tx, removed.fileId);
      await recordStaffAction(tx, actor, 'design.file_remove', { type: 'design', id }, { kind });
    });
  }

  return { putFile, removeFile };
}
