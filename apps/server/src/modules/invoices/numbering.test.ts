import { formatInvoiceNumber } from '@atelier/domain/invoices';
import { describe, expect, it } from 'vitest';
import { oneTo, payAtOnce, refundAtOnce, sequencesOf, storedInvoices } from '../../test/invoices.ts';
import { createStaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { takeInvoiceNumber } from './numbering.ts';

// A fresh database of its own: the numbers below are the first of the year. PostgreSQL runs them
// truly at once (see numbering.pg-test.ts for two server processes); PGlite one transaction at a time.
const app = useTestApp();
let paid: string[] = [];

describe('invoice and credit-note numbers', () => {
  it('20 payments at once are invoiced 1 to 20 of this year: no gap, no duplicate, one per order', async () => {
    paid = await payAtOnce([app], 20);
    const issued = await storedInvoices(app, paid);
    expect(sequencesOf(issued, 'invoice')).toEqual(oneTo(20));
    const year = issued[0]?.year ?? 0;
    expect(year).toBe(new Date().getUTCFullYear());
    expect(issued.map((row) => row.number).sort()).toEqual(
      oneTo(20).map((sequence) => formatInvoiceNumber('invoice', year, sequence)),
    );
    // The first of the year (rows come in issue-time order, which concurrent payments need not keep).
    expect(issued.map((row) => row.number).sort()[0]).toMatch(/^INV-\d{4}-000001$/);
    expect(new Set(issued.map((row) => row.orderNumber))).toEqual(new Set(paid));
  });

  it('20 refunds at once issue credit notes 1 to 20, in a sequence of their own', async () => {
    await refundAtOnce([app], paid, 1_000);
    const issued = await storedInvoices(app, paid);
    expect(sequencesOf(issued, 'credit_note')).toEqual(oneTo(20));
    expect(issued.filter((row) => row.kind === 'credit_note').map((row) => row.number)).toContain(
      formatInvoiceNumber('credit_note', issued[0]?.year ?? 0, 1),
    );
    expect(sequencesOf(issued, 'invoice')).toEqual(oneTo(20));
  });

  it('a transaction that fails after taking a number gives it back', async () => {
    await expect(
      app.database.db.transaction(async (tx) => {
        expect((await takeInvoiceNumber(tx, 'invoice', new Date())).sequence).toBe(21);
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    const [next] = await payAtOnce([app], 1);
    expect((await storedInvoices(app, [next ?? ''])).map((row) => row.sequence)).toEqual([21]);
  });

  it('Settings show the last number of each sequence this year and the next one', async () => {
    const admin = await createStaffSession(app, 'super_admin');
    const response = await app.server.inject({ url: '/api/admin/settings/invoice-numbering', headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    const year = new Date().getUTCFullYear();
    expect(response.json()).toEqual({
      year,
      sequences: [
        { kind: 'invoice', last: `INV-${year}-000021`, next: `INV-${year}-000022` },
        { kind: 'credit_note', last: `CN-${year}-000020`, next: `CN-${year}-000021` },
      ],
    });
  });
});
