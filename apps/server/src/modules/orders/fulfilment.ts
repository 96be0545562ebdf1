import { randomUUID } from 'node:crypto';
import type { DownloadLink } from '@atelier/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, downloadGrants, orderLines, orders } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { ServiceContext } from '../../plugins/request-context.ts';
import { enqueueEmail } from '../email/outbox.ts';
import type { EmailService } from '../email/service.ts';
import type { PlanFileService } from '../plans/service.ts';
import { stampPlanSet } from '../plans/stamp.ts';
import { orderEmail, PAYMENT_RECEIVED } from './emails.ts';
import { loadOrder, type OrderRecord } from './order-records.ts';
import { downloadToken, orderAccessToken, verifyDownloadToken } from './tokens.ts';

export const DOWNLOAD_MAX_USES = 5;
export const DOWNLOAD_VALID_DAYS = 30;

export function confirmationPath(secret: string, order: { id: string; number: string }): string {
  return `/order/${order.number}?token=${orderAccessToken(secret, order.id)}`;
}

export function createFulfilment(db: Database, env: Env, email: EmailService, plans: PlanFileService) {
  const secret = env.SESSION_SECRET;

  /** `base` is '' for links on the site itself, an absolute origin for email. */
  async function downloadLinks(order: OrderRecord, base: string): Promise<DownloadLink[]> {
    if (order.status !== 'paid') return [];
    const grants = await db.select().from(downloadGrants).where(eq(downloadGrants.orderId, order.id));
    return order.lines.flatMap((line) => {
      const grant = grants.find((candidate) => candidate.designId === line.designId);
      if (!grant) return [];
      return [
        {
          designId: line.designId,
          title: line.title,
          url: `${base}/download/${downloadToken(secret, grant.id)}`,
          expiresAt: grant.expiresAt.toISOString(),
          usesLeft: Math.max(0, grant.maxUses - grant.uses),
        },
      ];
    });
  }

  /**
   * Marks an order paid once (repeated webhooks and clicks change nothing), opens one download grant per
   * design and queues the mail with the links, all in one transaction.
   */
  async function markPaid(orderId: string, reference: string | null, ctx: ServiceContext): Promise<OrderRecord> {
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
        .returning({ customerId: orders.customerId });
      if (!updated[0]) return false;
      const designIds = await tx
        .selectDistinct({ designId: orderLines.designId })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
      const expiresAt = new Date(Date.now() + DOWNLOAD_VALID_DAYS * 86_400_000);
      await tx
        .insert(downloadGrants)
        .values(
          designIds.map(({ designId }) => ({
            id: randomUUID(),
            orderId,
            designId,
            maxUses: DOWNLOAD_MAX_USES,
            expiresAt,
          })),
        )
        .onConflictDoNothing();
      const [customer] = await tx
        .select({ email: customers.email })
        .from(customers)
        .where(eq(customers.id, updated[0].customerId));
      if (!customer) throw new Error('paid order has no customer');
      await enqueueEmail(tx, orderEmail(PAYMENT_RECEIVED, { id: orderId, email: customer.email }));
      return true;
    });
    if (changed) email.deliverSoon();
    const order = await loadOrder(db, { id: orderId });
    if (!order) throw new HttpError(404, 'not_found', 'Order not found.');
    if (changed) ctx.log.info({ order: order.number, reference }, 'order marked paid');
    if (!changed && order.status !== 'paid') {
      throw new HttpError(
        409,
        'not_payable',
        `Order ${order.number} is ${order.status.replace('_', ' ')} and cannot be marked paid.`,
      );
    }
    return order;
  }

  /** Checks a download link and counts one use; the PDF comes back stamped for the buyer. */
  async function openDownload(token: string): Promise<{ filename: string; pdf: Uint8Array }> {
    const grantId = verifyDownloadToken(secret, token);
    if (!grantId) throw new HttpError(403, 'invalid_link', 'This download link is not valid.');
    const [grant] = await db.select().from(downloadGrants).where(eq(downloadGrants.id, grantId));
    if (!grant) throw new HttpError(403, 'invalid_link', 'This download link is not valid.');
    const order = await loadOrder(db, { id: grant.orderId });
    if (order?.status !== 'paid') {
      throw new HttpError(403, 'order_not_paid', 'This order has no downloads available.');
    }
    const plan = await plans.getPlanSet(grant.designId);
    if (!plan) throw new HttpError(410, 'gone', 'This plan set is no longer available.');
    // One atomic statement, so concurrent clicks can never exceed the limit.
    const [used] = await db
      .update(downloadGrants)
      .set({ uses: sql`${downloadGrants.uses} + 1` })
      .where(
        and(
          eq(downloadGrants.id, grantId),
          lt(downloadGrants.uses, downloadGrants.maxUses),
          gt(downloadGrants.expiresAt, sql`now()`),
          sql`exists (select 1 from ${orders} where ${orders.id} = ${downloadGrants.orderId} and ${orders.status} = 'paid')`,
        ),
      )
      .returning({ uses: downloadGrants.uses });
    if (!used) {
      if (grant.expiresAt.getTime() <= Date.now()) {
        throw new HttpError(410, 'link_expired', 'This download link has expired.');
      }
      throw new HttpError(410, 'link_used_up', 'This download link has been used the maximum number of times.');
    }
    const pdf = await stampPlanSet(plan, { buyerName: order.customer.name, orderNumber: order.number });
    return { filename: `${order.number}-${grant.designId}-plan-set.pdf`, pdf };
  }

  return { markPaid, downloadLinks, openDownload };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
