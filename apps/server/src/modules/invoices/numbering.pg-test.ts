import { describe, expect, it } from 'vitest';
import { oneTo, payAtOnce, refundAtOnce, sequencesOf, storedInvoices } from '../../test/invoices.ts';
import { twoServerProcesses } from '../../test/two-processes.ts';
import { takeInvoiceNumber } from './numbering.ts';

// Two server processes on one PostgreSQL database, each with its pool of connections: the payments and
// refunds below really run at the same time, and only the sequence row's lock orders them.
const processes = twoServerProcesses();
const both = () => [processes.first, processes.second];
let paid: string[] = [];

describe('invoice and credit-note numbers across server processes', () => {
  it('20 payments at once through two processes are invoiced 1 to 20: no gap, no duplicate', async () => {
    paid = await payAtOnce(both(), 20);
    const issued = await storedInvoices(processes.first, paid);
    expect(sequencesOf(issued, 'invoice')).toEqual(oneTo(20));
    expect(new Set(issued.map((row) => row.number)).size).toBe(20);
    expect(new Set(issued.map((row) => row.orderNumber))).toEqual(new Set(paid));
  });

  it('20 refunds at once through two processes issue credit notes 1 to 20', async () => {
    await refundAtOnce(both(), paid, 1_000);
    expect(sequencesOf(await storedInvoices(processes.first, paid), 'credit_note')).toEqual(oneTo(20));
  });

  it('a payment waits while another issuer holds the next number, and gets it when that one fails', async () => {
    let fail = () => {};
    const failing = new Promise<void>((resolve) => {
      fail = resolve;
    });
    let taken: (sequence: number) => void = () => {};
    const took = new Promise<number>((resolve) => {
      taken = resolve;
    });
    const failed = processes.first.database.db.transaction(async (tx) => {
      taken((await takeInvoiceNumber(tx, 'invoice', new Date())).sequence);
      await failing;
      throw new Error('the payment failed');
    });
    expect(await took).toBe(21);
    const paying = payAtOnce([processes.second], 1);
    // Long enough for the payment to reach the sequence and wait on its lock.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    fail();
    await expect(failed).rejects.toThrow('the payment failed');
    const [number] = await paying;
    expect((await storedInvoices(processes.first, [number ?? ''])).map((row) => row.sequence)).toEqual([21]);
  });
});
