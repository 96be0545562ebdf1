import { countryName } from '@atelier/domain/checkout';
import type { InvoiceBuyer, InvoiceDocument, InvoiceLine, InvoiceSeller } from '@atelier/domain/invoices';
import { lineBreakdown } from '@atelier/domain/line-breakdown';
import type { PricedLine } from '@atelier/domain/orders';
import { paperSizeOf } from '@atelier/domain/paper-size';
import { linesOf, type StudioDetails } from '@atelier/domain/studio-details';
import type { InvoiceNumber } from './numbering.ts';

/** What an invoice or credit note is written from: the order as stored (an order record or row has it all). */
export interface InvoicedOrder {
  id: string;
  number: string;
  createdAt: Date;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  promoCode: string | null;
  creditCents: number;
  creditNote: string | null;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  paymentReference: string | null;
  /** As entered at checkout: name, email, phone, company, country, address, vatNumber. */
  billing: Record<string, string | null>;
}

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export function sellerOf(studio: StudioDetails): InvoiceSeller {
  const legalName = orNull(studio.legalName);
  return {
    name: legalName ?? studio.name,
    tradingName: legalName && legalName !== studio.name ? studio.name : null,
    address: linesOf(studio.address),
    email: studio.email,
    phone: studio.phone,
    vatNumber: orNull(studio.vatNumber),
    companyNumber: orNull(studio.companyNumber),
  };
}

export function buyerOf(billing: InvoicedOrder['billing']): InvoiceBuyer {
  const country = orNull(billing.country);
  return {
    name: billing.name ?? '',
    company: orNull(billing.company),
    email: billing.email ?? '',
    address: linesOf(billing.address ?? ''),
    country: country ? countryName(country) : '',
    vatNumber: orNull(billing.vatNumber),
  };
}

/** An order line as the invoice prints it: the design, then its price as it adds up (the licence, each plan option). */
function invoiceLine(line: PricedLine): InvoiceLine {
  return {
    description: line.title,
    details: [],
    rows: lineBreakdown(line).map(({ label, cents }) => ({ label, cents })),
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    totalCents: line.lineTotalCents,
  };
}

function common(order: InvoicedOrder, studio: StudioDetails, numbered: InvoiceNumber, issuedAt: Date) {
  return {
    version: 2 as const,
    number: numbered.number,
    issuedAt: issuedAt.toISOString(),
    orderNumber: order.number,
    orderedAt: order.createdAt.toISOString(),
    seller: sellerOf(studio),
    buyer: buyerOf(order.billing),
    currency: order.currency,
    taxRateBasisPoints: order.taxRateBasisPoints,
    paperSize: paperSizeOf(studio),
  };
}

/** The invoice of a paid order: its lines and totals as charged. */
export function invoiceDocument(
  order: InvoicedOrder & { lines: readonly PricedLine[] },
  studio: StudioDetails,
  numbered: InvoiceNumber,
  issuedAt: Date,
): InvoiceDocument {
  return {
    ...common(order, studio, numbered, issuedAt),
    kind: 'invoice',
    creditedInvoice: null,
    lines: order.lines.map(invoiceLine),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    promoCode: order.promoCode,
    creditCents: order.creditCents,
    creditNote: order.creditNote,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    note: order.paymentReference ? `Payment reference: ${order.paymentReference}` : null,
  };
}

/**
 * The tax inside a refund of `amountCents` after `refundedBeforeCents` were refunded: the order's share
 * of tax in everything refunded so far, less the share already credited. Rounding the running total
 * makes the credit notes of a fully refunded order add up to its tax to the cent.
 */
export function taxInRefund(
  order: Pick<InvoicedOrder, 'taxCents' | 'totalCents'>,
  refundedBeforeCents: number,
  amountCents: number,
) {
  if (order.totalCents <= 0) return 0;
  const taxOf = (refunded: number) => Math.round((refunded * order.taxCents) / order.totalCents);
  return taxOf(refundedBeforeCents + amountCents) - taxOf(refundedBeforeCents);
}

export interface Refund {
  amountCents: number;
  /** What earlier refunds of the order returned. */
  refundedBeforeCents: number;
  note: string;
}

/** The credit note of one refund: one line for the amount returned, before tax, and its tax. */
export function creditNoteDocument(
  order: InvoicedOrder,
  invoiceNumber: string | null,
  refund: Refund,
  studio: StudioDetails,
  numbered: InvoiceNumber,
  issuedAt: Date,
): InvoiceDocument {
  const taxCents = taxInRefund(order, refund.refundedBeforeCents, refund.amountCents);
  const netCents = refund.amountCents - taxCents;
  const full = refund.refundedBeforeCents + refund.amountCents >= order.totalCents;
  return {
    ...common(order, studio, numbered, issuedAt),
    kind: 'credit_note',
    creditedInvoice: invoiceNumber,
    lines: [
      {
        description: `${full && refund.refundedBeforeCents === 0 ? 'Full refund' : 'Refund'} of order ${order.number}`,
        details: invoiceNumber ? [`Credits invoice ${invoiceNumber}`] : [],
        quantity: 1,
        unitPriceCents: netCents,
        totalCents: netCents,
      },
    ],
    subtotalCents: netCents,
    taxCents,
    totalCents: refund.amountCents,
    note: `Reason: ${refund.note}`,
  };
}
