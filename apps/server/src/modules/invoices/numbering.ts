import type { InvoiceNumbering } from '@atelier/domain/invoice-admin';
import { formatInvoiceNumber, INVOICE_KINDS, type InvoiceKind } from '@atelier/domain/invoices';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoiceSequences } from '../../db/schema/index.ts';

export interface InvoiceNumber {
  number: string;
  year: number;
  sequence: number;
}

/**
 * The next number of `kind` in the sequence of the year `issuedAt` falls in (UTC), taken inside the
 * transaction that issues it. The upsert locks the sequence's row until that transaction ends, so
 * issuers of one kind take their numbers one after another and a rollback gives the number back with
 * everything else: no gap, no duplicate. Take it as late as possible: the next issuer waits for the commit.
 */
export async function takeInvoiceNumber(tx: Database, kind: InvoiceKind, issuedAt: Date): Promise<InvoiceNumber> {
  const year = issuedAt.getUTCFullYear();
  const [taken] = await tx
    .insert(invoiceSequences)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.kind, invoiceSequences.year],
      set: { last: sql`${invoiceSequences.last} + 1` },
    })
    .returning({ last: invoiceSequences.last });
  if (!taken) throw new Error(`no ${kind} number was taken`);
  return { number: formatInvoiceNumber(kind, year, taken.last), year, sequence: taken.last };
}

/** Where each sequence of the current year stands: its last number issued and the next one. */
export async function invoiceNumbering(db: Database, now = new Date()): Promise<InvoiceNumbering> {
  const year = now.getUTCFullYear();
  const rows = await db
    .select({ kind: invoiceSequences.kind, last: invoiceSequences.last })
    .from(invoiceSequences)
    .where(eq(invoiceSequences.year, year));
  const lastOf = new Map(rows.map((row) => [row.kind, row.last]));
  return {
    year,
    sequences: INVOICE_KINDS.map((kind) => {
      const last = lastOf.get(kind) ?? 0;
      return {
        kind,
        last: last > 0 ? formatInvoiceNumber(kind, year, last) : null,
        next: formatInvoiceNumber(kind, year, last + 1),
      };
    }),
  };
}
