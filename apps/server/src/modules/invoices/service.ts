import { type InvoiceDocument, type InvoiceKind, parseInvoiceNumber } from '@atelier/domain/invoices';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices, orders } from '../../db/schema/index.ts';
import { invoiceNumbering } from './numbering.ts';
import { renderInvoicePdf } from './pdf.ts';

/** An invoice or credit note as the order pages list it. */
export interface IssuedInvoice {
  number: string;
  kind: InvoiceKind;
  issuedAt: Date;
  totalCents: number;
}

export interface InvoiceFile {
  filename: string;
  bytes: Uint8Array;
}

/** Reading what was issued (issue.ts issues, inside the payment's or the refund's transaction). */
export function createInvoiceService(db: Database) {
  return {
    /** The invoices and credit notes of each order, oldest first: one statement for a page of orders. */
    async ofOrders(orderIds: readonly string[]): Promise<Map<string, IssuedInvoice[]>> {
      const issued = new Map<string, IssuedInvoice[]>(orderIds.map((id) => [id, []]));
      if (orderIds.length === 0) return issued;
      const rows = await db
        .select({
          orderId: invoices.orderId,
          number: invoices.number,
          kind: invoices.kind,
          issuedAt: invoices.issuedAt,
          totalCents: sql<number>`(${invoices.document} ->> 'totalCents')::int`,
        })
        .from(invoices)
        .where(inArray(invoices.orderId, [...orderIds]))
        .orderBy(asc(invoices.issuedAt), asc(invoices.kind), asc(invoices.sequence));
      for (const { orderId, ...row } of rows) {
        issued.get(orderId)?.push({ ...row, kind: row.kind as InvoiceKind, totalCents: Number(row.totalCents) });
      }
      return issued;
    },

    /** One invoice or credit note by its number (any case), with its order; null when there is none. */
    async find(number: string): Promise<{ orderId: string; orderNumber: string; document: InvoiceDocument } | null> {
      if (!parseInvoiceNumber(number)) return null;
      const [row] = await db
        .select({ orderId: invoices.orderId, orderNumber: orders.number, document: invoices.document })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(invoices.number, number.trim().toUpperCase()));
      return row ?? null;
    },

    /** The PDF of an issued document, drawn from it alone. */
    async file(document: InvoiceDocument): Promise<InvoiceFile> {
      return { filename: `${document.number}.pdf`, bytes: await renderInvoicePdf(document) };
    },

    /** Settings: where this year's sequences stand. */
    numbering: () => invoiceNumbering(db),
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
