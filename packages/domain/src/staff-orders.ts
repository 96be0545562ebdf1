import './zod-config.ts';
import { z } from 'zod';
import { staffInvoiceSchema } from './invoice-admin.ts';
import { staffOrderTaskSchema } from './order-tasks.ts';
import {
  centsSchema,
  dateQueryParam,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusSchema,
  orderTotalsSchema,
  type PaymentProviderName,
  paymentProviderSchema,
  pricedLineSchema,
} from './orders.ts';
import { isGrantFile } from './plan-files.ts';
import { keysetListQuerySchema, keysetPageFields } from './staff-list.ts';

export { SORT_DIRECTIONS, type SortDirection } from './staff-list.ts';

/** How the plan files of an order stand, derived from its download grants. */
export const DELIVERY_STATUSES = ['not_available', 'ready', 'downloaded', 'expired'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  not_available: 'Not available',
  ready: 'Ready',
  downloaded: 'Downloaded',
  expired: 'Expired',
};

/** The payment status of an order is its status. */
export const PAYMENT_STATUS_LABELS: Record<OrderStatus, string> = ORDER_STATUS_LABELS;

export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  manual: 'Bank transfer',
  stripe: 'Card (Stripe)',
};

export const STAFF_ORDER_SORTS = ['created', 'number', 'total', 'buyer'] as const;
export type StaffOrderSort = (typeof STAFF_ORDER_SORTS)[number];

/**
 * GET /api/admin/orders and /api/admin/orders/export.csv (the export ignores `page`); `q` searches the
 * order number and the buyer's name and e-mail (case-insensitive); `olderThanDays` keeps the orders
 * placed more than that many whole days ago, to the second (the dashboard's "waited over 7 days" links
 * to `status=awaiting_payment&olderThanDays=7`, the very orders it counted).
 */
export const staffOrderListQuerySchema = keysetListQuerySchema(STAFF_ORDER_SORTS, 'created', {
  status: z.enum(ORDER_STATUSES, { error: 'Unknown status.' }).optional(),
  delivery: z.enum(DELIVERY_STATUSES, { error: 'Unknown delivery status.' }).optional(),
  from: dateQueryParam,
  to: dateQueryParam,
  olderThanDays: z.coerce
    .number({ error: 'Days must be a whole number.' })
    .int('Days must be a whole number.')
    .min(1, 'Days must be 1 or more.')
    .max(3650, 'Days must be 3650 or fewer.')
    .optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  path: ['to'],
  message: 'The end date must not be before the start date.',
});
export type StaffOrderListQuery = z.infer<typeof staffOrderListQuerySchema>;
export type StaffOrderListQueryInput = z.input<typeof staffOrderListQuerySchema>;

/** At most this many rows go into one CSV export. */
export const STAFF_ORDERS_EXPORT_LIMIT = 50_000;

const count = z.number().int().nonnegative();
/** ISO date-time, as the services write it (`Date#toISOString`). */
const isoDateTime = z.iso.datetime();

export const staffOrderBuyerSchema = z.object({
  /** Customer id, for /customers/<id>. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type StaffOrderBuyer = z.infer<typeof staffOrderBuyerSchema>;

export const staffOrderRowSchema = z.object({
  number: z.string(),
  createdAt: isoDateTime,
  buyer: staffOrderBuyerSchema,
  /** Sum of the line quantities. */
  itemCount: count,
  totalCents: centsSchema,
  refundedCents: centsSchema,
  /** The payment status (see PAYMENT_STATUS_LABELS). */
  status: orderStatusSchema,
  delivery: z.enum(DELIVERY_STATUSES),
  paymentProvider: paymentProviderSchema,
});
export type StaffOrderRow = z.infer<typeof staffOrderRowSchema>;

/** Answer of GET /api/admin/orders. */
export const staffOrderListSchema = z.object({
  orders: z.array(staffOrderRowSchema),
  ...keysetPageFields,
});
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

/** What the timeline records; 'email' entries come from the e-mail outbox. */
export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'cancelled',
  'note',
  'refund',
  'email_resent',
  'grant_extended',
  'grant_reset',
  'download',
  'option_delivered',
  'email',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

export const ORDER_EVENT_LABELS: Record<OrderEventKind, string> = {
  placed: 'Order placed',
  paid: 'Payment received',
  cancelled: 'Order cancelled',
  note: 'Internal note',
  refund: 'Refund recorded',
  email_resent: 'E-mail resent',
  grant_extended: 'Download extended',
  grant_reset: 'Download uses reset',
  download: 'Plan set downloaded',
  option_delivered: 'Option delivered',
  email: 'E-mail',
};

/** E-mail delivery states as the outbox keeps them. */
export const ORDER_EMAIL_STATUSES = ['pending', 'sending', 'sent', 'stored', 'failed'] as const;
export type OrderEmailStatus = (typeof ORDER_EMAIL_STATUSES)[number];

