import { randomUUID } from 'node:crypto';
import type { InvoiceDocument } from '@atelier/domain/invoices';
import type { PricedLine } from '@atelier/domain/orders';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { readStudioDetails } from '../settings/store.ts';
import { creditNoteDocument, type InvoicedOrder, invoiceDocument, type Refund } from './document.ts';
import { takeInvoiceNumber } from './numbering.ts';

// Issuing runs inside the transaction of the change that causes it (the payment, the refund): the
// document is frozen and numbered there, so it exists exactly when the change does.

async function store(tx: Database, orderId: string, document: InvoiceDocument, year: number, sequence: number) {
  await tx.insert(invoices).values({
    id: randomUUID(),
    number: document.number,
    kind: document.kind,
    orderId,
    year,
    sequence,
    document,
    issuedAt: new Date(document.issuedAt),
  });
}

/**
 * The invoice of an order being marked paid, in that transaction; answers its number. The studio's
 * details are read from the database (never a cached copy), then the number is taken last.
 */
export async function issueInvoice(tx: Database, order: InvoicedOrder & { lines: readonly PricedLine[] }) {
  const studio = await readStudioDetails(tx);
  const issuedAt = new Date();
  const numbered = await takeInvoiceNumber(tx, 'invoice', issuedAt);
  await store(tx, order.id, invoiceDocument(order, studio, numbered, issuedAt), numbered.year, numbered.sequence);
  return numbered.number;
}

/** The credit note of a refund being recorded, in that transaction; answers its number. */
export async function issueCreditNote(tx: Database, order: InvoicedOrder, refund: Refund) {
  const studio = await readStudioDetails(tx);
  const [invoice] = await tx
    .select({ number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  const issuedAt = new Date();
  const numbered = await takeInvoiceNumber(tx, 'credit_note', issuedAt);
  const document = creditNoteDocument(order, invoice?.number ?? null, refund, studio, numbered, issuedAt);
  await store(tx, order.id, document, numbered.year, numbered.sequence);
  return numbered.number;
}
