import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, notifications, orderEvents, orders, staffAuditLog } from '../../db/schema/index.ts';
import { buyerOrderView, placeTestOrder, staffInject } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let sales: StaffSession;
beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

const post = (url: string, payload?: Record<string, unknown>) => staffInject(app, sales, 'POST', url, payload);
const markPaid = (number: string) => post(`/api/admin/orders/${number}/mark-paid`);

async function rowsFor(number: string) {
  const db = app.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) throw new Error('no order');
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
  const audit = await db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetType, 'order'), eq(staffAuditLog.targetId, number)));
  const [customer] = await db.select().from(customers).where(eq(customers.id, order.customerId));
  return { order, events, audit, customer };
}

describe('order timeline, notifications and customer figures', () => {
  it('records placed and paid, tells staff, and keeps the customer figures', async () => {
    const email = `figures-${randomUUID().slice(0, 6)}@example.com`;
    const first = await placeTestOrder(app, { email });
    await placeTestOrder(app, { email });
    await markPaid(first.orderNumber);
    const { events, audit, customer } = await rowsFor(first.orderNumber);
    expect(events.map((event) => [event.kind, event.staffName])).toEqual([
      ['placed', null],
      ['paid', sales.user.name],
    ]);
    expect(audit.map((row) => [row.action, row.staffUserId, row.staffName])).toEqual([
      ['order.mark_paid', sales.user.id, sales.user.name],
    ]);
    expect(customer).toMatchObject({ orderCount: 2, paidTotalCents: 1010000 });
    expect(customer?.lastOrderAt).toBeInstanceOf(Date);
    const links = (await app.database.db.select().from(notifications)).map((row) => `${row.kind} ${row.link}`);
    expect(links).toContain(`new_order /orders/${first.orderNumber}`);
    expect(links).toContain(`payment_received /orders/${first.orderNumber}`);
  });

  it('keeps the bank reference and the amount received on the timeline; refuses nonsense, changing nothing', async () => {
    const { orderNumber } = await placeTestOrder(app);
    for (const body of [
      { amountReceivedCents: -5 },
      { amountReceivedCents: 1.5 },
      { bankReference: 'x'.repeat(101) },
    ]) {
      const refused = await post(`/api/admin/orders/${orderNumber}/mark-paid`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await rowsFor(orderNumber)).order.status).toBe('awaiting_payment');
    const paid = await post(`/api/admin/orders/${orderNumber}/mark-paid`, {
      bankReference: ' SEPA 2026-11-26 0042 ',
      amountReceivedCents: 505000,
      actionId: randomUUID(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const timeline = paid.json().order.timeline as { kind: string; detail: string }[];
    expect(timeline.find((event) => event.kind === 'paid')?.detail).toContain(
      'Bank reference SEPA 2026-11-26 0042 · $5,050.00 received',
    );
    const { audit } = await rowsFor(orderNumber);
    expect(audit.find((row) => row.action === 'order.mark_paid')?.detail).toMatchObject({
      bankReference: 'SEPA 2026-11-26 0042',
      amountReceivedCents: 505000,
    });
  });

  it('counts bank transfers awaiting staff action', async () => {
    const before = await app.services.orders.countAwaitingAction();
    const { orderNumber } = await placeTestOrder(app);
    expect(await app.services.orders.countAwaitingAction()).toBe(before + 1);
    await markPaid(orderNumber);
    expect(await app.services.orders.countAwaitingAction()).toBe(before);
  });

  it('records a download with the client address and when the link was last used', async () => {
    const { orderNumber, confirmationUrl } = await placeTestOrder(app);
    await markPaid(orderNumber);
    const [link] = (await buyerOrderView(app, confirmationUrl)).downloads;
    const response = await app.server.inject({
      url: link.url,
      headers: { host: PUBLIC_HOST },
      remoteAddress: '10.9.8.7',
    });
    expect(response.statusCode).toBe(200);
    const order = (await staffInject(app, sales, 'GET', `/api/admin/orders/${orderNumber}`)).json().order;
    const download = order.timeline.find((event: { kind: string }) => event.kind === 'download');
    expect(download).toMatchObject({ ip: '10.9.8.7', staffName: null, detail: expect.stringContaining('use 1 of 5') });
    const grant = order.grants.find((entry: { designId: string }) => entry.designId === link.designId);
    expect(grant).toMatchObject({ uses: 1, usesLeft: 4 });
    expect(grant.lastUsedAt).toEqual(expect.any(String));
    expect(order.delivery).toBe('downloaded');
    expect(order.actions.cancel).toBe(false);
  });
});

describe('staff order actions', () => {
  it('adds an internal note once per action id', async () => {
    const { orderNumber } = await placeTestOrder(app);
    // The confirmation mail's status is in the timeline: settle it first, so both answers can be compared whole.
    await app.services.email.deliverDue();
    const body = { note: 'Called the buyer about the invoice.', actionId: randomUUID() };
    const first = await post(`/api/admin/orders/${orderNumber}/notes`, body);
    expect(first.statusCode).toBe(200);
    const again = await post(`/api/admin/orders/${orderNumber}/notes`, body);
    expect(again.json()).toEqual(first.json());
    const note = first.json().order.timeline.find((event: { kind: string }) => event.kind === 'note');
    expect(note).toMatchObject({ detail: body.note, staffName: sales.user.name });
    const { events, audit } = await rowsFor(orderNumber);
    expect(events.filter((event) => event.kind === 'note')).toHaveLength(1);
    expect(audit.map((row) => row.action)).toEqual(['order.note']);

    const bad = await post(`/api/admin/orders/${orderNumber}/notes`, { note: '  ', actionId: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      note: 'The note is required.',
      actionId: 'The action id must be a UUID.',
    });
  });

  it('records refunds up to what was paid; a full refund closes the downloads', async () => {
    const { orderNumber, confirmationUrl } = await placeTestOrder(app);
    const url = `/api/admin/orders/${orderNumber}/refunds`;
    const unpaid = await post(url, { amountCents: 100, note: 'x', actionId: randomUUID() });
    expect(unpaid.statusCode).toBe(409);
    await markPaid(orderNumber);

    const partial = { amountCents: 10000, note: 'Goodwill', actionId: randomUUID() };
    expect((await post(url, partial)).json().order).toMatchObject({ refundedCents: 10000, status: 'paid' });
    // Clicked twice: nothing changes.
    expect((await post(url, partial)).json().order).toMatchObject({ refundedCents: 10000, refundableCents: 1000000 });

    const tooMuch = await post(url, { amountCents: 1000001, note: 'Too much', actionId: randomUUID() });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.fields.amountCents).toBe(`At most $10,000.00 can be refunded on order ${orderNumber}.`);
    const invalid = await post(url, { amountCents: -5, note: 'x', actionId: randomUUID() });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields.amountCents).toBe('The amount must be more than zero.');

    const rest = await post(url, { amountCents: 1000000, note: 'Cancelled project', actionId: randomUUID() });
    expect(rest.json().order).toMatchObject({
      status: 'refunded',
      refundedCents: 1010000,
      refundableCents: 0,
      delivery: 'not_available',
      actions: { refund: false, cancel: false, resendDownloads: false },
    });
    const view = await buyerOrderView(app, confirmationUrl);
    expect(view).toMatchObject({ status: 'refunded', downloads: [] });
    const { events, audit, customer } = await rowsFor(orderNumber);
    expect(events.filter((event) => event.kind === 'refund')).toHaveLength(2);
    expect(audit.filter((row) => row.action === 'order.refund')).toHaveLength(2);
    expect(customer?.paidTotalCents).toBe(0);
    const cancel = await post(`/api/admin/orders/${orderNumber}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(`Order ${orderNumber} was refunded and cannot be cancelled.`);
  });

  it('cancels once: a second click changes nothing', async () => {
    const { orderNumber } = await placeTestOrder(app);
    const first = await post(`/api/admin/orders/${orderNumber}/cancel`);
    expect(first.json().order).toMatchObject({ status: 'cancelled', actions: { cancel: false, markPaid: false } });
    expect((await post(`/api/admin/orders/${orderNumber}/cancel`)).statusCode).toBe(200);
    const { events, audit } = await rowsFor(orderNumber);
    expect(events.filter((event) => event.kind === 'cancelled')).toHaveLength(1);
    expect(audit.map((row) => row.action)).toEqual(['order.cancel']);
  });

  it('resends the confirmation, and the download links only once paid', async () => {
    const email = `resend-${randomUUID().slice(0, 6)}@example.com`;
    const { orderNumber } = await placeTestOrder(app, { email });
    const url = `/api/admin/orders/${orderNumber}/resend-email`;
    const refused = await post(url, { kind: 'downloads', actionId: randomUUID() });
    expect(refused.statusCode).toBe(409);
    const body = { kind: 'confirmation', actionId: randomUUID() };
    const resent = await post(url, body);
    expect(resent.statusCode).toBe(200);
    await post(url, body);
    expect((await outboxMail(app, email)).map((mail) => mail.kind)).toEqual([
      'order_confirmation',
      'order_confirmation',
    ]);
    const event = resent.json().order.timeline.find((entry: { kind: string }) => entry.kind === 'email_resent');
    expect(event.detail).toBe(`Order confirmation sent again to ${email}`);
    await markPaid(orderNumber);
    expect((await post(url, { kind: 'downloads', actionId: randomUUID() })).statusCode).toBe(200);
    expect((await outboxMail(app, email)).filter((mail) => mail.kind === 'payment_received')).toHaveLength(2);
    expect((await post(url, { kind: 'sms', actionId: randomUUID() })).statusCode).toBe(400);
  });

  it('extends a download and resets its uses, once per action id', async () => {
    const { orderNumber, confirmationUrl } = await placeTestOrder(app);
    const grantsUrl = `/api/admin/orders/${orderNumber}/grants`;
    expect((await post(`${grantsUrl}/reset`, { designId: 'design-001', actionId: randomUUID() })).statusCode).toBe(409);
    await markPaid(orderNumber);
    const link = (await buyerOrderView(app, confirmationUrl)).downloads.find(
      (entry: { designId: string }) => entry.designId === 'design-001',
    );
    for (let use = 0; use < 2; use++) {
      await app.server.inject({ url: link.url, headers: { host: PUBLIC_HOST } });
    }
    const grant = (order: { grants: { designId: string; uses: number; expiresAt: string }[] }) =>
      order.grants.find((entry) => entry.designId === 'design-001');

    const reset = { designId: 'design-001', actionId: randomUUID() };
    const afterReset = (await post(`${grantsUrl}/reset`, reset)).json().order;
    expect(grant(afterReset)).toMatchObject({ uses: 0, usesLeft: 5 });
    await app.server.inject({ url: link.url, headers: { host: PUBLIC_HOST } });
    // Repeating the reset does not wipe the use made since.
    expect(grant((await post(`${grantsUrl}/reset`, reset)).json().order)?.uses).toBe(1);

    const before = Date.parse(grant(afterReset)?.expiresAt ?? '');
    const extend = { designId: 'design-001', days: 10, actionId: randomUUID() };
    const extended = (await post(`${grantsUrl}/extend`, extend)).json().order;
    expect(Date.parse(grant(extended)?.expiresAt ?? '') - before).toBe(10 * 86_400_000);
    expect((await post(`${grantsUrl}/extend`, extend)).json().order.grants).toEqual(extended.grants);

    const unknown = await post(`${grantsUrl}/extend`, { designId: 'design-999', days: 1, actionId: randomUUID() });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.designId).toContain('design-999');
    const bad = await post(`${grantsUrl}/extend`, { designId: 'design-001', days: 0, actionId: randomUUID() });
    expect(bad.json().error.fields.days).toBe('Extend by at least 1 day.');
    const { events, audit } = await rowsFor(orderNumber);
    expect(events.filter((event) => event.kind.startsWith('grant_')).map((event) => event.kind)).toEqual([
      'grant_reset',
      'grant_extended',
    ]);
    expect(audit.map((row) => row.action)).toEqual(['order.mark_paid', 'order.grant_reset', 'order.grant_extend']);
  });

  it('answers 404 for an unknown order and 403 without the update permission', async () => {
    expect((await post('/api/admin/orders/AP-NONE-0000/notes', { note: 'x', actionId: randomUUID() })).statusCode).toBe(
      404,
    );
    const { orderNumber } = await placeTestOrder(app);
    const editor = await createStaffSession(app, 'content_editor');
    const refused = await staffInject(app, editor, 'POST', `/api/admin/orders/${orderNumber}/notes`, {
      note: 'x',
      actionId: randomUUID(),
    });
    expect(refused.statusCode).toBe(403);
    expect((await rowsFor(orderNumber)).events.filter((event) => event.kind === 'note')).toEqual([]);
  });
});
