import { randomUUID } from 'node:crypto';
import { drawingGrantFile } from '@atelier/domain/plan-files';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { downloadGrants, orders, quoteDrawings, quotes } from '../../db/schema/index.ts';
import { DOWNLOAD_MAX_USES, DOWNLOAD_VALID_DAYS } from '../orders/download-limits.ts';
import { recordQuoteEvent } from './quote-events.ts';

/*
 * A modification quote's deposit and balance are orders of their own (decision 053). Paying one moves
 * the quote on, inside the transaction that marks the order paid (orders/fulfilment.ts).
 */

/** Opens the download of the quote's latest final drawings on a paid order of the quote. */
export async function grantFinalDrawings(
  tx: Database,
  quote: { id: string; designId: string },
  orderId: string,
): Promise<void> {
  const [final] = await tx
    .select({ id: quoteDrawings.id })
    .from(quoteDrawings)
    .where(and(eq(quoteDrawings.quoteId, quote.id), eq(quoteDrawings.kind, 'final')))
    .orderBy(desc(quoteDrawings.version))
    .limit(1);
  if (!final) throw new Error('a quote was delivered without final drawings');
  await tx
    .insert(downloadGrants)
    .values({
      id: randomUUID(),
      orderId,
      designId: quote.designId,
      file: drawingGrantFile(final.id),
      maxUses: DOWNLOAD_MAX_USES,
      expiresAt: new Date(Date.now() + DOWNLOAD_VALID_DAYS * 86_400_000),
      notifiedAt: new Date(),
    })
    .onConflictDoNothing();
}

/**
 * What paying `orderId` means for a quote: its deposit starts the drawing (due its days from now); its
 * balance delivers the final drawings with the order. Nothing for any other order.
 */
export async function quotePaymentReceived(tx: Database, orderId: string): Promise<void> {
  const [number] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  const deposit = await tx
    .update(quotes)
    .set({
      status: 'deposit_paid',
      dueAt: sql`now() + make_interval(days => ${quotes.dueDays})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(quotes.depositOrderId, orderId), eq(quotes.status, 'accepted')))
    .returning({ id: quotes.id });
  for (const quote of deposit) {
    await recordQuoteEvent(tx, quote.id, 'deposit_paid', `Deposit paid (order ${number?.number ?? orderId})`);
  }
  const balance = await tx
    .update(quotes)
    .set({ status: 'delivered', dueAt: null, updatedAt: sql`now()` })
    .where(and(eq(quotes.balanceOrderId, orderId), eq(quotes.status, 'final')))
    .returning({ id: quotes.id, designId: quotes.designId });
  for (const quote of balance) {
    await grantFinalDrawings(tx, quote, orderId);
    await recordQuoteEvent(
      tx,
      quote.id,
      'delivered',
      `Balance paid (order ${number?.number ?? orderId}): final drawings delivered`,
    );
  }
}

/**
 * What cancelling `orderId` means for a quote. An unpaid deposit's order lets the quote go back to
 * sent, so the buyer can accept it again while it is open; an unpaid balance's order lets the buyer pay
 * the balance again. Either way the quote forgets the order, and the order gives up its idempotency key
 * (the quote's and the part's, see placeQuotePayment), which would otherwise find the cancelled order
 * again. A part already paid moves the quote on; cancelling it later leaves the quote to staff.
 */
export async function quotePaymentCancelled(tx: Database, order: { id: string; number: string }): Promise<void> {
  const deposit = await tx
    .update(quotes)
    .set({ status: 'sent', depositOrderId: null, updatedAt: sql`now()` })
    .where(and(eq(quotes.depositOrderId, order.id), eq(quotes.status, 'accepted')))
    .returning({ id: quotes.id });
  const balance = await tx
    .update(quotes)
    .set({ balanceOrderId: null, updatedAt: sql`now()` })
    .where(and(eq(quotes.balanceOrderId, order.id), eq(quotes.status, 'final')))
    .returning({ id: quotes.id });
  if (deposit.length + balance.length === 0) return;
  await tx
    .update(orders)
    .set({ idempotencyKey: sql`${orders.idempotencyKey} || ':cancelled:' || ${orders.id}` })
    .where(eq(orders.id, order.id));
  for (const quote of deposit) {
    await recordQuoteEvent(tx, quote.id, 'deposit_cancelled', `Deposit order ${order.number} cancelled: open again`);
  }
  for (const quote of balance) {
    await recordQuoteEvent(tx, quote.id, 'balance_cancelled', `Balance order ${order.number} cancelled`);
  }
}
