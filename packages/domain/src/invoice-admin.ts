import './zod-config.ts';
import { z } from 'zod';
import { INVOICE_KINDS } from './invoices.ts';

/** Zod schemas of the invoices' staff API (invoices.ts holds the model and its plain functions). */

const isoDateTime = z.iso.datetime();

/** An invoice or credit note on the staff order page. */
export const staffInvoiceSchema = z.object({
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: isoDateTime,
  /** What it charges (an invoice) or credits (a credit note), tax included. */
  totalCents: z.number().int().nonnegative(),
  /** The PDF, on the staff API. */
  url: z.string(),
});
export type StaffInvoice = z.infer<typeof staffInvoiceSchema>;

/** GET /api/admin/settings/invoice-numbering: where each sequence stands this year (UTC). */
export const invoiceNumberingSchema = z.object({
  year: z.number().int(),
  sequences: z.array(
    z.object({
      kind: z.enum(INVOICE_KINDS),
      /** The last number issued this year; null before the first. */
      last: z.string().nullable(),
      /** The number the next one will get. */
      next: z.string(),
    }),
  ),
});
export type InvoiceNumbering = z.infer<typeof invoiceNumberingSchema>;
