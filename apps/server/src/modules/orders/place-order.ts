import { randomUUID } from 'node:crypto';
import {
  type Cents,
  type CheckoutRequest,
  formatMoney,
  type LicenceOption,
  licenceLabel,
  type PricedLine,
  priceOrder,
} from '@atelier/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, designs, orderLines, orders } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { notifyStaff } from '../notifications/notify.ts';
import { ORDER_CONFIRMATION, orderEmail } from './emails.ts';
import { recordOrderEvent } from './order-events.ts';
import { taxRateBasisPoints } from './settings.ts';
import { newOrderNumber, orderAccessToken, sha256 } from './tokens.ts';

export interface PlacedOrder {
  id: string;
  number: string;
  accessToken: string;
  /** False when the idempotency key had already placed this order. */
  created: boolean;
}

/** The licences each design offers, priced (the catalog service's `licenceOptions`). */
export type LicencePricing = (
  designs: readonly { id: string; price: Cents }[],
) => Promise<ReadonlyMap<string, readonly LicenceOption[]>>;

/** Thrown inside the transaction to roll it back when a concurrent twin already holds the key. */
class DuplicateSubmission extends Error {}

/**
 * Builds the order from design ids, licences and quantities alone: every price (the licence's price for
 * the design), line total, tax and total comes from the database. The idempotency key makes a repeated
 * or concurrent submission return the first order instead of creating another. A new order's
 * confirmation mail is queued in its transaction; the caller kicks delivery after the commit.
 */
