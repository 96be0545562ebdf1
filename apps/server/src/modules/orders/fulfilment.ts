import { randomUUID } from 'node:crypto';
import { BASE_LICENCE, type DownloadLink, formatMoney, lineLicenceTerms } from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import {
  type GrantFile,
  grantDrawingId,
  grantFileLabel,
  grantOptionId,
  type PlanFileKind,
} from '@atelier/domain/plan-files';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  customers,
  designFiles,
  downloadGrants,
  orderLines,
  orders,
  orderTasks,
  quoteDrawings,
} from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import type { RequestContext, ServiceContext } from '../../service-context.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { enqueueEmail } from '../email/outbox.ts';
import type { EmailService } from '../email/service.ts';
import type { FileStore } from '../files/file-store.ts';
import { issueInvoice } from '../invoices/issue.ts';
import { notifyStaff } from '../notifications/notify.ts';
import type { DeliverableFile, PlanFileService } from '../plans/service.ts';
import { stampPlanSet } from '../plans/stamp.ts';
import { DOWNLOAD_MAX_USES, DOWNLOAD_VALID_DAYS } from './download-limits.ts';
import { orderEmail, PAYMENT_RECEIVED } from './emails.ts';
import { buildSitesOf } from './licence-certificate.ts';
import { openOptionTasks } from './option-tasks.ts';
import { PAYMENT_PROVIDER_ACTOR, recordOrderEvent } from './order-events.ts';
import {
  byFileOrder,
  grantFile,
  grantsWithNotes,
  loadOrder,
  type OrderRecord,
  storedLicence,
} from './order-records.ts';
import { downloadToken, orderAccessToken, verifyDownloadToken } from './tokens.ts';

/** What staff read off the bank statement when they mark an order paid (both optional). */
export interface PaymentReceived {
  bankReference: string | null;
  amountReceivedCents: number | null;
}
const NOTHING_RECORDED: PaymentReceived = { bankReference: null, amountReceivedCents: null };

/**
 * What another module does when an order is paid, inside the payment's transaction (a modification
 * quote moves on when its deposit or balance is paid, decision 053).
 */
export type PaidHook = (tx: Database, orderId: string) => Promise<void>;

export function confirmationPath(secret: string, order: { id: string; number: string }): string {
  return `/order/${order.number}?token=${orderAccessToken(secret, order.id)}`;
}

