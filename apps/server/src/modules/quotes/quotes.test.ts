// @postgres: raw SQL, concurrent requests.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StaffQuote, StaffQuoteList } from '@atelier/domain/quotes';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactInquiries,
  downloadGrants,
  notifications,
  orders,
  quotes,
  staffAuditLog,
} from '../../db/schema/index.ts';
import { migrationsFolder } from '../../paths.ts';
import { storedInvoices } from '../../test/invoices.ts';
import { buyerOrderView, pageCount, pdfText, placeTestOrder, staffInject } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import {
  acceptBody,
  buyerPost,
  buyerQuote,
  quoteTerms,
  requestModification,
  sentQuote,
  uploadDrawing,
} from '../../test/quotes.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { PRELIMINARY_DRAWINGS } from '../plans/stamp.ts';

const app = useTestApp();
let sales: StaffSession;
let editor: StaffSession;

beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
  editor = await createStaffSession(app, 'content_editor');
});

const buyerEmail = () => `quote-${randomUUID().slice(0, 8)}@example.com`;
const staffQuote = async (number: string) =>
  (await staffInject(app, sales, 'GET', `/api/admin/quotes/${number}`)).json<{ quote: StaffQuote }>().quote;
const markPaid = async (orderNumber: string) => {
  const response = await staffInject(app, sales, 'POST', `/api/admin/orders/${orderNumber}/mark-paid`);
  expect(response.statusCode, response.body).toBe(200);
};
/** The buyer's API address of a drawing link on their quote page ('/quote/Q-…/drawing/…?token=…'). */
const drawingApiUrl = (url: string) => url.replace('/quote/', '/api/quotes/').replace('/drawing/', '/drawings/');
const orderId = async (number: string) =>
  (await app.database.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number)))[0]?.id ?? '';

