import type { Cents } from './money.ts';
import type { PaperSize } from './paper-size.ts';

/*
 * Invoices and credit notes (docs/decisions/045-invoices.md). Paying an order issues its invoice; each
 * refund issues a credit note. Each kind is numbered in its own gap-free sequence per calendar year (UTC),
 * and what is printed is frozen in a document when it is issued: the PDF is drawn from that document
 * alone, so a later change to the studio's settings, the buyer's details or a design never changes it.
 * No schema here: the storefront's order page reads these types and labels.
 */

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
};

const PREFIXES: Record<InvoiceKind, string> = { invoice: 'INV', credit_note: 'CN' };
const KIND_OF_PREFIX = new Map(Object.entries(PREFIXES).map(([kind, prefix]) => [prefix, kind as InvoiceKind]));

/** (invoice, 2026, 1) → 'INV-2026-000001'; a year past 999,999 numbers simply grows a digit. */
export function formatInvoiceNumber(kind: InvoiceKind, year: number, sequence: number): string {
  return `${PREFIXES[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** 'INV-2026-000001' (any case) → its kind, year and sequence; null for anything else. */
export function parseInvoiceNumber(text: string): { kind: InvoiceKind; year: number; sequence: number } | null {
  const match = /^(INV|CN)-(\d{4})-(\d{6,9})$/.exec(text.trim().toUpperCase());
  const kind = match && KIND_OF_PREFIX.get(match[1] ?? '');
  if (!match || !kind) return null;
  return { kind, year: Number(match[2]), sequence: Number(match[3]) };
}

/** An invoice or credit note of an order, as the buyer's pages link it. */
export interface InvoiceLink {
  number: string;
  kind: InvoiceKind;
  issuedAt: string;
  /** The PDF: carries the order page's token when the page was opened with one. */
  url: string;
}

/** The studio as the document names it: the legal details from the settings when it was issued. */
export interface InvoiceSeller {
  /** The legal name, else the shop name. */
  name: string;
  /** The shop's name when it differs from the legal name. */
  tradingName: string | null;
  address: string[];
  email: string;
  phone: string;
  vatNumber: string | null;
  companyNumber: string | null;
}

/** The buyer's billing details as entered at checkout. */
export interface InvoiceBuyer {
  name: string;
  company: string | null;
  email: string;
  address: string[];
  /** The country's name. */
  country: string;
  vatNumber: string | null;
}

export interface InvoiceLine {
  description: string;
  /** Printed under the description: a credit note's invoice; in version 1, the licence and each option with its price. */
  details: string[];
  /**
   * From version 2: the line's price as rows adding up to `totalCents` (line-breakdown.ts), the licence
   * for its builds and each plan option, printed in place of version 1's quantity and unit price columns.
   */
  rows?: { label: string; cents: Cents }[];
  quantity: number;
  unitPriceCents: Cents;
  totalCents: Cents;
}

/**
 * Everything an invoice or credit note prints, frozen when it is issued. A credit note keeps its amounts
 * positive; the PDF prints them as credits.
 */
export interface InvoiceDocument {
  /**
   * The layout the document was written for, so a later layout can still draw it: 1 printed each line's
   * quantity, unit price and amount; 2 prints each line's price as rows adding up to its amount.
   */
  version: 1 | 2;
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  orderNumber: string;
  orderedAt: string;
  /** A credit note's invoice (null when the order was paid before invoices were issued); null on an invoice. */
  creditedInvoice: string | null;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  currency: string;
  lines: InvoiceLine[];
  subtotalCents: Cents;
  /** What a promotion code took off the subtotal, and the code (decision 049); absent before codes existed. */
  discountCents?: Cents;
  promoCode?: string | null;
  /** A study set's credit and its note (decision 051); absent before study sets existed. */
  creditCents?: Cents;
  creditNote?: string | null;
  taxRateBasisPoints: number;
  taxCents: Cents;
  totalCents: Cents;
  /** The payment reference on an invoice; the refund's reason on a credit note. */
  note: string | null;
  /** The paper it is drawn on, as the settings said when it was issued (decision 066); absent before: A4. */
  paperSize?: PaperSize;
}
