import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadGrants, orders } from '../../db/schema/index.ts';
import { checkoutBody, pageCount, pdfText, postCheckout } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { licenceLine } from '../plans/stamp.ts';

const app = useTestApp();
let sales: StaffSession;
beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

async function placeOrder(email: string) {
  const response = await postCheckout(app, checkoutBody({ email, fullName: 'Grace Hopper' }));
  expect(response.statusCode).toBe(201);
  return response.json() as { orderNumber: string; confirmationUrl: string };
}

const buyerView = async (confirmationUrl: string) =>
  (
    await app.server.inject({ url: confirmationUrl.replace('/order/', '/api/orders/'), headers: { host: PUBLIC_HOST } })
  ).json().order;

const markPaid = (number: string, session = sales) =>
  app.server.inject({ method: 'POST', url: `/api/admin/orders/${number}/mark-paid`, headers: session.headers });

const download = (url: string) => app.server.inject({ url, headers: { host: PUBLIC_HOST } });

describe('manual payment and delivery', () => {
  it('an unpaid order has no downloads; staff mark it paid, links appear and are emailed', async () => {
    const { orderNumber, confirmationUrl } = await placeOrder('manual@example.com');
    expect((await buyerView(confirmationUrl)).downloads).toEqual([]);

    const paid = await markPaid(orderNumber);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().order).toMatchObject({ number: orderNumber, status: 'paid' });
    expect(paid.json().order.paidAt).toBeTruthy();

    const view = await buyerView(confirmationUrl);
    expect(view.status).toBe('paid');
    expect(view.paymentInstructions).toBeNull();
    expect(view.downloads.map((link: { designId: string }) => link.designId).sort()).toEqual([
      'design-001',
      'design-002',
    ]);
    // The base licence delivers the plan set alone.
    expect(view.downloads.map((link: { file: string }) => link.file)).toEqual(['plan-set', 'plan-set']);
    expect(view.downloads[0]).toMatchObject({ usesLeft: 5 });

    const mail = await outboxMail(app, 'manual@example.com');
    expect(mail.map((message) => message.kind).sort()).toEqual(['order_confirmation', 'payment_received']);
    const receipt = mail.find((message) => message.kind === 'payment_received');
    expect(receipt?.status).toBe('stored');
    for (const link of view.downloads) expect(receipt?.message?.text).toContain(`${app.env.publicOrigin}${link.url}`);
    expect(receipt?.message?.text).toContain(`${app.env.publicOrigin}${confirmationUrl}`);

    // Marking paid again changes nothing and sends nothing.
    expect((await markPaid(orderNumber)).statusCode).toBe(200);
    expect(await outboxMail(app, 'manual@example.com')).toHaveLength(2);
  });

  it('delivers a multi-page PDF stamped for the buyer on every page', async () => {
    const { orderNumber, confirmationUrl } = await placeOrder('stamp@example.com');
    await markPaid(orderNumber);
    const link = (await buyerView(confirmationUrl)).downloads.find(
      (entry: { designId: string }) => entry.designId === 'design-001',
    );
    const response = await download(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${orderNumber}-design-001-plan-set.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(4);
    const text = pdfText(pdf);
    expect(text).toContain('Modern Coastal Villa');
    expect(text).toContain('3,156 sq ft');
    expect(text).toContain('FRONT ELEVATION');
    const stamp = licenceLine({ buyerName: 'Grace Hopper', orderNumber, licence: 'pdf-single', options: [] });
    expect(stamp).toBe(
      `Licensed to Grace Hopper - Order ${orderNumber} - PDF plan set, single build. Not for resale or redistribution.`,
    );
    expect(text.split(stamp).length - 1).toBe(pages);
  });

  it('plan options are in the e-mails and in the stamp of the delivered plan set (decision 043)', async () => {
    const email = 'options@example.com';
    const response = await postCheckout(
      app,
      checkoutBody({
        email,
        fullName: 'Grace Hopper',
        lines: [{ designId: 'design-001', quantity: 1, options: ['basement', 'reverse'] }],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { orderNumber, confirmationUrl } = response.json() as { orderNumber: string; confirmationUrl: string };
    await markPaid(orderNumber);

    const mail = await outboxMail(app, email);
    for (const kind of ['order_confirmation', 'payment_received']) {
      const text = mail.find((message) => message.kind === kind)?.message?.text ?? '';
      expect(text).toContain('    + Basement foundation: $395.00 (drawn within 10 days of payment)');
      expect(text).toContain('    + Right-reading reverse: $100.00 (drawn within 2 days of payment)');
    }
    const receipt = mail.find((message) => message.kind === 'payment_received')?.message?.text ?? '';
    expect(receipt).toContain('Still being drawn for you');
    expect(receipt).toContain('  Basement foundation for Modern Coastal Villa');

    const [link] = (await buyerView(confirmationUrl)).downloads;
    const text = pdfText((await download(link.url)).rawPayload);
    expect(text).toContain(
      `Licensed to Grace Hopper - Order ${orderNumber} - PDF plan set, single build with Basement foundation, Right-reading reverse. Not for resale or redistribution.`,
    );
  });

  it('a link works a limited number of times, then answers 410 with an HTML page', async () => {
    const { orderNumber, confirmationUrl } = await placeOrder('limit@example.com');
    await markPaid(orderNumber);
    const [link] = (await buyerView(confirmationUrl)).downloads;
    for (let use = 1; use <= 5; use++) expect((await download(link.url)).statusCode).toBe(200);
    const refused = await download(link.url);
    expect(refused.statusCode).toBe(410);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('This download link has been used the maximum number of times.');
    expect((await buyerView(confirmationUrl)).downloads[0].usesLeft).toBe(0);
  });

  it('an expired link answers 410; a forged or foreign link 403', async () => {
    const first = await placeOrder('expiry@example.com');
    await markPaid(first.orderNumber);
    const [link] = (await buyerView(first.confirmationUrl)).downloads;
    const [order] = await app.database.db.select().from(orders).where(eq(orders.number, first.orderNumber));
    await app.database.db
      .update(downloadGrants)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(downloadGrants.orderId, order?.id ?? ''));
    const expired = await download(link.url);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This download link has expired.');

    const second = await placeOrder('scope@example.com');
    await markPaid(second.orderNumber);
    const [other] = (await buyerView(second.confirmationUrl)).downloads;
    const [grantId, signature] = other.url.replace('/download/', '').split('.');
    const forgeries = [
      `/download/${grantId}.${signature.slice(0, -2)}xx`,
      `/download/${link.url.replace('/download/', '').split('.')[0]}.${signature}`,
      '/download/not-a-token',
    ];
    for (const url of forgeries) {
      const refused = await download(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toContain('text/html');
      expect(refused.body).toContain('This download link is not valid.');
    }
    // Each link is bound to one design of one order.
    expect(pdfText((await download(other.url)).rawPayload)).toContain(`Order ${second.orderNumber}`);
  });

  it('downloads are refused on the admin host and for cancelled orders; cancel is refused after a download', async () => {
    const { orderNumber, confirmationUrl } = await placeOrder('cancel@example.com');
    await markPaid(orderNumber);
    const [link] = (await buyerView(confirmationUrl)).downloads;
    expect((await app.server.inject({ url: link.url, headers: { host: 'admin.localhost' } })).statusCode).toBe(404);
    expect((await download(link.url)).statusCode).toBe(200);
    const cancel = await app.server.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNumber}/cancel`,
      headers: sales.headers,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.code).toBe('already_downloaded');

    const unused = await placeOrder('cancel2@example.com');
    await markPaid(unused.orderNumber);
    const [unusedLink] = (await buyerView(unused.confirmationUrl)).downloads;
    const cancelled = await app.server.inject({
      method: 'POST',
      url: `/api/admin/orders/${unused.orderNumber}/cancel`,
      headers: sales.headers,
    });
    expect(cancelled.json().order.status).toBe('cancelled');
    expect((await download(unusedLink.url)).statusCode).toBe(403);
    expect((await markPaid(unused.orderNumber)).statusCode).toBe(409);
  });
});
