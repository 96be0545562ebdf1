import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { invoices, orders } from '../db/schema/index.ts';
import { placeTestOrder, staffInject } from './orders.ts';
import { createStaffSession } from './staff-session.ts';
import type { TestApp } from './test-app.ts';

/** The invoices and credit notes stored for these orders, oldest first. */
export async function storedInvoices(app: TestApp, orderNumbers: readonly string[]) {
  return app.database.db
    .select({
      orderNumber: orders.number,
      number: invoices.number,
      kind: invoices.kind,
      year: invoices.year,
      sequence: invoices.sequence,
      document: invoices.document,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(inArray(orders.number, [...orderNumbers]))
    .orderBy(asc(invoices.issuedAt), asc(invoices.sequence));
}

/**
 * Posts every request at once, the i-th through apps[i % apps.length] (server processes on one
 * database) with a sales member signed in there; throws when any is refused.
 */
async function postAtOnce(
  apps: readonly TestApp[],
  requests: readonly { url: string; payload?: Record<string, unknown> }[],
) {
  const staff = await Promise.all(apps.map(async (app) => ({ app, session: await createStaffSession(app, 'sales') })));
  const answers = await Promise.all(
    requests.map(({ url, payload }, index) => {
      const sender = staff[index % staff.length];
      if (!sender) throw new Error('postAtOnce needs an app');
      return staffInject(sender.app, sender.session, 'POST', url, payload);
    }),
  );
  const refused = answers.find((answer) => answer.statusCode !== 200);
  if (refused) throw new Error(`answered ${refused.statusCode}: ${refused.body}`);
}

/** Places `count` orders, then has staff mark them all paid at once; answers the orders' numbers. */
export async function payAtOnce(apps: readonly TestApp[], count: number): Promise<string[]> {
  const [first] = apps;
  if (!first) throw new Error('payAtOnce needs an app');
  const placed: string[] = [];
  for (let index = 0; index < count; index++) placed.push((await placeTestOrder(first)).orderNumber);
  await postAtOnce(
    apps,
    placed.map((number) => ({ url: `/api/admin/orders/${number}/mark-paid` })),
  );
  return placed;
}

/** Refunds `amountCents` of each order, all at once. */
export async function refundAtOnce(apps: readonly TestApp[], orderNumbers: readonly string[], amountCents: number) {
  await postAtOnce(
    apps,
    orderNumbers.map((number) => ({
      url: `/api/admin/orders/${number}/refunds`,
      payload: { amountCents, note: 'Refunded at once', actionId: randomUUID() },
    })),
  );
}

/** The sequences of the stored documents of one kind, sorted. */
export const sequencesOf = (rows: readonly { kind: string; sequence: number }[], kind: string) =>
  rows
    .filter((row) => row.kind === kind)
    .map((row) => row.sequence)
    .sort((a, b) => a - b);

/** 1, 2, …, count. */
export const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