export const staffOrderEventSchema = z.object({
  /** Stable key: 'event-<n>' or 'email-<id>'. */
  id: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  at: isoDateTime,
  /** Who did it: a staff member's name, 'payment provider', or null for the buyer / the system. */
  staffName: z.string().nullable(),
  /** Client address, for downloads. */
  ip: z.string().nullable(),
  /** One line for people, e.g. 'Refunded $100.00: goodwill' or 'Floor plan A (use 2 of 5)'. */
  detail: z.string(),
  /** Refunds only. */
  amountCents: centsSchema.nullable(),
  /** 'email' entries only. */
  email: z
    .object({
      kind: z.string(),
      to: z.string(),
      subject: z.string().nullable(),
      status: z.enum(ORDER_EMAIL_STATUSES),
      sentAt: isoDateTime.nullable(),
    })
    .nullable(),
});
export type StaffOrderEvent = z.infer<typeof staffOrderEventSchema>;

/** One downloadable file of one design (decision 032: the licence decides the files). */
export const staffGrantSchema = z.object({
  designId: z.string(),
  title: z.string(),
  file: z.string().refine(isGrantFile),
  /** "Plan set (PDF)", or the option's label ("Basement foundation"). */
  label: z.string(),
  uses: count,
  maxUses: count,
  usesLeft: count,
  expiresAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
  /** Downloadable right now (order paid, uses left, not expired). */
  open: z.boolean(),
});
export type StaffGrant = z.infer<typeof staffGrantSchema>;

/** A line of the order as staff see it: priced, and where the buyer will build it. */
export const staffOrderLineSchema = pricedLineSchema.extend({
  /** The build site the buyer named, at checkout or later for the certificate (decision 044); null until then. */
  buildSite: z.string().nullable(),
});
export type StaffOrderLine = z.infer<typeof staffOrderLineSchema>;

export const staffOrderDetailSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: orderStatusSchema,
  delivery: z.enum(DELIVERY_STATUSES),
  currency: z.string(),
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  refundedAt: isoDateTime.nullable(),
  lines: z.array(staffOrderLineSchema),
  totals: orderTotalsSchema,
  refundedCents: centsSchema,
  /** What a refund may still return: the total minus earlier refunds once paid, else 0. */
  refundableCents: centsSchema,
  buyer: staffOrderBuyerSchema.extend({
    phone: z.string().nullable(),
    company: z.string().nullable(),
    country: z.string().nullable(),
  }),
  /** As entered at checkout: name, email, phone, company, country, address. */
  billing: z.record(z.string(), z.string().nullable()),
  projectLocation: z.string().nullable(),
  notes: z.string().nullable(),
  payment: z.object({
    provider: paymentProviderSchema,
    /** The payment provider's reference (its hosted checkout session); null for a bank transfer. */
    reference: z.string().nullable(),
    /** What staff read off the bank statement when they marked the order paid; null when they gave none. */
    bankReference: z.string().nullable(),
  }),
  /** Sorted oldest first. */
  timeline: z.array(staffOrderEventSchema),
  grants: z.array(staffGrantSchema),
  /** The plan options still to draw or delivered (decision 043), the soonest due first. */
  tasks: z.array(staffOrderTaskSchema),
  /** The invoice and credit notes issued for the order, oldest first (decision 045). */
  invoices: z.array(staffInvoiceSchema),
  /** The modification quote whose deposit or balance the order pays (decision 053); null for any other order. */
  quote: z.object({ number: z.string(), part: z.enum(['deposit', 'balance']) }).nullable(),
  /** Which actions the server would accept now (the UI still needs the orders:update permission). */
  actions: z.object({
    markPaid: z.boolean(),
    cancel: z.boolean(),
    refund: z.boolean(),
    resendConfirmation: z.boolean(),
    resendDownloads: z.boolean(),
    manageGrants: z.boolean(),
  }),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

/** Answer of every order action and of GET /api/admin/orders/:number. */
export const staffOrderResponseSchema = z.object({ order: staffOrderDetailSchema });
export type StaffOrderResponse = z.infer<typeof staffOrderResponseSchema>;

/** Made by the admin when a dialog opens; a repeat with the same id changes nothing. */
export const actionIdSchema = z.uuid({ error: 'The action id must be a UUID.' });

const noteText = (what: string, required: boolean) => {
  const text = z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(2000, `${what} must be at most 2000 characters.`);
  return required ? text.min(1, `${what} is required.`) : text;
};

/**
 * POST /api/admin/orders/:number/mark-paid: what the bank statement says, both optional (a card payment
 * confirmed by hand has neither), kept on the order's timeline.
 */
