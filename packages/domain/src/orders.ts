import { z } from 'zod';
import { type Cents, taxFor } from './money.ts';

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export const PAYMENT_PROVIDERS = ['manual', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface PricedLine {
  designId: string;
  title: string;
  unitPriceCents: Cents;
  quantity: number;
  lineTotalCents: Cents;
}

export interface OrderTotals {
  subtotalCents: Cents;
  taxRateBasisPoints: number;
  taxCents: Cents;
  totalCents: Cents;
}

/** Line totals, tax and total, all in integer cents, from unit prices read from the database. */
export function priceOrder(
  lines: readonly { designId: string; title: string; unitPriceCents: Cents; quantity: number }[],
  taxRateBasisPoints: number,
): { lines: PricedLine[]; totals: OrderTotals } {
  const priced = lines.map((line) => ({ ...line, lineTotalCents: line.unitPriceCents * line.quantity }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const taxCents = taxFor(subtotalCents, taxRateBasisPoints);
  return {
    lines: priced,
    totals: { subtotalCents, taxRateBasisPoints, taxCents, totalCents: subtotalCents + taxCents },
  };
}

/** '825' basis points → '8.25%' */
export function formatTaxRate(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

export interface DownloadLink {
  designId: string;
  title: string;
  url: string;
  expiresAt: string;
  usesLeft: number;
}

/** What the buyer sees on the confirmation page. */
export interface BuyerOrder {
  number: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  customerName: string;
  email: string;
  paymentProvider: PaymentProviderName;
  lines: PricedLine[];
  totals: OrderTotals;
  downloads: DownloadLink[];
  /** Bank transfer details, for manual payment while the order awaits payment. */
  paymentInstructions: string[] | null;
  /** Hosted payment page to complete an unpaid order paid by card. */
  paymentUrl: string | null;
}

/** '2026-02-30' and '0000-00-00' have the right shape but name no day. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31.')
  .refine(isCalendarDate, 'This date does not exist.')
  .optional();

/** Filters of the staff order list. */
export const staffOrderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Unknown status.' }).optional(),
  from: dateParam,
  to: dateParam,
  customer: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export type StaffOrderQuery = z.infer<typeof staffOrderQuerySchema>;

export const refundNoteSchema = z.object({
  note: z
    .string({ error: 'A refund note is required.' })
    .trim()
    .min(1, 'A refund note is required.')
    .max(2000, 'The refund note must be at most 2000 characters.'),
});

export const STAFF_ORDERS_PAGE_SIZE = 25;
