import './zod-config.ts';
import { z } from 'zod';
import { checkoutCustomerSchema, checkoutRequestSchema } from './checkout.ts';
import { listPageFields, staffListQuerySchema } from './staff-list.ts';

/*
 * Modification quotes (decision 053): staff price the changes a modification request asks for; the buyer
 * accepts on a private page and pays a deposit as an order, approves or asks changes to preliminary
 * drawings, pays the balance as a second order, and downloads the final drawings from it.
 */

export const QUOTE_STATUSES = [
  'draft',
  'sent',
  'accepted',
  'deposit_paid',
  'in_progress',
  'awaiting_approval',
  'final',
  'delivered',
  'expired',
  'declined',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  deposit_paid: 'Deposit paid',
  in_progress: 'In progress',
  awaiting_approval: 'Awaiting approval',
  final: 'Final',
  delivered: 'Delivered',
  expired: 'Expired',
  declined: 'Declined',
};

/** The statuses in which the studio owes the next step: these are overdue once `dueAt` has passed. */
export const QUOTE_STUDIO_STATUSES: readonly QuoteStatus[] = ['deposit_paid', 'in_progress'];

/** A sent quote not accepted by the end of its `validUntil` day (UTC) reads as expired. */
export function quoteStatusNow(
  quote: { status: QuoteStatus; validUntil: string },
  now: number = Date.now(),
): QuoteStatus {
  if (quote.status === 'sent' && Date.parse(`${quote.validUntil}T23:59:59.999Z`) < now) return 'expired';
  return quote.status;
}

export function isQuoteOverdue(
  quote: { status: QuoteStatus; dueAt: string | null },
  now: number = Date.now(),
): boolean {
  return QUOTE_STUDIO_STATUSES.includes(quote.status) && quote.dueAt !== null && Date.parse(quote.dueAt) < now;
}

export const QUOTE_DEFAULTS = { depositPercent: 50, dueDays: 5, validDays: 14 } as const;
export const QUOTE_MAX_LINES = 20;

const cents = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents.` })
    .int(`${label} must be a whole number of cents.`)
    .min(1, `${label} must be more than $0.00.`)
    .max(100_000_000, `${label} is too large.`);

export const quoteLineSchema = z.object({
  description: z
    .string({ error: 'Describe the change.' })
    .trim()
    .min(1, 'Describe the change.')
    .max(200, 'A line must be at most 200 characters.'),
  amountCents: cents('The amount'),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be ${min}–${max}.`)
    .max(max, `${label} must be ${min}–${max}.`);

