import { MODIFICATION_LINE, priceOrder } from '@atelier/domain';
import type { QuoteAccept } from '@atelier/domain/quotes';
import { taxRateFor } from '@atelier/domain/tax-rates';
import { minutesToWait } from '@atelier/domain/wait-time';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import type { OrderLimits } from '../orders/checkout-limits.ts';
import type { OrderRequest } from '../orders/insert-order.ts';
import { loadOrder } from '../orders/order-records.ts';
import { type PlacedOrder, placePriced } from '../orders/place-order.ts';
import { taxRates } from '../orders/settings.ts';
import { BUYER_ACTOR, recordQuoteEvent } from './quote-events.ts';
import type { QuoteRow } from './quote-views.ts';

export type QuotePart = 'deposit' | 'balance';

/** The billing details of a quote's order: as the buyer gave them on accepting, then as the deposit's order has them. */
type Billing = Pick<OrderRequest, 'fullName' | 'phone' | 'company' | 'vatNumber' | 'country' | 'address'>;

async function depositBilling(db: Database, quote: QuoteRow): Promise<Billing> {
  const deposit = quote.depositOrderId ? await loadOrder(db, { id: quote.depositOrderId }) : null;
  if (!deposit) throw new Error(`quote ${quote.number} has no deposit order`);
  const billing = deposit.billing;
  return {
    fullName: billing.name ?? deposit.customer.name,
    phone: billing.phone ?? undefined,
    company: billing.company ?? undefined,
    vatNumber: billing.vatNumber ?? undefined,
    country: billing.country ?? 'US',
    address: billing.address ?? '',
  };
}

/**
 * Orders for one quote an hour. A quote's payments are for work already agreed, so they take nothing of
 * the guest-order limits; a part has one live order (its idempotency key), and this bounds the new ones
 * that staff cancellations let the buyer place.
 */
export const QUOTE_PAYMENT_LIMIT = { name: 'quote-payment:quote', limit: 4, windowMs: 60 * 60 * 1000 } as const;

function quotePaymentLimitMessage(retryAfterSeconds: number): string {
  return `Payments for this quote were started several times in a short time. Please wait ${minutesToWait(retryAfterSeconds)} before trying again, or contact us if you need help.`;
}

const quotePaymentLimits = (quoteId: string): OrderLimits => ({
  hits: [{ rule: QUOTE_PAYMENT_LIMIT, key: quoteId }],
  message: quotePaymentLimitMessage,
});

/**
 * Places the order paying a quote's deposit or balance (decision 053): one modification line for the
 * quote's design at the part's amount, tax at the billing country's rate, paid like any order. Its
 * idempotency key is the quote's and the part's, so a quote has one order per part however often the
 * buyer submits; it counts against the quote's limit, not a guest order's.
 */
export async function placeQuotePayment(
  db: Database,
  secret: string,
  quote: QuoteRow,
  part: QuotePart,
  accepted: QuoteAccept | { idempotencyKey: string },
  provider: string,
): Promise<PlacedOrder> {
  const billing: Billing = 'fullName' in accepted ? accepted : await depositBilling(db, quote);
  const request: OrderRequest = {
    ...billing,
    email: quote.email,
    projectLocation: undefined,
    buildSite: undefined,
    notes: `${part === 'deposit' ? 'Deposit' : 'Balance'} of quote ${quote.number}.`,
    acceptLicence: true,
    lines: [{ designId: quote.designId, licence: MODIFICATION_LINE, quantity: 1, options: [] }],
    idempotencyKey: `quote-${quote.id}-${part}`,
    promoCode: undefined,
    studySetOrder: undefined,
  };
  const { lines, totals } = priceOrder(
    [
      {
        designId: quote.designId,
        title: `${quote.designTitle}: plan modification ${part} (quote ${quote.number})`,
        licence: MODIFICATION_LINE,
        unitPriceCents: part === 'deposit' ? quote.depositCents : quote.balanceCents,
        quantity: 1,
        options: [],
      },
    ],
    taxRateFor(await taxRates(db), billing.country),
  );
  return placePriced(
    db,
    secret,
    request,
    { ok: true, lines, totals, promotionId: null, creditedLines: [] },
    provider,
    quotePaymentLimits(quote.id),
  );
}

const PART_ORDER = {
  deposit: { column: 'depositOrderId', event: 'deposit_ordered', label: 'Deposit' },
  balance: { column: 'balanceOrderId', event: 'balance_ordered', label: 'Balance' },
} as const;

/**
 * Links the part's order to the quote and records it on the quote's timeline. Two submissions at once
 * place (and find) the same order: only the one whose update links it records the event.
 */
export async function linkQuotePayment(db: Database, quote: QuoteRow, part: QuotePart, placed: PlacedOrder) {
  const { column, event, label } = PART_ORDER[part];
  await db.transaction(async (tx) => {
    const [linked] = await tx
      .update(quotes)
      .set({ [column]: placed.id })
      .where(and(eq(quotes.id, quote.id), isNull(quotes[column])))
      .returning({ id: quotes.id });
    if (linked) {
      await recordQuoteEvent(tx, quote.id, event, `${label} ordered (order ${placed.number})`, { actor: BUYER_ACTOR });
    }
  });
}
