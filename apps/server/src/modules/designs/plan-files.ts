import type { PlanFileKind, PlanFileUploadFields, VersionNotice } from '@atelier/domain/design-admin';
import { DomainError } from '@atelier/domain/domain-error';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designFiles, designFileVersions, designs } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import type { FileStore } from '../files/file-store.ts';
import { checkPlanFile } from '../files/upload-checks.ts';
import { designNotFound, lockDesign } from './design-lock.ts';
import { checkCadRemovable } from './licences.ts';
import { latestVersion, notifyBuyers, openVersionGrants, pinFollowingGrants } from './plan-file-versions.ts';

const nothingToFollow = () =>
  new DomainError(
    'unprocessable',
    'no_current_file',
    'There is no file yet for a new version to follow: upload it as the first one.',
    {
      fields: { newVersion: 'There is no file yet for a new version to follow.' },
    },
  );

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

/** The files buyers receive: the plan set (a PDF) and the CAD files of a design. */
export function createPlanFiles(db: Database, files: FileStore) {
  /**
   * Uploads the plan set (a PDF) or the CAD files. By default the upload replaces the current file in
   * place (its version stays; the previous file is deleted with the change). Marked a new version, the
   * current file is kept as an earlier version for its buyers, and every paid order holding it gets a
   * grant of the new one (decision 046).
   */
  async function putFile(
    id: string,
    kind: PlanFileKind,
    upload: UploadedFile,
    fields: PlanFileUploadFields,
    actor: StaffActor,
  ): Promise<void> {
    const [existing] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, id));
    if (!existing) throw designNotFound();
    const checked = await checkPlanFile(kind, upload.bytes, upload.filename);
    await db.transaction(async (tx) => {
      await lockDesign(tx, id);
      const [previous] = await tx
        .select()
        .from(designFiles)
        .where(and(eq(designFiles.designId, id), eq(designFiles.kind, kind)));
      if (fields.newVersion && !previous) throw nothingToFollow();
      const file = await files.put(tx, upload.bytes, checked.contentType);
      const version = fields.newVersion
        ? (previous?.version ?? 0) + 1
        : (previous?.version ?? (await latestVersion(tx, id, kind)) + 1);
      const values = {
        fileId: file.id,
        filename: upload.filename,
        pageCount: checked.pageCount,
        uploadedBy: actor.id,
        uploadedAt: new Date(),
        version,
        changeNote: fields.newVersion ? fields.changeNote : (previous?.changeNote ?? null),
      };
      await tx
        .insert(designFiles)
        .values({ designId: id, kind, ...values })
        .onConflictDoUpdate({ target: [designFiles.designId, designFiles.kind], set: values });
      if (previous && fields.newVersion) {
        const { designId: _designId, uploadedBy: _uploadedBy, ...kept } = previous;
        await tx.insert(designFileVersions).values({ designId: id, ...kept });
        await openVersionGrants(tx, id, kind, version);
      } else if (previous) {
        await files.remove(tx, previous.fileId);
      } else {
        await pinFollowingGrants(tx, id, kind, version);
      }
      await recordStaffAction(
        tx,
        actor,
        fields.newVersion ? 'design.file_version' : 'design.file_upload',
        { type: 'design', id },
        {
          kind,
          filename: upload.filename,
          byteSize: file.byteSize,
          version,
          ...(fields.newVersion ? { changeNote: fields.changeNote } : {}),
        },
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

  return {
    putFile,
    removeFile,
    /** E-mails the buyers of earlier versions about the current one (plan-file-versions.ts). */
    notifyBuyers: (id: string, kind: PlanFileKind, notice: VersionNotice, actor: StaffActor) =>
      notifyBuyers(db, id, kind, notice, actor),
  };
}