/** The terms of a quote, as staff write them (create and edit). */
export const quoteTermsSchema = z.object({
  lines: z
    .array(quoteLineSchema, { error: 'Add at least one line.' })
    .min(1, 'Add at least one line.')
    .max(QUOTE_MAX_LINES, `A quote has at most ${QUOTE_MAX_LINES} lines.`),
  /** Paid on acceptance, as a share of the total; the rest is the balance. */
  depositPercent: wholeNumber('The deposit', 10, 100),
  /** Calendar days the studio takes for each set of drawings, counted from the deposit's payment (then from each request for changes). */
  dueDays: wholeNumber('Days to deliver', 1, 90),
  /** The last day (YYYY-MM-DD) the buyer may accept. */
  validUntil: z
    .string({ error: 'Give the last day the quote may be accepted.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the last day the quote may be accepted.')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Give the last day the quote may be accepted.'),
  /** Anything else the buyer should know (what is included, what is not). */
  note: z.string().trim().max(2000, 'The note must be at most 2000 characters.').default(''),
});
export type QuoteTerms = z.output<typeof quoteTermsSchema>;
export type QuoteTermsInput = z.input<typeof quoteTermsSchema>;

/** POST /api/admin/quotes: a draft for a modification request. */
export const quoteCreateSchema = quoteTermsSchema.extend({
  inquiryId: z.string({ error: 'Choose the modification request.' }).min(1).max(64),
});
export type QuoteCreate = z.output<typeof quoteCreateSchema>;

export interface QuoteAmounts {
  totalCents: number;
  depositCents: number;
  balanceCents: number;
}

/** The total, the deposit (rounded to the cent) and the balance of a quote, before tax. */
export function quoteAmounts(lines: readonly QuoteLine[], depositPercent: number): QuoteAmounts {
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const depositCents = Math.round((totalCents * depositPercent) / 100);
  return { totalCents, depositCents, balanceCents: totalCents - depositCents };
}

const acceptFields = checkoutCustomerSchema.pick({
  fullName: true,
  phone: true,
  company: true,
  vatNumber: true,
  country: true,
  address: true,
});

/** POST /api/quotes/:number/accept: the billing details of the deposit's order and the terms accepted. */
export const quoteAcceptSchema = acceptFields.extend({
  acceptTerms: z.literal(true, { error: 'Please accept the terms of the quote.' }),
  idempotencyKey: checkoutRequestSchema.shape.idempotencyKey,
});
export type QuoteAccept = z.output<typeof quoteAcceptSchema>;

/** POST /api/quotes/:number/decline */
export const quoteDeclineSchema = z.object({
  reason: z.string().trim().max(2000, 'The reason must be at most 2000 characters.').default(''),
});

export const DRAWING_DECISIONS = ['approved', 'changes_requested'] as const;
export type DrawingDecision = (typeof DRAWING_DECISIONS)[number];

/** POST /api/quotes/:number/drawings/:id/decision: approve the preliminary drawings, or ask for changes. */
export const drawingDecisionSchema = z
  .object({
    decision: z.enum(DRAWING_DECISIONS, { error: 'Approve the drawings or ask for changes.' }),
    comment: z.string().trim().max(2000, 'The comment must be at most 2000 characters.').default(''),
  })
  .refine((body) => body.decision === 'approved' || body.comment.length > 0, {
    message: 'Say what should change.',
    path: ['comment'],
  });
export type DrawingDecisionBody = z.output<typeof drawingDecisionSchema>;

/** POST /api/quotes/:number/balance */
export const quoteBalanceSchema = z.object({ idempotencyKey: checkoutRequestSchema.shape.idempotencyKey });

export const DRAWING_KINDS = ['preliminary', 'final'] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

const isoDateTime = z.string();

export const DRAWING_NOTE_MAX = 500;
/**
 * Staff's note on a drawing version they upload, what changed in it (the upload's `note` field): optional,
 * empty for none, shown to the buyer beside the version.
 */
export const drawingNoteSchema = z
  .string()
  .trim()
  .max(DRAWING_NOTE_MAX, `The note must be at most ${DRAWING_NOTE_MAX} characters.`)
  .transform((note) => note || null);
/** The text fields of a drawing version's upload (its kind aside): the note, checked alike in the admin. */
export const drawingUploadFieldsSchema = z.object({ note: drawingNoteSchema });

export const quoteDrawingSchema = z.object({
  id: z.string(),
  kind: z.enum(DRAWING_KINDS),
  /** 1, 2, … within its kind. */
  version: z.number().int(),
  fileName: z.string(),
  /** What staff say changed in this version, or null. */
  note: z.string().nullable(),
  uploadedAt: isoDateTime,
  /** The staff member's name (staff answers only; null for the buyer). */
  uploadedBy: z.string().nullable(),
  decision: z.enum(DRAWING_DECISIONS).nullable(),
  comment: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  /**
   * Where the file opens: the buyer's page gives a link with the quote's token (preliminary drawings
   * only, watermarked; null for final drawings, delivered stamped with the order that pays for them),
   * the admin a staff route.
   */
  url: z.string().nullable(),
});
export type QuoteDrawing = z.infer<typeof quoteDrawingSchema>;

/** One step of a quote's history, newest first: status changes, drawings, the buyer's comments. */
export const quoteEventSchema = z.object({
  kind: z.string(),
  at: isoDateTime,
  /** The staff member, 'Buyer', or null for the system (a payment). */
  actor: z.string().nullable(),
  /** What happened, as a sentence ("Preliminary drawings v2 uploaded"). */
  summary: z.string(),
  /** The buyer's comment or decline reason, when there is one. */
  comment: z.string().nullable(),
});
export type QuoteEvent = z.infer<typeof quoteEventSchema>;

const orderLinkSchema = z.object({
  number: z.string(),
  status: z.string(),
  totalCents: z.number().int(),
  /** The buyer's order page (with its token) on the storefront; the admin's /orders/:number for staff. */
  url: z.string(),
});

const quoteCommon = {
  number: z.string(),
  status: z.enum(QUOTE_STATUSES),
  designId: z.string(),
  designTitle: z.string(),
  buyerName: z.string(),
  email: z.string(),
  lines: z.array(quoteLineSchema),
  totalCents: z.number().int(),
  depositPercent: z.number().int(),
  depositCents: z.number().int(),
  balanceCents: z.number().int(),
  dueDays: z.number().int(),
  validUntil: z.string(),
  note: z.string(),
  sentAt: isoDateTime.nullable(),
  /** When the preliminary drawings are due: set when the deposit is paid. */
  dueAt: isoDateTime.nullable(),
  drawings: z.array(quoteDrawingSchema),
  depositOrder: orderLinkSchema.nullable(),
  balanceOrder: orderLinkSchema.nullable(),
  events: z.array(quoteEventSchema),
};

/** The buyer's quote page (GET /api/quotes/:number?token=). */
export const buyerQuoteSchema = z.object({
  ...quoteCommon,
  /** What the buyer may do now. */
  can: z.object({ accept: z.boolean(), decline: z.boolean(), decide: z.boolean(), payBalance: z.boolean() }),
});
export type BuyerQuote = z.infer<typeof buyerQuoteSchema>;

/** The admin's quote page (GET /api/admin/quotes/:number). */
export const staffQuoteSchema = z.object({
  ...quoteCommon,
  id: z.string(),
  inquiryId: z.string().nullable(),
  overdue: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: isoDateTime,
  /** The buyer's private page, once the quote is sent: staff may open it or pass it on. */
  buyerUrl: z.string().nullable(),
  /** What staff may do now. */
  can: z.object({
    edit: z.boolean(),
    send: z.boolean(),
    uploadPreliminary: z.boolean(),
    uploadFinal: z.boolean(),
  }),
});
export type StaffQuote = z.infer<typeof staffQuoteSchema>;
export const staffQuoteResponseSchema = z.object({ quote: staffQuoteSchema });

export const staffQuoteRowSchema = z.object({
  number: z.string(),
  status: z.enum(QUOTE_STATUSES),
  overdue: z.boolean(),
  buyerName: z.string(),
  email: z.string(),
  designTitle: z.string(),
  totalCents: z.number().int(),
  dueAt: isoDateTime.nullable(),
  validUntil: z.string(),
  updatedAt: isoDateTime,
});
export type StaffQuoteRow = z.infer<typeof staffQuoteRowSchema>;

/** The list's filter: one status, 'open' (anything not delivered, expired or declined) or 'all'. */
export const QUOTE_LIST_FILTERS = ['open', 'all', ...QUOTE_STATUSES] as const;
export type QuoteListFilter = (typeof QUOTE_LIST_FILTERS)[number];
export const STAFF_QUOTE_SORTS = ['updated', 'due', 'total'] as const;
export const STAFF_QUOTES_PAGE_SIZE = 25;

/** GET /api/admin/quotes?status=&q=&sort=&dir=&page= */
export const staffQuoteListQuerySchema = staffListQuerySchema(STAFF_QUOTE_SORTS, 'updated', {
  status: z.enum(QUOTE_LIST_FILTERS, { error: 'Choose a quote status.' }).default('open'),
});
export type StaffQuoteListQuery = z.infer<typeof staffQuoteListQuerySchema>;
export type StaffQuoteListQueryInput = z.input<typeof staffQuoteListQuerySchema>;

export const staffQuoteListSchema = z.object({ quotes: z.array(staffQuoteRowSchema), ...listPageFields });
export type StaffQuoteList = z.infer<typeof staffQuoteListSchema>;
