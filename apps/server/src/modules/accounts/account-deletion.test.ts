import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatConversations,
  customers,
  notifications,
  orderLines,
  orders,
  promotionBuyerUses,
  quotes,
  savedSearches,
} from '../../db/schema/index.ts';
import { signInBuyer } from '../../test/buyer-accounts.ts';
import {
  buyerOrderView,
  checkoutBody,
  pdfText,
  postCheckout,
  randomClientAddress,
  staffInject,
} from '../../test/orders.ts';
import { acceptBody, buyerPost, sentQuote } from '../../test/quotes.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { tableContents } from '../../test/table-contents.ts';
import { PUBLIC_HOST, type TestApp, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let sales: StaffSession;
beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

const publicPost = (url: string, payload: Record<string, unknown>) =>
  app.server.inject({
    method: 'POST',
    url,
    headers: { host: PUBLIC_HOST },
    payload,
    remoteAddress: randomClientAddress(),
  });

/** The tables any of whose rows holds `mark` (in any case), as text. */
async function tablesHolding(target: TestApp, mark: string): Promise<string[]> {
  const contents = await tableContents(target.database.db);
  return Object.entries(contents)
    .filter(([, rows]) => JSON.stringify(rows).toLowerCase().includes(mark))
    .map(([table]) => table)
    .sort();
}

describe('deleting an account', () => {
  it('leaves no build site on the certificate or the plan set, and nothing of the buyer in any table', async () => {
    // Everything the buyer gives carries one mark, in letters no hex dump of a file or a hash can hold.
    const mark = `zq${randomUUID().slice(0, 6)}`;
    const email = `forget-${mark}@example.com`;
    const buyer = { fullName: `Wren ${mark}`, address: `${mark} Birch Lane, Dunedin` };
    const buildSite = `${mark} Harbour Road, Hobart`;

    const promotion = await staffInject(app, sales, 'POST', '/api/admin/promotions', {
      code: `DEL-${randomUUID().slice(0, 8).toUpperCase()}`,
      percentOff: 10,
      maxUsesPerBuyer: 1,
    });
    expect(promotion.statusCode, promotion.body).toBe(201);
    const placed = await postCheckout(
      app,
      checkoutBody({
        ...buyer,
        email,
        buildSite,
        notes: `Gate code for ${mark}`,
        promoCode: promotion.json().promotion.code,
        lines: [{ designId: 'design-001', quantity: 1 }],
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber, confirmationUrl } = placed.json<{ orderNumber: string; confirmationUrl: string }>();
    expect((await staffInject(app, sales, 'POST', `/api/admin/orders/${orderNumber}/mark-paid`)).statusCode).toBe(200);
    const resent = await staffInject(app, sales, 'POST', `/api/admin/orders/${orderNumber}/resend-email`, {
      kind: 'downloads',
      actionId: randomUUID(),
    });
    expect(resent.statusCode, resent.body).toBe(200);

    // A modification quote, accepted with the buyer's billing details.
    const { quote, path } = await sentQuote(app, sales, email, {}, `Wren ${mark}`);
    const accepted = await buyerPost(app, path, 'accept', acceptBody(buyer));
    expect(accepted.statusCode, accepted.body).toBe(201);

    // A chat that left the address (as typed), and an alert of the signed-in account.
    const visitorId = `visitor_${randomUUID().replaceAll('-', '')}`;
    expect(
      (await publicPost('/api/chat/messages', { visitorId, content: 'Is the garage wide enough?' })).statusCode,
    ).toBe(201);
    expect((await publicPost(`/api/chat/${visitorId}/email`, { email: email.toUpperCase() })).statusCode).toBe(200);
    const { accountId, token } = await signInBuyer(app, email);
    const session = await app.services.accounts.session(token);
    if (!session) throw new Error('not signed in');
    await app.services.accounts.savedSearches.save(session, { search: '?beds=3', label: '3+ beds' });
    // Mail that could not be delivered tells staff its recipient.
    await app.database.db.insert(notifications).values({
      kind: 'email_failed',
      resource: 'orders',
      title: 'E-mail could not be delivered',
      detail: `To ${email.toUpperCase()} after 5 attempts (order ${orderNumber}).`,
      link: `/orders/${orderNumber}`,
    });

    const access = { token: new URL(confirmationUrl, 'http://localhost').searchParams.get('token') ?? '' };
    const certificate = async () =>
      pdfText(
        (await app.services.orders.buyerCertificate(orderNumber, 'design-001', access))?.bytes ?? new Uint8Array(),
      );
    const planSet = async () => {
      const link = (await buyerOrderView(app, confirmationUrl)).downloads.find(
        (download: { designId: string; file: string }) =>
          download.designId === 'design-001' && download.file === 'plan-set',
      );
      const file = await app.server.inject({ url: link?.url ?? '', headers: { host: PUBLIC_HOST } });
      expect(file.statusCode).toBe(200);
      return pdfText(file.rawPayload);
    };
    expect(await certificate()).toContain(buildSite);
    expect(await planSet()).toContain(`Build site: ${buildSite}.`);
    expect(await tablesHolding(app, mark)).toContain('promotion_buyer_uses');

    expect(await app.services.accounts.deleteAccount(accountId, { staffUserId: null, ip: null })).toBe(true);

    // The licence stays, printed for nobody and nowhere.
    for (const text of [await certificate(), await planSet()]) {
      expect(text).not.toContain(mark);
      expect(text).toContain('Deleted buyer');
    }
    const [order] = await app.database.db.select().from(orders).where(eq(orders.number, orderNumber));
    expect(order).toMatchObject({ status: 'paid', promoCode: promotion.json().promotion.code, discountCents: 45000 });
    const lines = await app.database.db
      .select({ buildSite: orderLines.buildSite })
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    expect(lines).toEqual([{ buildSite: null }]);
    expect(
      await app.database.db
        .select()
        .from(promotionBuyerUses)
        .where(like(promotionBuyerUses.email, `%${mark}%`)),
    ).toEqual([]);
    const [kept] = await app.database.db.select().from(quotes).where(eq(quotes.number, quote.number));
    expect(kept).toMatchObject({ buyerName: 'Deleted buyer', totalCents: quote.totalCents });
    const [chat] = await app.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.visitorId, visitorId));
    expect(chat?.visitorEmail).toBeNull();
    expect(await app.database.db.select().from(savedSearches).where(eq(savedSearches.accountId, accountId))).toEqual(
      [],
    );
    const [customer] = await app.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, order?.customerId ?? ''));
    expect(customer).toMatchObject({ name: 'Deleted buyer', address: null, phone: null, company: null });
    const [notice] = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.link, `/orders/${orderNumber}`), eq(notifications.kind, 'new_order')));
    expect(notice?.detail).toMatch(/^Deleted buyer · \$/);

    // Nothing stored holds the address, a name, an address or a site the buyer gave, but the counts
    // of the checkout limits, which end within the hour.
    expect(await tablesHolding(app, mark)).toEqual(['rate_limit_buckets']);
  });
});