describe('modification quotes', () => {
  it('go from a request to delivered drawings: deposit, preliminary versions, approval, final, balance', async () => {
    const email = buyerEmail();
    const inquiryId = await requestModification(app, email);
    const created = await staffInject(app, sales, 'POST', '/api/admin/quotes', { inquiryId, ...quoteTerms() });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<{ quote: StaffQuote }>().quote;
    expect(draft).toMatchObject({
      status: 'draft',
      buyerName: 'Grace Hopper',
      email,
      designId: 'design-005',
      totalCents: 120_000,
      depositCents: 48_000,
      balanceCents: 72_000,
      can: { edit: true, send: true, uploadPreliminary: false, uploadFinal: false },
    });
    const path = app.services.quotes.buyerPath({ id: draft.id, number: draft.number });
    // A draft is nobody's yet.
    expect(
      (await app.server.inject({ url: `/api/quotes/${draft.number}?token=x`, headers: { host: PUBLIC_HOST } }))
        .statusCode,
    ).toBe(404);

    const sent = await staffInject(app, sales, 'POST', `/api/admin/quotes/${draft.number}/send`);
    expect(sent.json<{ quote: StaffQuote }>().quote.status).toBe('sent');
    const [mail] = await outboxMail(app, email).then((mails) => mails.filter((m) => m.kind === 'quote_sent'));
    expect(mail?.message?.subject).toBe(`Your quote ${draft.number} for ${draft.designTitle}`);
    expect(mail?.message?.text).toContain(`${app.env.publicOrigin}${path}`);
    expect(mail?.message?.text).toContain('A deposit of 40 % ($480.00)');

    const offered = await buyerQuote(app, path);
    expect(offered.can).toEqual({ accept: true, decline: true, decide: false, payBalance: false });
    const wrongToken = await app.server.inject({
      url: `/api/quotes/${draft.number}?token=forged`,
      headers: { host: PUBLIC_HOST },
    });
    expect(wrongToken.statusCode).toBe(404);

    // Accepting needs the terms; a refusal places nothing.
    const noTerms = await buyerPost(app, path, 'accept', acceptBody({ acceptTerms: false }));
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().error.fields.acceptTerms).toBe('Please accept the terms of the quote.');
    expect((await staffQuote(draft.number)).depositOrder).toBeNull();

    const accepted = await buyerPost(app, path, 'accept', acceptBody());
    expect(accepted.statusCode, accepted.body).toBe(201);
    const deposit = accepted.json<{ orderNumber: string; confirmationUrl: string }>();
    // A second submission is the same order.
    const again = await buyerPost(app, path, 'accept', acceptBody());
    expect(again.json().orderNumber).toBe(deposit.orderNumber);
    const depositView = await buyerOrderView(app, deposit.confirmationUrl);
    expect(depositView.lines).toEqual([
      expect.objectContaining({ designId: 'design-005', licence: 'modification', unitPriceCents: 48_000, quantity: 1 }),
    ]);
    expect(depositView.status).toBe('awaiting_payment');
    expect(depositView.paymentInstructions).not.toBeNull();
    expect((await staffQuote(draft.number)).status).toBe('accepted');
    const [told] = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'quote_activity'), eq(notifications.link, `/quotes/${draft.number}`)));
    expect(told).toMatchObject({ title: `Quote ${draft.number} accepted`, resource: 'quotes' });

    // No drawings before the deposit is paid.
    expect((await uploadDrawing(app, sales, draft.number, 'preliminary')).statusCode).toBe(409);
    await markPaid(deposit.orderNumber);
    const working = await staffQuote(draft.number);
    expect(working.status).toBe('deposit_paid');
    expect(working.depositOrder).toMatchObject({ number: deposit.orderNumber, status: 'paid' });
    const dueInDays = (Date.parse(working.dueAt ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(dueInDays)).toBe(5);
    // The deposit grants none of the design's files, but it is invoiced at what was charged.
    const depositId = await orderId(deposit.orderNumber);
    expect(await app.database.db.select().from(downloadGrants).where(eq(downloadGrants.orderId, depositId))).toEqual(
      [],
    );
    const [invoice] = await storedInvoices(app, [deposit.orderNumber]);
    expect(invoice?.document.totalCents).toBe(depositView.totals.totalCents);

    // Preliminary drawings, v1: the buyer asks for changes (with a comment), then v2 is approved.
    const first = await uploadDrawing(app, sales, draft.number, 'preliminary');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ quote: StaffQuote }>().quote.status).toBe('awaiting_approval');
    const review = await buyerQuote(app, path);
    expect(review.can.decide).toBe(true);
    const v1 = review.drawings[0];
    expect(v1).toMatchObject({ kind: 'preliminary', version: 1, decision: null, uploadedBy: null });
    const opened = await app.server.inject({ url: drawingApiUrl(v1?.url ?? ''), headers: { host: PUBLIC_HOST } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    // The buyer's copy is watermarked on every page; staff open the file as uploaded.
    const pages = await pageCount(opened.rawPayload);
    expect(
      pdfText(opened.rawPayload)
        .split('\n')
        .filter((text) => text === PRELIMINARY_DRAWINGS),
    ).toHaveLength(pages);
    const asUploaded = await staffInject(app, sales, 'GET', `/api/admin/quotes/${draft.number}/drawings/${v1?.id}`);
    expect(pdfText(asUploaded.rawPayload)).not.toContain(PRELIMINARY_DRAWINGS);
    const silent = await buyerPost(app, path, `drawings/${v1?.id}/decision`, { decision: 'changes_requested' });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().error.fields.comment).toBe('Say what should change.');
    const changes = await buyerPost(app, path, `drawings/${v1?.id}/decision`, {
      decision: 'changes_requested',
      comment: 'Move the stair to the north wall.',
    });
    expect(changes.statusCode, changes.body).toBe(204);
    expect((await uploadDrawing(app, sales, draft.number, 'final')).statusCode).toBe(409);
    // Staff say what changed in the new version (at most 500 characters), and the buyer reads it beside it.
    const tooLong = await uploadDrawing(app, sales, draft.number, 'preliminary', undefined, { note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.note).toBe('The note must be at most 500 characters.');
    const note = 'The stair moved to the north wall; the hall is 2 ft wider.';
    const second = await uploadDrawing(app, sales, draft.number, 'preliminary', undefined, { note: `  ${note} ` });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<{ quote: StaffQuote }>().quote.drawings.map((drawing) => drawing.note)).toEqual([null, note]);
    const v2 = (await buyerQuote(app, path)).drawings.find((drawing) => drawing.version === 2);
    expect(v2).toMatchObject({ version: 2, note });
    // The first version's decision is final.
    const late = await buyerPost(app, path, `drawings/${v1?.id}/decision`, { decision: 'approved' });
    expect(late.statusCode).toBe(409);
    expect((await buyerPost(app, path, `drawings/${v2?.id}/decision`, { decision: 'approved' })).statusCode).toBe(204);
    expect((await staffQuote(draft.number)).can).toMatchObject({ uploadPreliminary: false, uploadFinal: true });

    // Final drawings (by design staff): the balance is due, then paid, and the drawings are delivered.
    expect((await uploadDrawing(app, editor, draft.number, 'final')).statusCode).toBe(200);
    const due = await buyerQuote(app, path);
    expect(due.status).toBe('final');
    expect(due.can.payBalance).toBe(true);
    // The final drawings are listed but do not open before the balance is paid, nor after: they are
    // delivered, stamped, with the balance's order.
    const finalDrawing = due.drawings.find((drawing) => drawing.kind === 'final');
    expect(finalDrawing).toMatchObject({ version: 1, url: null });
    const closed = await app.server.inject({
      url: drawingApiUrl(`${path.split('?')[0]}/drawing/${finalDrawing?.id}?${path.split('?')[1]}`),
      headers: { host: PUBLIC_HOST },
    });
    expect(closed.statusCode).toBe(404);
    const finalMail = (await outboxMail(app, email)).find((m) => m.kind === 'quote_final_ready');
    expect(finalMail?.message?.text).toContain('Pay the balance of $720.00');
    // Three payments of the balance at once place one order, recorded once.
    const balances = await Promise.all(
      Array.from({ length: 3 }, () => buyerPost(app, path, 'balance', { idempotencyKey: randomUUID() })),
    );
    for (const balance of balances) expect(balance.statusCode, balance.body).toBe(201);
    const balanceOrder = balances[0]?.json<{ orderNumber: string; confirmationUrl: string }>() ?? {
      orderNumber: '',
      confirmationUrl: '',
    };
    expect(new Set(balances.map((balance) => balance.json().orderNumber))).toEqual(new Set([balanceOrder.orderNumber]));
    expect((await buyerPost(app, path, 'balance', { idempotencyKey: randomUUID() })).json().orderNumber).toBe(
      balanceOrder.orderNumber,
    );
    const balanceSteps = (await staffQuote(draft.number)).events.filter((event) => event.kind === 'balance_ordered');
    expect(balanceSteps).toHaveLength(1);
    const balanceView = await buyerOrderView(app, balanceOrder.confirmationUrl);
    expect(balanceView.lines[0]).toMatchObject({ unitPriceCents: 72_000, licence: 'modification' });
    expect(balanceView.totals.subtotalCents + depositView.totals.subtotalCents).toBe(120_000);
    await markPaid(balanceOrder.orderNumber);

    const delivered = await buyerQuote(app, path);
    expect(delivered.status).toBe('delivered');
    expect(delivered.balanceOrder).toMatchObject({ number: balanceOrder.orderNumber, status: 'paid' });
    const paid = await buyerOrderView(app, balanceOrder.confirmationUrl);
    expect(paid.downloads).toEqual([
      expect.objectContaining({ label: 'Modified plans (PDF)', designId: 'design-005' }),
    ]);
    const download = await app.server.inject({ url: paid.downloads[0].url, headers: { host: PUBLIC_HOST } });
    expect(download.statusCode).toBe(200);
    // Stamped like a plan set: the buyer, the order and what it is.
    expect(pdfText(download.rawPayload)).toContain(
      `Licensed to Grace Hopper - Order ${balanceOrder.orderNumber} - Plan modification`,
    );

    // The history, newest first, and the audit log of the staff steps.
    const history = (await staffQuote(draft.number)).events.map((event) => [event.summary, event.actor]);
    expect(history).toEqual([
      [`Balance paid (order ${balanceOrder.orderNumber}): final drawings delivered`, null],
      [`Balance ordered (order ${balanceOrder.orderNumber})`, 'Buyer'],
      ['Final drawings v1 uploaded', 'Test content_editor'],
      ['Preliminary drawings v2 approved', 'Buyer'],
      ['Preliminary drawings v2 uploaded', 'Test sales'],
      ['Changes requested to preliminary drawings v1', 'Buyer'],
      ['Preliminary drawings v1 uploaded', 'Test sales'],
      [`Deposit paid (order ${deposit.orderNumber})`, null],
      [`Deposit ordered (order ${deposit.orderNumber})`, 'Buyer'],
      ['Quote accepted', 'Buyer'],
      [`Quote sent to ${email}`, 'Test sales'],
      ['Quote drafted', 'Test sales'],
    ]);
    const audited = await app.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, draft.number));
    expect(audited.map((row) => row.action).sort()).toEqual([
      'quote.create',
      'quote.send',
      'quote.upload_drawing',
      'quote.upload_drawing',
      'quote.upload_drawing',
    ]);
  });

  it('answers its modification request once sent: no longer new, nor counted as not answered yet', async () => {
    const inquiryId = await requestModification(app, buyerEmail());
    const inquiry = async () =>
      (await staffInject(app, sales, 'GET', `/api/admin/support/inquiries/${inquiryId}`)).json().inquiry;
    const notAnswered = async () =>
      (await staffInject(app, sales, 'GET', '/api/admin/dashboard')).json().todo.support.newInquiries as number;
    expect((await inquiry()).status).toBe('new');
    const before = await notAnswered();
    const created = await staffInject(app, sales, 'POST', '/api/admin/quotes', { inquiryId, ...quoteTerms() });
    const { number } = created.json<{ quote: StaffQuote }>().quote;
    // A draft answers nothing yet.
    expect((await inquiry()).status).toBe('new');
    await staffInject(app, sales, 'POST', `/api/admin/quotes/${number}/send`);
    expect((await inquiry()).status).toBe('answered');
    expect(await notAnswered()).toBe(before - 1);
    // Archived and reopened, it is answered still: the quote went out.
    const status = (action: string) =>
      staffInject(app, sales, 'POST', `/api/admin/support/inquiries/${inquiryId}/status`, { action });
    await status('archive');
    expect((await (await status('reopen')).json()).inquiry.status).toBe('answered');
  });

  it('answers the requests quoted before the rule, and leaves those with a draft alone (migration 0040)', async () => {
    const quoted = await sentQuote(app, sales, buyerEmail());
    const inquiryId = quoted.quote.inquiryId ?? '';
    const drafted = await requestModification(app, buyerEmail());
    await staffInject(app, sales, 'POST', '/api/admin/quotes', { inquiryId: drafted, ...quoteTerms() });
    // As a request quoted before a sent quote answered it.
    await app.database.db.update(contactInquiries).set({ status: 'new' }).where(eq(contactInquiries.id, inquiryId));
    const migration = readFileSync(path.join(migrationsFolder, '0040_quoted_requests_answered.sql'), 'utf8');
    await app.database.db.execute(sql.raw(migration));
    const statusOf = async (id: string) =>
      (await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0]?.status;
    expect(await statusOf(inquiryId)).toBe('answered');
    expect(await statusOf(drafted)).toBe('new');
  });

  it('is listed by status with its due date, overdue once the studio is late', async () => {
    const { quote, path } = await sentQuote(app, sales, buyerEmail());
    const accepted = await buyerPost(app, path, 'accept', acceptBody());
    await markPaid(accepted.json().orderNumber);
    await app.database.db
      .update(quotes)
      .set({ dueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(quotes.number, quote.number));
    const list = async (query: string) =>
      (await staffInject(app, sales, 'GET', `/api/admin/quotes?${query}`)).json<StaffQuoteList>();
    const found = await list(`q=${quote.number}`);
    expect(found.quotes).toEqual([
      expect.objectContaining({ number: quote.number, status: 'deposit_paid', overdue: true, totalCents: 120_000 }),
    ]);
    expect((await list(`status=deposit_paid&q=${quote.number}`)).total).toBe(1);
    expect((await list(`status=sent&q=${quote.number}`)).total).toBe(0);
    expect((await staffInject(app, sales, 'GET', '/api/admin/quotes?status=nonsense')).statusCode).toBe(400);
  });

  it('expires after its last day, and a declined or expired quote cannot be accepted', async () => {
    const { quote, path } = await sentQuote(app, sales, buyerEmail());
    await app.database.db.update(quotes).set({ validUntil: '2020-01-01' }).where(eq(quotes.number, quote.number));
    const lapsed = await buyerQuote(app, path);
    expect(lapsed.status).toBe('expired');
    expect(lapsed.can.accept).toBe(false);
    expect((await buyerPost(app, path, 'accept', acceptBody())).statusCode).toBe(409);
    const list = await staffInject(app, sales, 'GET', `/api/admin/quotes?status=expired&q=${quote.number}`);
    expect(list.json<StaffQuoteList>().total).toBe(1);

    const other = await sentQuote(app, sales, buyerEmail());
    expect((await buyerPost(app, other.path, 'decline', { reason: 'Too dear.' })).statusCode).toBe(204);
    const declined = await buyerQuote(app, other.path);
    expect(declined.status).toBe('declined');
    expect(declined.events[0]).toMatchObject({ summary: 'Quote declined', comment: 'Too dear.' });
    expect((await buyerPost(app, other.path, 'accept', acceptBody())).statusCode).toBe(409);
  });

  it('places one deposit order however many acceptances arrive at once', async () => {
    const { quote, path } = await sentQuote(app, sales, buyerEmail());
    const answers = await Promise.all(Array.from({ length: 5 }, () => buyerPost(app, path, 'accept', acceptBody())));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().orderNumber)).size).toBe(1);
    const steps = (await staffQuote(quote.number)).events.map((event) => event.kind);
    expect(steps.filter((kind) => kind === 'accepted')).toHaveLength(1);
    expect(steps.filter((kind) => kind === 'deposit_ordered')).toHaveLength(1);
  });

  it('opens again when staff cancel its unpaid deposit order, and the buyer accepts with a new order', async () => {
    const { quote, path } = await sentQuote(app, sales, buyerEmail());
    const cancel = async (orderNumber: string) => {
      const response = await staffInject(app, sales, 'POST', `/api/admin/orders/${orderNumber}/cancel`);
      expect(response.statusCode, response.body).toBe(200);
    };
    const first = (await buyerPost(app, path, 'accept', acceptBody())).json<{ orderNumber: string }>();
    await cancel(first.orderNumber);
    const reopened = await staffQuote(quote.number);
    expect(reopened).toMatchObject({ status: 'sent', depositOrder: null });
    expect(reopened.events.map((event) => event.summary)).toContain(
      `Deposit order ${first.orderNumber} cancelled: open again`,
    );
    expect((await buyerQuote(app, path)).can.accept).toBe(true);

    const accepted = await buyerPost(app, path, 'accept', acceptBody());
    expect(accepted.statusCode, accepted.body).toBe(201);
    const second = accepted.json<{ orderNumber: string }>();
    expect(second.orderNumber).not.toBe(first.orderNumber);
    expect(await staffQuote(quote.number)).toMatchObject({
      status: 'accepted',
      depositOrder: { number: second.orderNumber, status: 'awaiting_payment' },
    });

    // A paid deposit moved the quote on: cancelling its order later leaves the quote to staff.
    await markPaid(second.orderNumber);
    await cancel(second.orderNumber);
    expect(await staffQuote(quote.number)).toMatchObject({
      status: 'deposit_paid',
      depositOrder: { number: second.orderNumber, status: 'cancelled' },
    });
  });

  it('takes the balance again with a new order when staff cancel its unpaid balance order', async () => {
    const { quote, path } = await sentQuote(app, sales, buyerEmail());
    const deposit = (await buyerPost(app, path, 'accept', acceptBody())).json<{ orderNumber: string }>();
    await markPaid(deposit.orderNumber);
    expect((await uploadDrawing(app, sales, quote.number, 'preliminary')).statusCode).toBe(200);
    const [drawing] = (await buyerQuote(app, path)).drawings;
    expect((await buyerPost(app, path, `drawings/${drawing?.id}/decision`, { decision: 'approved' })).statusCode).toBe(
      204,
    );
    expect((await uploadDrawing(app, editor, quote.number, 'final')).statusCode).toBe(200);
    const first = (await buyerPost(app, path, 'balance', { idempotencyKey: randomUUID() })).json<{
      orderNumber: string;
    }>();
    const cancelled = await staffInject(app, sales, 'POST', `/api/admin/orders/${first.orderNumber}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await staffQuote(quote.number)).toMatchObject({ status: 'final', balanceOrder: null });
    expect((await buyerQuote(app, path)).can.payBalance).toBe(true);

    const again = await buyerPost(app, path, 'balance', { idempotencyKey: randomUUID() });
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json<{ orderNumber: string }>();
    expect(second.orderNumber).not.toBe(first.orderNumber);
    await markPaid(second.orderNumber);
    expect(await staffQuote(quote.number)).toMatchObject({
      status: 'delivered',
      balanceOrder: { number: second.orderNumber, status: 'paid' },
    });

    // Each of its orders names the quote and the part it pays on the admin's order page, a cancelled one too.
    const quoteOfOrder = async (orderNumber: string) =>
      (await staffInject(app, sales, 'GET', `/api/admin/orders/${orderNumber}`)).json().order.quote;
    expect(await quoteOfOrder(deposit.orderNumber)).toEqual({ number: quote.number, part: 'deposit' });
    expect(await quoteOfOrder(second.orderNumber)).toEqual({ number: quote.number, part: 'balance' });
    expect(await quoteOfOrder(first.orderNumber)).toEqual({ number: quote.number, part: 'balance' });
    const { orderNumber: plain } = await placeTestOrder(app, { email: buyerEmail() });
    expect(await quoteOfOrder(plain)).toBeNull();
  });

  it('delivers at once on the deposit order when the deposit is the whole price', async () => {
    const { quote, path } = await sentQuote(app, sales, buyerEmail(), { depositPercent: 100 });
    expect(quote.balanceCents).toBe(0);
    const accepted = await buyerPost(app, path, 'accept', acceptBody());
    const deposit = accepted.json<{ orderNumber: string; confirmationUrl: string }>();
    await markPaid(deposit.orderNumber);
    await uploadDrawing(app, sales, quote.number, 'preliminary');
    const drawing = (await buyerQuote(app, path)).drawings[0];
    await buyerPost(app, path, `drawings/${drawing?.id}/decision`, { decision: 'approved' });
    expect((await uploadDrawing(app, sales, quote.number, 'final')).json().quote.status).toBe('delivered');
    const view = await buyerOrderView(app, deposit.confirmationUrl);
    expect(view.downloads.map((link: { label: string }) => link.label)).toEqual(['Modified plans (PDF)']);
    expect((await buyerQuote(app, path)).can.payBalance).toBe(false);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const inquiryId = await requestModification(app, buyerEmail());
    const bad = [
      { inquiryId, ...quoteTerms({ lines: [] }) },
      { inquiryId, ...quoteTerms({ depositPercent: 5 }) },
      { inquiryId, ...quoteTerms({ validUntil: 'tomorrow' }) },
      { inquiryId, ...quoteTerms({ lines: [{ description: '', amountCents: 100 }] }) },
      { inquiryId: 'no-such-inquiry', ...quoteTerms() },
    ];
    const before = (await app.database.db.select({ id: quotes.id }).from(quotes)).length;
    for (const body of bad) {
      const response = await staffInject(app, sales, 'POST', '/api/admin/quotes', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await app.database.db.select({ id: quotes.id }).from(quotes)).length).toBe(before);

    const { quote } = await sentQuote(app, sales, buyerEmail());
    const notPdf = await uploadDrawing(app, sales, quote.number, 'preliminary', Buffer.from('hello'));
    expect(notPdf.statusCode).toBe(415);
    const noKind = await uploadDrawing(app, sales, quote.number, 'sketch');
    expect(noKind.statusCode).toBe(400);
    const edited = await app.server.inject({
      method: 'PUT',
      url: `/api/admin/quotes/${quote.number}`,
      headers: sales.headers,
      payload: quoteTerms({ lines: [{ description: 'Only the kitchen', amountCents: 50_000 }] }),
    });
    expect(edited.json<{ quote: StaffQuote }>().quote).toMatchObject({ totalCents: 50_000, depositCents: 20_000 });
  });
});