export const orderMarkPaidBodySchema = z.object({
  bankReference: z
    .string({ error: 'The bank reference must be text.' })
    .trim()
    .max(100, 'The bank reference must be at most 100 characters.')
    .optional(),
  amountReceivedCents: z
    .number({ error: 'Enter the amount received in cents.' })
    .int('The amount must be whole cents.')
    .min(1, 'The amount must be more than zero.')
    .max(100_000_000, 'The amount is too large.')
    .optional(),
  actionId: actionIdSchema.optional(),
});
export type OrderMarkPaidBody = z.infer<typeof orderMarkPaidBodySchema>;

/** POST /api/admin/orders/:number/notes */
export const orderNoteBodySchema = z.object({
  note: noteText('The note', true),
  actionId: actionIdSchema,
});
export type OrderNoteBody = z.infer<typeof orderNoteBodySchema>;

/** POST /api/admin/orders/:number/refunds */
export const orderRefundBodySchema = z.object({
  amountCents: z
    .number({ error: 'Enter the refunded amount in cents.' })
    .int('The amount must be whole cents.')
    .min(1, 'The amount must be more than zero.')
    .max(100_000_000, 'The amount is too large.'),
  note: noteText('The refund note', true),
  actionId: actionIdSchema,
});
export type OrderRefundBody = z.infer<typeof orderRefundBodySchema>;

export const RESEND_EMAIL_KINDS = ['confirmation', 'downloads'] as const;
export type ResendEmailKind = (typeof RESEND_EMAIL_KINDS)[number];
export const RESEND_EMAIL_LABELS: Record<ResendEmailKind, string> = {
  confirmation: 'Order confirmation',
  downloads: 'Download links',
};

/** POST /api/admin/orders/:number/resend-email */
export const orderResendEmailBodySchema = z.object({
  kind: z.enum(RESEND_EMAIL_KINDS, { error: 'Choose the confirmation or the download links.' }),
  actionId: actionIdSchema,
});
export type OrderResendEmailBody = z.infer<typeof orderResendEmailBodySchema>;

const designIdField = z
  .string({ error: 'Choose a design.' })
  .trim()
  .min(1, 'Choose a design.')
  .max(100, 'The design id is too long.');

export const GRANT_EXTEND_MAX_DAYS = 365;

/**
 * POST /api/admin/orders/:number/grants/extend: pushes the expiry `days` beyond the later of now and
 * today's expiry, for every file of the design.
 */
export const grantExtendBodySchema = z.object({
  designId: designIdField,
  days: z
    .number({ error: 'Enter a number of days.' })
    .int('Enter whole days.')
    .min(1, 'Extend by at least 1 day.')
    .max(GRANT_EXTEND_MAX_DAYS, `Extend by at most ${GRANT_EXTEND_MAX_DAYS} days.`),
  actionId: actionIdSchema,
});
export type GrantExtendBody = z.infer<typeof grantExtendBodySchema>;

/** POST /api/admin/orders/:number/grants/reset: sets the used count back to 0, for every file of the design. */
export const grantResetBodySchema = z.object({
  designId: designIdField,
  actionId: actionIdSchema,
});
export type GrantResetBody = z.infer<typeof grantResetBodySchema>;

/** What a spreadsheet runs as a formula when a cell starts with it (after any spaces it may trim). */
const FORMULA_START = /^ *[=+\-@\t\r]/;
/**
 * The same after a character some spreadsheet splits cells on (comma, semicolon, tab, pipe, line break):
 * a file opened with `;` as its separator cuts `a;=1+1` in two, quotes or not.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t|\r\n] *)(?=[=+\-@\t\r])/g;
/**
 * A text that neither starts with a formula character nor holds a separator or a quote has nothing to
 * defuse or double (dates, numbers and e-mails with a hyphen inside included).
 */
const NEEDS_CARE = /^ *[=+\-@\t\r]|[,;\t|\r\n"]/;

/**
 * One CSV cell. Numbers are written as they are; every text is quoted, and an apostrophe goes before each
 * formula start in it (at its start, or after a separator), so a spreadsheet shows the text instead of
 * running it, whichever separator it splits on.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  // Most cells hold none of these characters and are only quoted (an export writes half a million).
  if (!NEEDS_CARE.test(value)) return `"${value}"`;
  let text = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export const csvRow = (cells: readonly (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The apostrophes csvCell puts before a formula start: at the start of the text, or after a separator. */
const DEFUSING_APOSTROPHE = /^'(?= *[=+\-@\t\r])|(?<=[,;\t|\r\n] *)'(?=[=+\-@\t\r])/g;

/**
 * A cell's text as it was before csvCell defused it, so a file exported, edited and imported again keeps
 * its texts (a text that itself began with such an apostrophe loses it: rare enough to accept).
 */
export const csvCellText = (cell: string) => cell.replace(DEFUSING_APOSTROPHE, '');
