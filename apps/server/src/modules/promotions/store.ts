import { randomUUID } from 'node:crypto';
import { csvRow } from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import {
  describeDiscount,
  type PromotionInput,
  promotionStatus,
  type StaffPromotion,
} from '@atelier/domain/promotions';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/database-error.ts';
import { categories, customers, orders, promotions } from '../../db/schema/index.ts';
import { type AuditDetail, recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';

type PromotionRow = typeof promotions.$inferSelect;

const notFound = () => new DomainError('not_found', 'not_found', 'Promotion not found.');
const codeTaken = (code: string) =>
  new DomainError('conflict', 'code_taken', `The code ${code} is already in use.`, {
    fields: { code: `The code ${code} is already in use.` },
  });

/**
 * Each code's figures from its orders: those paid (refunded ones count what was kept), what they came
 * to after the discount and the discount given. The partial index on orders.promotion_id serves them.
 */
const ofPaidOrders = (expression: string) =>
  sql<number>`(select coalesce(${sql.raw(expression)}, 0)::int from orders o
               where o.promotion_id = promotions.id and o.status in ('paid', 'refunded'))`;

const selection = {
  promotion: promotions,
  paidOrders: ofPaidOrders('count(*)'),
  revenueCents: ofPaidOrders('sum(o.total_cents - o.refunded_cents)'),
  discountCents: ofPaidOrders('sum(o.discount_cents)'),
};

function staffPromotion(
  row: { promotion: PromotionRow; paidOrders: number; revenueCents: number; discountCents: number },
  now: Date,
): StaffPromotion {
  const { promotion } = row;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const view = {
    id: promotion.id,
    code: promotion.code,
    percentOff: promotion.percentOff,
    amountOffCents: promotion.amountOffCents,
    maxUses: promotion.maxUses,
    maxUsesPerBuyer: promotion.maxUsesPerBuyer,
    startsAt: iso(promotion.startsAt),
    endsAt: iso(promotion.endsAt),
    minSubtotalCents: promotion.minSubtotalCents,
    scope: promotion.scope as StaffPromotion['scope'],
    scopeValues: promotion.scopeValues,
    pausedAt: iso(promotion.pausedAt),
    uses: promotion.uses,
    paidOrders: Number(row.paidOrders),
    revenueCents: Number(row.revenueCents),
    discountCents: Number(row.discountCents),
    createdAt: promotion.createdAt.toISOString(),
  };
  return { ...view, status: promotionStatus(view, now) };
}

/** The columns staff set, from the input. */
const columnsOf = (input: PromotionInput) => ({
  code: input.code,
  percentOff: input.percentOff,
  amountOffCents: input.amountOffCents,
  maxUses: input.maxUses,
  maxUsesPerBuyer: input.maxUsesPerBuyer,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
  minSubtotalCents: input.minSubtotalCents,
  scope: input.scope,
  scopeValues: input.scopeValues,
});

/** The audit row's detail: the terms in one line each. */
const auditDetail = (input: PromotionInput): AuditDetail => ({
  code: input.code,
  discount: describeDiscount(input),
  maxUses: input.maxUses,
  maxUsesPerBuyer: input.maxUsesPerBuyer,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
  minSubtotalCents: input.minSubtotalCents,
  scope: input.scope === 'all' ? 'all' : `${input.scope}: ${input.scopeValues.join(', ')}`,
});

/** Promotion codes as staff run them (decision 049): every change is audited in its transaction. */
export function createPromotionStore(db: Database) {
  async function list(now = new Date()): Promise<StaffPromotion[]> {
    const rows = await db.select(selection).from(promotions).orderBy(desc(promotions.createdAt), promotions.id);
    return rows.map((row) => staffPromotion(row, now));
  }

  async function get(id: string, now = new Date()): Promise<StaffPromotion> {
    const [row] = await db.select(selection).from(promotions).where(eq(promotions.id, id));
    if (!row) throw notFound();
    return staffPromotion(row, now);
  }

  async function create(input: PromotionInput, actor: StaffActor): Promise<StaffPromotion> {
    const id = randomUUID();
    try {
      await db.transaction(async (tx) => {
        await tx.insert(promotions).values({ id, ...columnsOf(input) });
        await recordStaffAction(tx, actor, 'promotion.create', { type: 'promotion', id }, auditDetail(input));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken(input.code);
      throw error;
    }
    return get(id);
  }

  async function update(id: string, input: PromotionInput, actor: StaffActor): Promise<StaffPromotion> {
    try {
      await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(promotions)
          .set({ ...columnsOf(input), updatedAt: sql`now()` })
          .where(eq(promotions.id, id))
          .returning({ id: promotions.id });
        if (!updated) throw notFound();
        await recordStaffAction(tx, actor, 'promotion.update', { type: 'promotion', id }, auditDetail(input));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken(input.code);
      throw error;
    }
    return get(id);
  }

  /** Pauses or resumes a code; a code already so is left as it is (and not audited again). */
  async function setPaused(id: string, paused: boolean, actor: StaffActor): Promise<StaffPromotion> {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ code: promotions.code, pausedAt: promotions.pausedAt })
        .from(promotions)
        .where(eq(promotions.id, id))
        .for('update');
      if (!current) throw notFound();
      if ((current.pausedAt !== null) === paused) return;
      await tx
        .update(promotions)
        .set({ pausedAt: paused ? sql`now()` : null, updatedAt: sql`now()` })
        .where(eq(promotions.id, id));
      await recordStaffAction(
        tx,
        actor,
        paused ? 'promotion.pause' : 'promotion.resume',
        { type: 'promotion', id },
        {
          code: current.code,
        },
      );
    });
    return get(id);
  }

  /** The orders placed with a code, newest first, as CSV lines (header first). */
  async function* ordersCsv(id: string): AsyncGenerator<string> {
    const promotion = await get(id);
    yield csvRow([
      'Order number',
      'Placed (UTC)',
      'Buyer email',
      'Status',
      'Subtotal (USD)',
      'Discount (USD)',
      'Tax (USD)',
      'Total (USD)',
      'Refunded (USD)',
      'Code',
    ]);
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    const rows = await db
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        email: customers.email,
        status: orders.status,
        subtotalCents: orders.subtotalCents,
        discountCents: orders.discountCents,
        taxCents: orders.taxCents,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        promoCode: orders.promoCode,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.promotionId, promotion.id))
      .orderBy(desc(orders.createdAt), orders.number);
    for (const row of rows) {
      yield csvRow([
        row.number,
        row.createdAt.toISOString(),
        row.email,
        row.status,
        dollars(row.subtotalCents),
        dollars(row.discountCents),
        dollars(row.taxCents),
        dollars(row.totalCents),
        dollars(row.refundedCents),
        row.promoCode ?? promotion.code,
      ]);
    }
  }

  /** The shop's categories, by label. */
  async function categoryChoices(): Promise<{ id: string; label: string }[]> {
    return db.select({ id: categories.id, label: categories.label }).from(categories).orderBy(categories.label);
  }

  return { list, get, create, update, setPaused, ordersCsv, categoryChoices };
}
