// @postgres: concurrent requests.
import { randomUUID } from 'node:crypto';
import { checkoutRequestSchema } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designLicences, orders, studySetCredits } from '../../db/schema/index.ts';
import { storedInvoices } from '../../test/invoices.ts';
import { checkoutBody, postCheckout, staffInject } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, serviceContext, useTestApp } from '../../test/test-app.ts';
import { NO_SUCH_STUDY_SET } from './study-set-credits.ts';

const app = useTestApp();
let sales: StaffSession;

/** design-005 offers a study set at $300 in these tests. */
const DESIGN = 'design-005';
const STUDY_CENTS = 30_000;

beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
  await app.database.db.insert(designLicences).values({ designId: DESIGN, licence: 'study', priceCents: STUDY_CENTS });
});

const buyer = () => `builder-${randomUUID().slice(0, 8)}@example.com`;
const orderOf = async (number: string) =>
  (await app.database.db.select().from(orders).where(eq(orders.number, number)))[0];

/** A paid study set of DESIGN for `email`, paid `daysAgo` days ago (plus `extraMs`). */
async function paidStudySet(email: string, daysAgo = 1, extraMs = 0): Promise<string> {
  const response = await postCheckout(
    app,
    checkoutBody({ email, lines: [{ designId: DESIGN, licence: 'study', quantity: 1 }] }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const { orderNumber } = response.json();
  expect((await staffInject(app, sales, 'POST', `/api/admin/orders/${orderNumber}/mark-paid`)).statusCode).toBe(200);
  const paidAt = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000 + extraMs);
  await app.database.db.update(orders).set({ paidAt }).where(eq(orders.number, orderNumber));
  return orderNumber;
}

/** A CAD licence of DESIGN, as checkout has it once parsed (the service is called directly). */
const cadOrder = (email: string) =>
  checkoutRequestSchema.parse(checkoutBody({ email, lines: [{ designId: DESIGN, licence: 'cad', quantity: 1 }] }));

const buildOrder = (email: string, overrides: Record<string, unknown> = {}) =>
  postCheckout(
    app,
    checkoutBody({ email, lines: [{ designId: DESIGN, licence: 'pdf-single', quantity: 1 }], ...overrides }),
  );

describe('study sets', () => {
  it('are sold at the price staff set, and credited once on a build licence bought with their order number', async () => {
    const email = buyer();
    const studyNumber = await paidStudySet(email);
    const study = await orderOf(studyNumber);
    expect(study).toMatchObject({ subtotalCents: STUDY_CENTS, creditCents: 0 });

    const credited = await buildOrder(email, { studySetOrder: ` ${studyNumber.toLowerCase()} ` });
    expect(credited.statusCode, credited.body).toBe(201);
    const order = await orderOf(credited.json().orderNumber);
    const note = `Study set credit (order ${studyNumber})`;
    expect(order).toMatchObject({ creditCents: STUDY_CENTS, creditNote: note });
    expect(order?.totalCents).toBe((order?.subtotalCents ?? 0) - STUDY_CENTS + (order?.taxCents ?? 0));

    // The buyer's page, the e-mail and the invoice say so.
    const view = await app.server.inject({
      url: credited.json().confirmationUrl.replace('/order/', '/api/orders/'),
      headers: { host: PUBLIC_HOST },
    });
    expect(view.json().order.totals).toMatchObject({ creditCents: STUDY_CENTS, creditNote: note });
    const mails = await outboxMail(app, email);
    expect(mails.some((mail) => mail.message?.text.includes(`${note}: -$300.00`))).toBe(true);
    expect((await staffInject(app, sales, 'POST', `/api/admin/orders/${order?.number}/mark-paid`)).statusCode).toBe(
      200,
    );
    const [invoice] = await storedInvoices(app, [order?.number ?? '']);
    expect(invoice?.document).toMatchObject({
      creditCents: STUDY_CENTS,
      creditNote: note,
      totalCents: order?.totalCents,
    });

    // Once: the same study set credits nothing more, and naming it again is refused.
    const again = await buildOrder(email, { studySetOrder: studyNumber });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.studySetOrder).toBe(NO_SUCH_STUDY_SET);
    const plain = await buildOrder(email);
    expect((await orderOf(plain.json().orderNumber))?.creditCents).toBe(0);
  });

  it('are sold without plan options', async () => {
    const response = await postCheckout(
      app,
      checkoutBody({
        email: buyer(),
        lines: [{ designId: DESIGN, licence: 'study', quantity: 1, options: ['reverse'] }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields['lines.0.options']).toBe(
      'Plan options come with a build licence, not with a study set.',
    );
  });

  it('credits a signed-in buyer at once, and no one else without the order number', async () => {
    const email = buyer();
    await paidStudySet(email);
    const ctx = { ...serviceContext(app), clientIp: '10.1.2.3' };
    // Another address signed in, or none: no credit.
    const stranger = await app.services.orders.checkout(cadOrder(email), {
      ...ctx,
      accountEmail: 'someone-else@example.com',
    });
    expect((await orderOf(stranger.orderNumber))?.creditCents).toBe(0);
    const signedIn = await app.services.orders.checkout(cadOrder(email), { ...ctx, accountEmail: email.toUpperCase() });
    expect((await orderOf(signedIn.orderNumber))?.creditCents).toBe(STUDY_CENTS);
  });

  it('show their credit before the order is placed: at once when signed in, for a number typed alone', async () => {
    const email = buyer();
    const studyNumber = await paidStudySet(email);
    const lines = [{ designId: DESIGN, licence: 'pdf-single' as const, quantity: 1, options: [] }];
    const note = `Study set credit (order ${studyNumber})`;
    // The cart and checkout pages' first price for the signed-in buyer, and for someone else.
    const signedIn = await app.services.orders.priceCart(lines, { country: 'US', accountEmail: email });
    expect(signedIn?.totals).toMatchObject({ creditCents: STUDY_CENTS, creditNote: note });
    expect((await app.services.orders.priceCart(lines, { accountEmail: buyer() }))?.totals.creditCents).toBe(0);
    expect((await app.services.orders.priceCart(lines, {}))?.totals.creditCents).toBe(0);

    const price = (body: Record<string, unknown>) =>
      app.server.inject({ method: 'POST', url: '/api/checkout/price', headers: { host: PUBLIC_HOST }, payload: body });
    // A guest's number applies with nothing else of the form filled in: no country, no e-mail.
    const alone = await price({ lines, studySetOrder: studyNumber });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json().totals).toMatchObject({ creditCents: STUDY_CENTS, creditNote: note });
    // With an e-mail typed, it must be the study set's.
    const other = await price({ lines, studySetOrder: studyNumber, email: buyer(), country: 'US' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields.studySetOrder).toBe(NO_SUCH_STUDY_SET);
    // And what the preview showed is what the order charges.
    const withEmail = await price({ lines, studySetOrder: studyNumber, email, country: 'US' });
    expect(withEmail.statusCode, withEmail.body).toBe(200);
    const placed = await buildOrder(email, { studySetOrder: studyNumber, country: 'US' });
    expect((await orderOf(placed.json().orderNumber))?.totalCents).toBe(withEmail.json().totals.totalCents);
  });

  it('credits a study set paid 180 days ago, not one paid longer ago', async () => {
    const [early, late] = [buyer(), buyer()];
    const justIn = await paidStudySet(early, 180, 60_000);
    const justOut = await paidStudySet(late, 180, -60_000);
    const credited = await buildOrder(early, { studySetOrder: justIn });
    expect(credited.statusCode, credited.body).toBe(201);
    expect((await orderOf(credited.json().orderNumber))?.creditCents).toBe(STUDY_CENTS);
    const refused = await buildOrder(late, { studySetOrder: justOut });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.studySetOrder).toBe(NO_SUCH_STUDY_SET);
  });

  it('gives the credit back when the crediting order is cancelled, and a study set is not credited on a study set', async () => {
    const email = buyer();
    const studyNumber = await paidStudySet(email);
    const studyAgain = await postCheckout(
      app,
      checkoutBody({ email, lines: [{ designId: DESIGN, licence: 'study', quantity: 1 }], studySetOrder: studyNumber }),
    );
    expect(studyAgain.statusCode).toBe(400);

    const credited = await buildOrder(email, { studySetOrder: studyNumber });
    const number = credited.json().orderNumber;
    expect((await orderOf(number))?.creditCents).toBe(STUDY_CENTS);
    expect((await staffInject(app, sales, 'POST', `/api/admin/orders/${number}/cancel`)).statusCode).toBe(200);
    const held = await app.database.db
      .select()
      .from(studySetCredits)
      .where(eq(studySetCredits.orderId, (await orderOf(number))?.id ?? ''));
    expect(held).toHaveLength(0);
    expect((await buildOrder(email, { studySetOrder: studyNumber })).statusCode).toBe(201);
  });

  it('is credited to one of two orders racing for it', async () => {
    const email = buyer();
    const studyNumber = await paidStudySet(email);
    // Three at once (the buyer's checkout limit is five an hour): one takes the credit, the others are
    // refused, seeing it taken (400) or losing the race to it (409).
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => buildOrder(email, { studySetOrder: studyNumber })),
    );
    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.statusCode !== 201)) {
      expect([400, 409]).toContain(answer.statusCode);
    }
    const winner = await orderOf(placed[0]?.json().orderNumber);
    expect(winner?.creditCents).toBe(STUDY_CENTS);
    expect(
      await app.database.db
        .select()
        .from(studySetCredits)
        .where(eq(studySetCredits.orderId, winner?.id ?? '')),
    ).toHaveLength(1);
  });
});
