import {
  formatMoney,
  type GrantExtendBody,
  type GrantResetBody,
  type OrderNoteBody,
  type OrderRefundBody,
  type OrderResendEmailBody,
} from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, downloadGrants, orderLines, orders } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import { recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { enqueueEmail } from '../email/outbox.ts';
import type { EmailService } from '../email/service.ts';
import { issueCreditNote } from '../invoices/issue.ts';
import { releasePromotionUse } from '../promotions/uses.ts';
import { ORDER_CONFIRMATION, orderEmail, PAYMENT_RECEIVED } from './emails.ts';
import type { Fulfilment, PaymentReceived } from './fulfilment.ts';
import { actionAlreadyApplied, lockOrder, recordOrderEvent } from './order-events.ts';
import type { OrderRow } from './order-records.ts';
import { releaseStudySetCredits } from './study-set-credits.ts';

type Tx = Database;

const notFound = (number: string) => new DomainError('not_found', 'not_found', `Order ${number} not found.`);

/**
 * What another module does when staff cancel an order, inside the cancellation's transaction (a
 * modification quote lets go of its unpaid deposit's or balance's order, decision 053).
 */
export type CancelledHook = (tx: Database, order: { id: string; number: string }) => Promise<void>;

/**
 * What staff do to an order. Each action locks the order row, writes one timeline event and one audit
 * row in the same transaction, and is applied once per `actionId`: a repeated click changes nothing.
 */
export function createOrderActions(db: Database, email: EmailService, fulfilment: Fulfilment) {
  const cancelledHooks: CancelledHook[] = [];

  /** Runs `apply` once per actionId; answers whether it ran (false for a repeat). */
  async function once(
    number: string,
    actionId: string,
    apply: (tx: Tx, order: OrderRow) => Promise<void>,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, number);
      if (!order) throw notFound(number);
      if (await actionAlreadyApplied(tx, order.id, actionId)) return false;
      await apply(tx, order);
      return true;
    });
  }

  /** The grants of one design in a paid order: one per file its licence delivers. */
  async function grantsOf(tx: Tx, order: OrderRow, designId: string) {
    if (order.status !== 'paid') {
      throw new DomainError(
        'conflict',
        'not_paid',
        `Downloads of order ${order.number} can only be changed while it is paid (it is ${order.status.replace('_', ' ')}).`,
      );
    }
    const grants = await tx
      .select({ id: downloadGrants.id, uses: downloadGrants.uses, title: orderLines.title })
      .from(downloadGrants)
      .leftJoin(
        orderLines,
        and(eq(orderLines.orderId, downloadGrants.orderId), eq(orderLines.designId, downloadGrants.designId)),
      )
      .where(and(eq(downloadGrants.orderId, order.id), eq(downloadGrants.designId, designId)));
    if (grants.length === 0) {
      throw new DomainError(
        'unprocessable',
        'unknown_design',
        `Order ${order.number} has no download for this design.`,
        {
          fields: {
            designId: `Order ${order.number} has no download for design ${designId}.`,
          },
        },
      );
    }
    return {
      ids: grants.map((grant) => grant.id),
      title: grants[0]?.title ?? designId,
      /** The most any of its files was used (each file counts its own uses). */
      uses: Math.max(...grants.map((grant) => grant.uses)),
    };
  }

  return {
    /** Adds a step to every cancellation, run in its transaction after the order is cancelled. */
    whenCancelled(hook: CancelledHook) {
      cancelledHooks.push(hook);
    },

    /** Staff confirm a payment, with what the bank statement says when they have it. */
    async markPaid(number: string, ctx: ServiceContext, staff: StaffActor | null = null, received?: PaymentReceived) {
      const [order] = await db
        .select({ id: orders.id, reference: orders.paymentReference })
        .from(orders)
        .where(eq(orders.number, number));
      if (!order) throw notFound(number);
      await fulfilment.markPaid(order.id, order.reference, ctx, staff, received);
    },

    /** Allowed while awaiting payment, or once paid as long as no plan set was downloaded. */
    async cancel(number: string, staff: StaffActor) {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, number);
        if (!order) throw notFound(number);
        if (order.status === 'cancelled') return;
        if (order.status === 'refunded') {
          throw new DomainError('conflict', 'not_cancellable', `Order ${number} was refunded and cannot be cancelled.`);
        }
        // Downloads lock the order row too (see openDownload), so none can slip in after this check.
        const [used] = await tx
          .select({ id: downloadGrants.id })
          .from(downloadGrants)
          .where(and(eq(downloadGrants.orderId, order.id), gt(downloadGrants.uses, 0)))
          .limit(1);
        if (used) {
          throw new DomainError(
            'conflict',
            'already_downloaded',
            `Order ${number} cannot be cancelled: its plans were already downloaded. Record a refund instead.`,
          );
        }
        await tx
          .update(orders)
          .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(orders.id, order.id));
        // A cancelled order gives its code's use back (decision 049); a refunded one keeps it.
        if (order.promotionId) await releasePromotionUse(tx, order.id);
        // And the study sets it was credited with (decision 051).
        if (order.creditCents > 0) await releaseStudySetCredits(tx, order.id);
        for (const hook of cancelledHooks) await hook(tx, order);
        await recordOrderEvent(tx, order.id, 'cancelled', { actor: staff, detail: { previousStatus: order.status } });
        await recordStaffAction(
          tx,
          staff,
          'order.cancel',
          { type: 'order', id: number },
          { previousStatus: order.status },
        );
      });
    },

    async addNote(number: string, body: OrderNoteBody, staff: StaffActor) {
      await once(number, body.actionId, async (tx, order) => {
        await recordOrderEvent(tx, order.id, 'note', {
          actor: staff,
          detail: { actionId: body.actionId, note: body.note },
        });
        await recordStaffAction(
          tx,
          staff,
          'order.note',
          { type: 'order', id: number },
          { actionId: body.actionId, note: body.note },
        );
      });
    },

    /**
     * Up to what was paid minus earlier refunds; refunding all of a paid order closes its downloads. Each
     * refund issues a credit note for its amount (decision 045).
     */
    async refund(number: string, body: OrderRefundBody, staff: StaffActor) {
      await once(number, body.actionId, async (tx, order) => {
        const refundable = order.paidAt && order.status !== 'refunded' ? order.totalCents - order.refundedCents : 0;
        if (refundable <= 0) {
          throw new DomainError('conflict', 'not_refundable', `Order ${number} has no payment left to refund.`);
        }
        if (body.amountCents > refundable) {
          const message = `At most ${formatMoney(refundable)} can be refunded on order ${number}.`;
          throw new DomainError('unprocessable', 'refund_too_large', message, { fields: { amountCents: message } });
        }
        const full = body.amountCents === refundable;
        const status = full && order.status === 'paid' ? 'refunded' : order.status;
        await tx
          .update(orders)
          .set({
            status,
            refundedCents: sql`${orders.refundedCents} + ${body.amountCents}`,
            refundedAt: sql`now()`,
            refundNote: body.note,
            updatedAt: sql`now()`,
          })
          .where(eq(orders.id, order.id));
        if (status === 'refunded') {
          await tx
            .update(downloadGrants)
            .set({ expiresAt: sql`least(${downloadGrants.expiresAt}, now())` })
            .where(eq(downloadGrants.orderId, order.id));
        }
        await tx
          .update(customers)
          .set({ paidTotalCents: sql`greatest(${customers.paidTotalCents} - ${body.amountCents}, 0)` })
          .where(eq(customers.id, order.customerId));
        const creditNote = await issueCreditNote(tx, order, {
          amountCents: body.amountCents,
          refundedBeforeCents: order.refundedCents,
          note: body.note,
        });
        const detail = { actionId: body.actionId, amountCents: body.amountCents, note: body.note, creditNote };
        await recordOrderEvent(tx, order.id, 'refund', { actor: staff, detail });
        await recordStaffAction(tx, staff, 'order.refund', { type: 'order', id: number }, detail);
      });
    },

    /** 'downloads' (the payment mail with the links) only for a paid order. */
    async resendEmail(number: string, body: OrderResendEmailBody, staff: StaffActor) {
      const queued = await once(number, body.actionId, async (tx, order) => {
        if (body.kind === 'downloads' && order.status !== 'paid') {
          throw new DomainError(
            'conflict',
            'not_paid',
            `Order ${number} is not paid, so it has no download links to send.`,
          );
        }
        const [customer] = await tx
          .select({ email: customers.email })
          .from(customers)
          .where(eq(customers.id, order.customerId));
        if (!customer) throw new Error('order has no customer');
        const kind = body.kind === 'downloads' ? PAYMENT_RECEIVED : ORDER_CONFIRMATION;
        await enqueueEmail(tx, orderEmail(kind, { id: order.id, email: customer.email }));
        const detail = { actionId: body.actionId, email: body.kind, to: customer.email };
        await recordOrderEvent(tx, order.id, 'email_resent', { actor: staff, detail });
        await recordStaffAction(tx, staff, 'order.resend_email', { type: 'order', id: number }, detail);
      });
      if (queued) email.deliverSoon();
    },

    /** Moves the expiry of every file of the design `days` past the later of now and its current expiry. */
    async extendGrant(number: string, body: GrantExtendBody, staff: StaffActor) {
      await once(number, body.actionId, async (tx, order) => {
        const grants = await grantsOf(tx, order, body.designId);
        const updated = await tx
          .update(downloadGrants)
          .set({
            expiresAt: sql`greatest(${downloadGrants.expiresAt}, now()) + make_interval(days => ${body.days}::int)`,
          })
          .where(inArray(downloadGrants.id, grants.ids))
          .returning({ expiresAt: downloadGrants.expiresAt });
        const latest = Math.max(...updated.map((grant) => grant.expiresAt.getTime()));
        const detail = {
          actionId: body.actionId,
          designId: body.designId,
          title: grants.title,
          days: body.days,
          expiresAt: updated.length > 0 ? new Date(latest).toISOString() : null,
        };
        await recordOrderEvent(tx, order.id, 'grant_extended', { actor: staff, detail });
        await recordStaffAction(tx, staff, 'order.grant_extend', { type: 'order', id: number }, detail);
      });
    },

    /** Sets the uses of every file of the design back to 0. */
    async resetGrant(number: string, body: GrantResetBody, staff: StaffActor) {
      await once(number, body.actionId, async (tx, order) => {
        const grants = await grantsOf(tx, order, body.designId);
        await tx.update(downloadGrants).set({ uses: 0 }).where(inArray(downloadGrants.id, grants.ids));
        const detail = {
          actionId: body.actionId,
          designId: body.designId,
          title: grants.title,
          previousUses: grants.uses,
        };
        await recordOrderEvent(tx, order.id, 'grant_reset', { actor: staff, detail });
        await recordStaffAction(tx, staff, 'order.grant_reset', { type: 'order', id: number }, detail);
      });
    },
  };
}
