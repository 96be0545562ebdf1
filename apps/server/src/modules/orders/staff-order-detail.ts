import {
  formatMoney,
  type OrderEmailStatus,
  type OrderEventKind,
  RESEND_EMAIL_LABELS,
  type ResendEmailKind,
  type StaffGrant,
  type StaffOrderDetail,
  type StaffOrderEvent,
} from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import type { StaffInvoice } from '@atelier/domain/invoice-admin';
import { grantFileLabel } from '@atelier/domain/plan-files';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { downloadGrants, emailOutbox, orderEvents, quotes } from '../../db/schema/index.ts';
import type { InvoiceService } from '../invoices/service.ts';
import { OPTION_DELIVERED, ORDER_CONFIRMATION, PAYMENT_RECEIVED } from './emails.ts';
import { staffInvoice } from './invoice-links.ts';
import { buildSitesOf } from './licence-certificate.ts';
import type { OptionTasks } from './option-tasks.ts';
import { deliveryOf } from './order-delivery.ts';
import { byFileOrder, grantFile, loadOrder, type OrderRecord, totalsOf } from './order-records.ts';

type EventDetail = Record<string, string | number | null>;

const EMAIL_LABELS: Record<string, string> = {
  [ORDER_CONFIRMATION]: 'Order confirmation',
  [PAYMENT_RECEIVED]: 'Payment received, with download links',
  [OPTION_DELIVERED]: 'An option’s drawing is ready',
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const money = (value: string | number | null | undefined) => formatMoney(Number(value ?? 0));
/** The design, and the file when the event names one (events from before licences do not). */
const titleWithFile = (detail: EventDetail) => {
  const file = detail.label ?? (detail.file ? grantFileLabel(grantFile(String(detail.file)), []) : '');
  return `${text(detail.title)}${file ? `, ${text(file)}` : ''}`;
};

/** The one line staff read for a recorded event. */
function describe(kind: Exclude<OrderEventKind, 'email'>, detail: EventDetail): string {
  switch (kind) {
    case 'placed':
      return `${text(detail.itemCount)} item(s), total ${money(detail.totalCents)}`;
    case 'paid':
      return [
        detail.reference ? `Payment reference ${text(detail.reference)}` : '',
        detail.bankReference ? `Bank reference ${text(detail.bankReference)}` : '',
        typeof detail.amountReceivedCents === 'number' ? `${money(detail.amountReceivedCents)} received` : '',
        detail.invoice ? `Invoice ${text(detail.invoice)}` : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'cancelled':
      return detail.previousStatus === 'paid' ? 'Cancelled after payment' : '';
    case 'note':
      return text(detail.note);
    case 'refund':
      return [
        `Refunded ${money(detail.amountCents)}${detail.note ? `: ${text(detail.note)}` : ''}`,
        detail.creditNote ? `Credit note ${text(detail.creditNote)}` : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'email_resent':
      return `${RESEND_EMAIL_LABELS[detail.email as ResendEmailKind] ?? text(detail.email)} sent again to ${text(detail.to)}`;
    case 'grant_extended':
      return `${text(detail.title)}: extended by ${text(detail.days)} day(s), until ${text(detail.expiresAt).slice(0, 10)}`;
    case 'grant_reset':
      return `${text(detail.title)}: uses reset to 0 (were ${text(detail.previousUses)})`;
    case 'download':
      return `${titleWithFile(detail)} (use ${text(detail.uses)} of ${text(detail.maxUses)})`;
    case 'option_delivered':
      return `${text(detail.label)} uploaded (${text(detail.file)}); the buyer was e-mailed`;
  }
}

type OrderEventRow = typeof orderEvents.$inferSelect;
type OutboxRow = typeof emailOutbox.$inferSelect;

/** The order's recorded events, oldest first, and the e-mails sent about it. */
async function eventsOf(db: Database, orderId: string): Promise<{ events: OrderEventRow[]; emails: OutboxRow[] }> {
  const [events, emails] = await Promise.all([
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    // The outbox has no index on params: fine for one order's page; see the report on indexing it.
    db.select().from(emailOutbox).where(sql`${emailOutbox.params} ->> 'orderId' = ${orderId}`),
  ]);
  return { events, emails };
}

function timelineOf({ events, emails }: { events: OrderEventRow[]; emails: OutboxRow[] }): StaffOrderEvent[] {
  const recorded: StaffOrderEvent[] = events.map((event) => {
    const kind = event.kind as Exclude<OrderEventKind, 'email'>;
    return {
      id: `event-${event.id}`,
      kind,
      at: event.at.toISOString(),
      staffName: event.staffName,
      ip: event.ip,
      detail: describe(kind, event.detail),
      amountCents: kind === 'refund' ? Number(event.detail.amountCents ?? 0) : null,
      email: null,
    };
  });
  const mailed: StaffOrderEvent[] = emails.map((mail) => {
    const label = EMAIL_LABELS[mail.kind] ?? mail.kind;
    return {
      id: `email-${mail.id}`,
      kind: 'email',
      at: (mail.sentAt ?? mail.createdAt).toISOString(),
      staffName: null,
      ip: null,
      detail: `${mail.subject ?? label} → ${mail.to} (${mail.status})`,
      amountCents: null,
      email: {
        kind: mail.kind,
        to: mail.to,
        subject: mail.subject,
        status: mail.status as OrderEmailStatus,
        sentAt: mail.sentAt?.toISOString() ?? null,
      },
    };
  });
  return [...recorded, ...mailed].sort((a, b) => a.at.localeCompare(b.at));
}

/** The bank reference staff recorded when they marked the order paid (the paid event keeps it), or null. */
function recordedBankReference(events: readonly OrderEventRow[]): string | null {
  const paid = events.findLast((event) => event.kind === 'paid' && event.detail.bankReference);
  return paid ? String(paid.detail.bankReference) : null;
}

/** The order's invoices and credit notes, each with its PDF on the staff API. */
async function staffInvoices(invoices: Pick<InvoiceService, 'ofOrders'>, order: OrderRecord): Promise<StaffInvoice[]> {
  const issued = (await invoices.ofOrders([order.id])).get(order.id) ?? [];
  return issued.map((invoice) => staffInvoice(order.number, invoice));
}

/**
 * A cancelled order of a quote's part keeps its key with ':cancelled:<order id>' after it (quote-payments.ts),
 * a key only the server writes (a checkout's key holds no colon): `quote-<quote id>-<part>:cancelled:…`.
 */
const CANCELLED_QUOTE_ORDER_KEY = /^quote-(.+)-(deposit|balance):cancelled:/;

/** The quote whose deposit or balance the order pays: its live order, or one staff cancelled. */
async function quoteOf(db: Database, order: OrderRecord): Promise<StaffOrderDetail['quote']> {
  const [live] = await db
    .select({ number: quotes.number, depositOrderId: quotes.depositOrderId })
    .from(quotes)
    .where(or(eq(quotes.depositOrderId, order.id), eq(quotes.balanceOrderId, order.id)));
  if (live) return { number: live.number, part: live.depositOrderId === order.id ? 'deposit' : 'balance' };
  const cancelled = CANCELLED_QUOTE_ORDER_KEY.exec(order.idempotencyKey);
  if (!cancelled?.[1]) return null;
  const [quote] = await db.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, cancelled[1]));
  return quote ? { number: quote.number, part: cancelled[2] === 'deposit' ? 'deposit' : 'balance' } : null;
}

/** Everything the staff order page shows, by order number; 404 when there is no such order. */
export async function staffOrderDetail(
  db: Database,
  number: string,
  optionTasks: Pick<OptionTasks, 'ofOrder'>,
  invoices: Pick<InvoiceService, 'ofOrders'>,
): Promise<StaffOrderDetail> {
  const order = await loadOrder(db, { number });
  if (!order) throw new DomainError('not_found', 'not_found', `Order ${number} not found.`);
  const titles = new Map(order.lines.map((line) => [line.designId, line.title]));
  const [grantRows, recorded, tasks, issued, sites, quote] = await Promise.all([
    db.select().from(downloadGrants).where(eq(downloadGrants.orderId, order.id)).orderBy(asc(downloadGrants.designId)),
    eventsOf(db, order.id),
    optionTasks.ofOrder(order.id, titles),
    staffInvoices(invoices, order),
    buildSitesOf(db, [order.id]),
    quoteOf(db, order),
  ]);
  const now = Date.now();
  const paid = order.status === 'paid';
  // Each design's files together, the plan set first.
  const sorted = [...grantRows].sort((a, b) => a.designId.localeCompare(b.designId) || byFileOrder(a, b));
  const grants: StaffGrant[] = sorted.map((grant) => {
    const usesLeft = Math.max(0, grant.maxUses - grant.uses);
    const line = order.lines.find((candidate) => candidate.designId === grant.designId);
    return {
      designId: grant.designId,
      title: line?.title ?? grant.designId,
      file: grantFile(grant.file),
      label: grantFileLabel(grantFile(grant.file), line?.options ?? []),
      uses: grant.uses,
      maxUses: grant.maxUses,
      usesLeft,
      expiresAt: grant.expiresAt.toISOString(),
      lastUsedAt: grant.lastUsedAt?.toISOString() ?? null,
      open: paid && usesLeft > 0 && grant.expiresAt.getTime() > now,
    };
  });
  const anyDownload = grantRows.some((grant) => grant.uses > 0);
  const refundableCents = order.paidAt && order.status !== 'refunded' ? order.totalCents - order.refundedCents : 0;
  const billing = order.billing;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    delivery: deliveryOf(order.status, grantRows, now),
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    lines: order.lines.map((line) => ({ ...line, buildSite: sites.get(`${order.id}:${line.designId}`) ?? null })),
    totals: totalsOf(order),
    refundedCents: order.refundedCents,
    refundableCents: Math.max(0, refundableCents),
    buyer: {
      ...order.customer,
      phone: billing.phone ?? null,
      company: billing.company ?? null,
      country: billing.country ?? null,
    },
    billing,
    projectLocation: order.projectLocation,
    notes: order.notes,
    payment: {
      provider: order.paymentProvider,
      reference: order.paymentReference,
      bankReference: recordedBankReference(recorded.events),
    },
    timeline: timelineOf(recorded),
    grants,
    tasks,
    invoices: issued,
    quote,
    actions: {
      markPaid: order.status === 'awaiting_payment',
      cancel: order.status === 'awaiting_payment' || (paid && !anyDownload),
      refund: refundableCents > 0,
      resendConfirmation: true,
      resendDownloads: paid,
      manageGrants: paid && grants.length > 0,
    },
  };
}