export function createFulfilment(
  db: Database,
  env: Env,
  email: EmailService,
  plans: PlanFileService,
  files: FileStore,
) {
  const secret = env.SESSION_SECRET;
  const paidHooks: PaidHook[] = [];

  /**
   * The download links of some orders (none for an unpaid one), read in one query. `base` is '' for
   * links on the site itself, an absolute origin for email.
   */
  async function downloadLinksOf(records: readonly OrderRecord[], base: string): Promise<Map<string, DownloadLink[]>> {
    const paid = records.filter((order) => order.status === 'paid');
    const grants = await grantsWithNotes(
      db,
      paid.map((order) => order.id),
    );
    // One link per file and version: each has its own count of uses and its own expiry. A design's
    // files in their order, the newest version of each first.
    const linksOf = (order: OrderRecord): DownloadLink[] =>
      order.lines.flatMap((line) =>
        grants
          .filter((grant) => grant.orderId === order.id && grant.designId === line.designId)
          .sort((a, b) => byFileOrder(a, b) || b.version - a.version)
          .map((grant) => ({
            designId: line.designId,
            title: line.title,
            file: grantFile(grant.file),
            label: grantFileLabel(grantFile(grant.file), line.options),
            url: `${base}/download/${downloadToken(secret, grant.id)}`,
            expiresAt: grant.expiresAt.toISOString(),
            usesLeft: Math.max(0, grant.maxUses - grant.uses),
            version: grant.version === 0 ? null : grant.version,
            changeNote: grant.changeNote,
          })),
      );
    return new Map(records.map((order) => [order.id, order.status === 'paid' ? linksOf(order) : []]));
  }

  /** One order's download links (downloadLinksOf). */
  async function downloadLinks(order: OrderRecord, base: string): Promise<DownloadLink[]> {
    return (await downloadLinksOf([order], base)).get(order.id) ?? [];
  }

  /**
   * Marks an order paid once (repeated webhooks and clicks change nothing), opens one download grant per
   * file of each design (the line's licence decides the files), queues the mail with the links, issues
   * the invoice (decision 045), records the timeline event, tells staff and adds the amount to the
   * customer's paid total, all in one transaction. `staff` is set when a staff member marked it paid.
   */
  async function markPaid(
    orderId: string,
    reference: string | null,
    ctx: ServiceContext,
    staff: StaffActor | null = null,
    received: PaymentReceived = NOTHING_RECORDED,
  ): Promise<OrderRecord> {
    const changed = await db.transaction(async (tx) => {
      const updated = await tx
        .update(orders)
        .set({
          status: 'paid',
          paidAt: sql`now()`,
          updatedAt: sql`now()`,
          ...(reference ? { paymentReference: reference } : {}),
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')))
        .returning({ customerId: orders.customerId, number: orders.number, totalCents: orders.totalCents });
      if (!updated[0]) return false;
      const lines = await tx
        .select({ designId: orderLines.designId, licence: orderLines.licence })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
      const expiresAt = new Date(Date.now() + DOWNLOAD_VALID_DAYS * 86_400_000);
      // A modification quote's payment opens none of the design's files (decision 053).
      const grants = lines.flatMap(({ designId, licence }) =>
        lineLicenceTerms(storedLicence(licence)).files.map((file) => ({
          id: randomUUID(),
          orderId,
          designId,
          file,
          // The version current now (decision 046); the payment mail carries its link.
          version: sql`coalesce((select ${designFiles.version} from ${designFiles} where ${designFiles.designId} = ${designId} and ${designFiles.kind} = ${file}), 0)`,
          notifiedAt: sql`now()`,
          maxUses: DOWNLOAD_MAX_USES,
          expiresAt,
        })),
      );
      if (grants.length > 0) await tx.insert(downloadGrants).values(grants).onConflictDoNothing();
      await openOptionTasks(tx, orderId);
      for (const hook of paidHooks) await hook(tx, orderId);
      const { number, totalCents } = updated[0];
      const [customer] = await tx
        .update(customers)
        .set({ paidTotalCents: sql`${customers.paidTotalCents} + ${totalCents}` })
        .where(eq(customers.id, updated[0].customerId))
        .returning({ email: customers.email, name: customers.name });
      if (!customer) throw new Error('paid order has no customer');
      await enqueueEmail(tx, orderEmail(PAYMENT_RECEIVED, { id: orderId, email: customer.email }));
      const paid = await loadOrder(tx, { id: orderId });
      if (!paid) throw new Error('paid order vanished');
      // Late in the transaction: the invoice number it takes holds the next payment's until the commit.
      const invoice = await issueInvoice(tx, paid);
      const statement = {
        bankReference: received.bankReference,
        amountReceivedCents: received.amountReceivedCents,
        invoice,
      };
      await recordOrderEvent(tx, orderId, 'paid', {
        actor: staff ?? PAYMENT_PROVIDER_ACTOR,
        detail: { reference: reference ?? null, ...statement },
      });
      if (staff) await recordStaffAction(tx, staff, 'order.mark_paid', { type: 'order', id: number }, statement);
      await notifyStaff(tx, {
        kind: 'payment_received',
        title: `Payment received for ${number}`,
        detail: `${customer.name} · ${formatMoney(totalCents)}`,
        link: `/orders/${number}`,
      });
      return true;
    });
    if (changed) email.deliverSoon();
    const order = await loadOrder(db, { id: orderId });
    if (!order) throw new DomainError('not_found', 'not_found', 'Order not found.');
    if (changed) ctx.log.info({ order: order.number, reference }, 'order marked paid');
    if (!changed && order.status !== 'paid') {
      throw new DomainError(
        'conflict',
        'not_payable',
        `Order ${order.number} is ${order.status.replace('_', ' ')} and cannot be marked paid.`,
      );
    }
    return order;
  }

  /**
   * What a grant opens: one of the design's plan files, the drawing staff delivered for an option the
   * order bought, or a modification quote's final drawings (stamped like the plan set when a PDF).
   */
  async function fileOfGrant(
    orderId: string,
    designId: string,
    file: GrantFile,
    version: number,
  ): Promise<DeliverableFile | null> {
    const drawingId = grantDrawingId(file);
    const optionId = grantOptionId(file);
    if (drawingId === null && optionId === null) return plans.getFile(designId, file as PlanFileKind, version);
    const [delivered] =
      drawingId !== null
        ? await db
            .select({ fileId: quoteDrawings.fileId, fileName: quoteDrawings.fileName })
            .from(quoteDrawings)
            .where(eq(quoteDrawings.id, drawingId))
        : await db
            .select({ fileId: orderTasks.fileId, fileName: orderTasks.fileName })
            .from(orderTasks)
            .where(
              and(
                eq(orderTasks.orderId, orderId),
                eq(orderTasks.designId, designId),
                eq(orderTasks.optionId, optionId ?? ''),
              ),
            );
    const stored = delivered?.fileId ? await files.get(delivered.fileId) : null;
    if (!stored) return null;
    const extension = /\.([A-Za-z0-9]{1,5})$/.exec(delivered?.fileName ?? '')?.[1]?.toLowerCase() ?? 'pdf';
    const pdf = stored.contentType === 'application/pdf';
    return {
      contentType: stored.contentType,
      extension,
      render: (stamp) => (pdf ? stampPlanSet(stored.bytes, stamp) : Promise.resolve(stored.bytes)),
    };
  }

  /**
   * Checks a download link and counts one use of it; the grant's file comes back stamped for the buyer
   * where its format takes a stamp (the plan set PDF, a generated DXF), otherwise as uploaded.
   */
  async function openDownload(
    token: string,
    ctx: Pick<RequestContext, 'clientIp'>,
  ): Promise<{ filename: string; contentType: string; bytes: Uint8Array }> {
    const grantId = verifyDownloadToken(secret, token);
    if (!grantId) throw new DomainError('forbidden', 'invalid_link', 'This download link is not valid.');
    const [grant] = await db.select().from(downloadGrants).where(eq(downloadGrants.id, grantId));
    if (!grant) throw new DomainError('forbidden', 'invalid_link', 'This download link is not valid.');
    const order = await loadOrder(db, { id: grant.orderId });
    if (order?.status !== 'paid') {
      throw new DomainError('forbidden', 'order_not_paid', 'This order has no downloads available.');
    }
    const file = grantFile(grant.file);
    const source = await fileOfGrant(order.id, grant.designId, file, grant.version);
    if (!source) throw new DomainError('gone', 'gone', 'This file is no longer available.');
    const line = order.lines.find((candidate) => candidate.designId === grant.designId);
    // The count is one atomic statement, so concurrent clicks can never exceed the limit.
    const used = await db.transaction(async (tx) => {
      // A shared lock on the paid order: a staff cancel or refund (which lock it for update) waits for
      // this download, or this download waits for them and then sees the new status.
      const [stillPaid] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, grant.orderId), eq(orders.status, 'paid')))
        .for('share');
      if (!stillPaid) throw new DomainError('forbidden', 'order_not_paid', 'This order has no downloads available.');
      const [counted] = await tx
        .update(downloadGrants)
        .set({ uses: sql`${downloadGrants.uses} + 1`, lastUsedAt: sql`now()` })
        .where(
          and(
            eq(downloadGrants.id, grantId),
            lt(downloadGrants.uses, downloadGrants.maxUses),
            gt(downloadGrants.expiresAt, sql`now()`),
            sql`exists (select 1 from ${orders} where ${orders.id} = ${downloadGrants.orderId} and ${orders.status} = 'paid')`,
          ),
        )
        .returning({ uses: downloadGrants.uses, maxUses: downloadGrants.maxUses });
      if (counted) {
        await recordOrderEvent(tx, grant.orderId, 'download', {
          ip: ctx.clientIp,
          detail: {
            designId: grant.designId,
            title: line?.title ?? grant.designId,
            file,
            label: grantFileLabel(file, line?.options ?? []),
            uses: counted.uses,
            maxUses: counted.maxUses,
          },
        });
      }
      return counted;
    });
    if (!used) {
      if (grant.expiresAt.getTime() <= Date.now()) {
        throw new DomainError('gone', 'link_expired', 'This download link has expired.');
      }
      throw new DomainError('gone', 'link_used_up', 'This download link has been used the maximum number of times.');
    }
    const sites = await buildSitesOf(db, [order.id]);
    const bytes = await source.render({
      buyerName: order.customer.name,
      orderNumber: order.number,
      licence: line?.licence ?? BASE_LICENCE,
      options: line?.options.map((option) => option.label) ?? [],
      buildSite: sites.get(`${order.id}:${grant.designId}`) ?? null,
    });
    return {
      filename: `${order.number}-${grant.designId}-${file.replace(':', '-')}${grant.version > 1 ? `-v${grant.version}` : ''}.${source.extension}`,
      contentType: source.contentType,
      bytes,
    };
  }

  /** Adds a step to every payment, run in its transaction after the grants and tasks are opened. */
  const whenPaid = (hook: PaidHook) => {
    paidHooks.push(hook);
  };

  return { markPaid, whenPaid, downloadLinks, downloadLinksOf, openDownload };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