export async function placeOrder(
  db: Database,
  secret: string,
  request: CheckoutRequest,
  provider: string,
  licenceOptions: LicencePricing,
  /**
   * Counts the new order against the checkout limits inside its transaction, once the insert has
   * won any race with a twin submission (replays never count); throws to refuse and roll back.
   */
  admitNewOrder: (tx: Database) => Promise<void> = async () => {},
): Promise<PlacedOrder> {
  const replay = await findByKey(db, secret, request);
  if (replay) return replay;

  const ids = request.lines.map((line) => line.designId);
  // Only published designs are for sale; a draft or archived one in a stale cart is refused like an unknown id.
  const rows = await db
    .select({ id: designs.id, title: designs.title, priceCents: designs.priceCents })
    .from(designs)
    .where(and(inArray(designs.id, ids), eq(designs.status, 'published')));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unknown: Record<string, string> = {};
  request.lines.forEach((line, index) => {
    if (!byId.has(line.designId)) unknown[`lines.${index}.designId`] = `Design ${line.designId} is not available.`;
  });
  if (Object.keys(unknown).length > 0) {
    throw new HttpError(422, 'unknown_design', 'Some designs in your cart are no longer available.', unknown);
  }

  // A licence the design does not offer (any more, or never did) is refused like an unavailable design.
  const offered = await licenceOptions(rows.map((row) => ({ id: row.id, price: row.priceCents })));
  const notOffered: Record<string, string> = {};
  const unpriced = request.lines.map((line, index) => {
    const design = byId.get(line.designId) as { title: string };
    const licence = offered.get(line.designId)?.find((option) => option.id === line.licence);
    if (!licence) {
      notOffered[`lines.${index}.licence`] =
        `The ${licenceLabel(line.licence)} licence is not offered for ${design.title}.`;
    }
    return { ...line, title: design.title, unitPriceCents: licence?.priceCents ?? 0 };
  });
  if (Object.keys(notOffered).length > 0) {
    throw new HttpError(400, 'licence_not_offered', 'Some licences in your cart are not offered.', notOffered);
  }

  // The buyer's country's rate, else the default: the rule the checkout page's estimate uses too.
  const taxRate = await taxRateBasisPoints(db, request.country);
  const { lines, totals } = priceOrder(unpriced, taxRate);

  const orderId = randomUUID();
  const accessToken = orderAccessToken(secret, orderId);
  try {
    const number = await db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          id: randomUUID(),
          email: request.email,
          name: request.fullName,
          phone: request.phone ?? null,
          company: request.company ?? null,
          country: request.country,
          address: request.address,
        })
        .onConflictDoUpdate({
          target: customers.email,
          // An existing customer is reused; details are only filled in where still missing.
          set: {
            phone: sql`coalesce(${customers.phone}, excluded.phone)`,
            company: sql`coalesce(${customers.company}, excluded.company)`,
            country: sql`coalesce(${customers.country}, excluded.country)`,
            address: sql`coalesce(${customers.address}, excluded.address)`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: customers.id });
      if (!customer) throw new Error('customer upsert returned no row');

      for (let attempt = 0; attempt < 5; attempt++) {
        const number = newOrderNumber();
        const inserted = await tx
          .insert(orders)
          .values({
            id: orderId,
            number,
            accessTokenHash: sha256(accessToken),
            idempotencyKey: request.idempotencyKey,
            customerId: customer.id,
            status: 'awaiting_payment',
            ...totals,
            paymentProvider: provider,
            billing: {
              name: request.fullName,
              email: request.email,
              phone: request.phone ?? null,
              company: request.company ?? null,
              country: request.country,
              address: request.address,
            },
            projectLocation: request.projectLocation ?? null,
            notes: request.notes ?? null,
            licenceAcceptedAt: new Date(),
          })
          .onConflictDoNothing()
          .returning({ number: orders.number });
        if (inserted[0]) {
          await admitNewOrder(tx as unknown as Database);
          await tx.insert(orderLines).values(lines.map((line) => ({ id: randomUUID(), orderId, ...line })));
          // Same transaction: the confirmation exists exactly when the order does (see email/outbox.ts).
          await enqueueEmail(tx, orderEmail(ORDER_CONFIRMATION, { id: orderId, email: request.email }));
          await tx
            .update(customers)
            .set({ orderCount: sql`${customers.orderCount} + 1`, lastOrderAt: sql`now()` })
            .where(eq(customers.id, customer.id));
          await recordOrderEvent(tx, orderId, 'placed', {
            detail: { itemCount: lines.reduce((sum, line) => sum + line.quantity, 0), totalCents: totals.totalCents },
          });
          await notifyStaff(tx, {
            kind: 'new_order',
            title: `New order ${inserted[0].number}`,
            detail: `${request.fullName} · ${formatMoney(totals.totalCents)}`,
            link: `/orders/${inserted[0].number}`,
          });
          return inserted[0].number;
        }
        const [twin] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.idempotencyKey, request.idempotencyKey));
        if (twin) throw new DuplicateSubmission();
        // Otherwise the random order number collided: draw another.
      }
      throw new Error('could not allocate an order number');
    });
    return { id: orderId, number, accessToken, created: true };
  } catch (error) {
    if (!(error instanceof DuplicateSubmission) && !isUniqueViolation(error)) throw error;
    const twin = await findByKey(db, secret, request);
    if (!twin) throw error;
    return twin;
  }
}

async function findByKey(db: Database, secret: string, request: CheckoutRequest): Promise<PlacedOrder | null> {
  const [order] = await db
    .select({ id: orders.id, number: orders.number, email: customers.email })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.idempotencyKey, request.idempotencyKey));
  if (!order) return null;
  const lines = await db
    .select({ designId: orderLines.designId, licence: orderLines.licence, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  if (order.email !== request.email || !sameLines(lines, request.lines)) {
    throw new HttpError(
      409,
      'idempotency_conflict',
      'This checkout was already submitted with different details. Please reload the page and try again.',
    );
  }
  return { id: order.id, number: order.number, accessToken: orderAccessToken(secret, order.id), created: false };
}

function sameLines(
  a: readonly (Pick<PricedLine, 'designId' | 'quantity'> & { licence: string })[],
  b: CheckoutRequest['lines'],
): boolean {
  const key = (lines: readonly { designId: string; licence: string; quantity: number }[]) =>
    lines
      .map((line) => `${line.designId}:${line.licence}×${line.quantity}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
