import type { EarlierPlanFile, PlanFileKind, VersionNotice } from '@atelier/domain/design-admin';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/drizzle-adapter.ts';
import { designFiles, designFileVersions, downloadGrants } from '../../db/schema/index.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { enqueueEmails } from '../email/outbox.ts';
import { DOWNLOAD_MAX_USES, DOWNLOAD_VALID_DAYS } from '../orders/download-limits.ts';
import { planVersionEmail } from '../orders/emails.ts';
import { designNotFound, lockDesign } from './design-lock.ts';

// Plan file versions (decision 046). A download grant names the version it opens. Releasing a new
// version gives every paid order that holds the file a fresh grant for it (their earlier grants stay);
// staff then choose whom to e-mail about it. A grant's `notified_at` says its buyer was told.

/** The paid orders' grants of a design's file, as `alias` in a statement with `orders` as `o`. */
const paidGrantsOf = (designId: string, kind: PlanFileKind) =>
  sql`g.design_id = ${designId} and g.file = ${kind} and o.id = g.order_id and o.status = 'paid'`;

/**
 * The first file uploaded over a generated plan set becomes the file of the grants that followed it
 * (version 0): they bought the design before any upload. Part of the upload's transaction.
 */
export async function pinFollowingGrants(tx: Database, designId: string, kind: PlanFileKind, version: number) {
  await tx
    .update(downloadGrants)
    .set({ version })
    .where(and(eq(downloadGrants.designId, designId), eq(downloadGrants.file, kind), eq(downloadGrants.version, 0)));
}

/** A fresh grant of the new version for each paid order holding an earlier one. Part of the upload's transaction. */
export async function openVersionGrants(tx: Database, designId: string, kind: PlanFileKind, version: number) {
  await tx.execute(sql`
    insert into ${downloadGrants} (id, order_id, design_id, file, version, max_uses, expires_at)
    select gen_random_uuid()::text, held.order_id, held.design_id, held.file, ${version}, ${DOWNLOAD_MAX_USES},
           now() + make_interval(days => ${DOWNLOAD_VALID_DAYS})
    from (select distinct g.order_id, g.design_id, g.file from download_grants g, orders o
          where ${paidGrantsOf(designId, kind)} and g.version < ${version}) held
    on conflict do nothing`);
}

/** The highest version a design's file has had, current or earlier (0 when none). */
export async function latestVersion(tx: Database, designId: string, kind: PlanFileKind): Promise<number> {
  const [row] = await queryRows<{ latest: number | null }>(
    tx,
    sql`select greatest(
          (select max(version) from design_files where design_id = ${designId} and kind = ${kind}),
          (select max(version) from design_file_versions where design_id = ${designId} and kind = ${kind})) as latest`,
  );
  return Number(row?.latest ?? 0);
}

/** A design file's earlier versions, newest first, and how many buyers of them were not yet told of the current one. */
export async function versionFacts(
  db: Database,
  designId: string,
): Promise<(kind: PlanFileKind, current: number) => Promise<{ earlier: EarlierPlanFile[]; buyersToTell: number }>> {
  const earlier = await db
    .select({
      kind: designFileVersions.kind,
      version: designFileVersions.version,
      filename: designFileVersions.filename,
      changeNote: designFileVersions.changeNote,
      uploadedAt: designFileVersions.uploadedAt,
    })
    .from(designFileVersions)
    .where(eq(designFileVersions.designId, designId))
    .orderBy(desc(designFileVersions.version));
  return async (kind, current) => {
    const versions = earlier.filter((row) => row.kind === kind);
    if (versions.length === 0) return { earlier: [], buyersToTell: 0 };
    const [untold] = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from download_grants g, orders o
          where ${paidGrantsOf(designId, kind)} and g.version = ${current} and g.notified_at is null`,
    );
    return {
      earlier: versions.map(({ kind: _kind, uploadedAt, ...row }) => ({
        ...row,
        uploadedAt: uploadedAt.toISOString(),
      })),
      buyersToTell: untold?.total ?? 0,
    };
  };
}

/**
 * E-mails the buyers holding an untold grant of the current version (all, or those whose order was paid
 * in the range) one message each with its link, marks those grants told and records it. Returns how many.
 */
export async function notifyBuyers(
  db: Database,
  designId: string,
  kind: PlanFileKind,
  notice: VersionNotice,
  actor: StaffActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockDesign(tx, designId);
    const [current] = await tx
      .select({ version: designFiles.version })
      .from(designFiles)
      .where(and(eq(designFiles.designId, designId), eq(designFiles.kind, kind)));
    if (!current) throw designNotFound();
    const paidInRange =
      notice.audience === 'range'
        ? sql`and o.paid_at >= ${notice.from}::date and o.paid_at < ${notice.to}::date + 1`
        : sql``;
    const told = await queryRows<{ order_id: string; email: string }>(
      tx,
      sql`update download_grants g set notified_at = now()
          from orders o, customers c
          where ${paidGrantsOf(designId, kind)} and c.id = o.customer_id
            and g.version = ${current.version} and g.notified_at is null ${paidInRange}
          returning g.order_id, c.email`,
    );
    await enqueueEmails(
      tx,
      told.map((row) =>
        planVersionEmail(row.email, { orderId: row.order_id, designId, file: kind, version: current.version }),
      ),
    );
    await recordStaffAction(
      tx,
      actor,
      'design.version_notice',
      { type: 'design', id: designId },
      { kind, version: current.version, ...notice, notified: told.length },
    );
    return told.length;
  });
}
