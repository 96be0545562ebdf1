// @postgres: concurrent requests.
import { randomUUID } from 'node:crypto';
import type { ShopSettingsResponse } from '@atelier/domain/shop-settings';
import type { StudioDetails } from '@atelier/domain/studio-details';
import { beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/index.ts';
import { storedInvoices } from '../../test/invoices.ts';
import { buyerOrderView, pdfText, placeTestOrder, staffInject } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { A4, LETTER, mediaBoxes } from '../../test/pdf-pages.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { SETTING_KEYS } from '../settings/store.ts';

const app = useTestApp();
let sales: StaffSession;
let admin: StaffSession;
let editor: StaffSession;
beforeAll(async () => {
  [sales, admin, editor] = await Promise.all([
    createStaffSession(app, 'sales'),
    createStaffSession(app, 'super_admin'),
    createStaffSession(app, 'content_editor'),
  ]);
  // 8.25% for every country, so the documents carry tax.
  await app.database.db
    .insert(settings)
    .values({ key: SETTING_KEYS.taxDefault, value: 825 })
    .onConflictDoUpdate({ target: settings.key, set: { value: 825 } });
});

const markPaid = (number: string) => staffInject(app, sales, 'POST', `/api/admin/orders/${number}/mark-paid`);
const refund = (number: string, amountCents: number, note: string, actionId = randomUUID()) =>
  staffInject(app, sales, 'POST', `/api/admin/orders/${number}/refunds`, { amountCents, note, actionId });
const staffOrder = async (number: string) =>
  (await staffInject(app, sales, 'GET', `/api/admin/orders/${number}`)).json().order;
const tokenOf = (confirmationUrl: string) =>
  new URL(confirmationUrl, 'http://shop.test').searchParams.get('token') ?? '';
const buyerPdf = async (number: string, access: { token: string } | { accountEmail: string }) => {
  const file = await app.services.orders.buyerInvoice(number, access);
  return file ? pdfText(file.bytes) : null;
};

/** A paid order of one design with a plan option, bought by a company with a VAT number. */
async function paidOrder(email = `invoice-${randomUUID().slice(0, 8)}@example.com`) {
  const placed = await placeTestOrder(app, {
    email,
    fullName: 'Ada Lovelace',
    company: 'Analytical Engines Ltd',
    vatNumber: ' gb 123 4567 89 ',
    lines: [{ designId: 'design-001', quantity: 1, options: ['basement'] }],
  });
  expect((await markPaid(placed.orderNumber)).statusCode).toBe(200);
  return { ...placed, email, token: tokenOf(placed.confirmationUrl) };
}

describe('the invoice of a paid order', () => {
  it('is issued once when the order is paid, however often payment is confirmed', async () => {
    const placed = await placeTestOrder(app);
    expect((await buyerOrderView(app, placed.confirmationUrl)).invoices).toEqual([]);
    expect(await storedInvoices(app, [placed.orderNumber])).toEqual([]);

    await Promise.all([markPaid(placed.orderNumber), markPaid(placed.orderNumber), markPaid(placed.orderNumber)]);
    await markPaid(placed.orderNumber);
    const [invoice, ...more] = await storedInvoices(app, [placed.orderNumber]);
    expect(more).toEqual([]);
    expect(invoice?.number).toMatch(new RegExp(`^INV-${new Date().getUTCFullYear()}-\\d{6}$`));

    const view = await buyerOrderView(app, placed.confirmationUrl);
    expect(view.invoices).toEqual([
      {
        number: invoice?.number,
        kind: 'invoice',
        issuedAt: expect.any(String),
        url: `/invoice/${invoice?.number}?token=${tokenOf(placed.confirmationUrl)}`,
      },
    ]);
    const staff = await staffOrder(placed.orderNumber);
    expect(staff.invoices).toEqual([
      {
        number: invoice?.number,
        kind: 'invoice',
        issuedAt: view.invoices[0].issuedAt,
        totalCents: staff.totals.totalCents,
        url: `/api/admin/orders/${placed.orderNumber}/invoices/${invoice?.number}`,
      },
    ]);
    expect(staff.timeline.find((event: { kind: string }) => event.kind === 'paid').detail).toContain(
      `Invoice ${invoice?.number}`,
    );
  });

  it('is linked from the payment e-mail, with the order link’s token', async () => {
    const order = await paidOrder();
    const [invoice] = await storedInvoices(app, [order.orderNumber]);
    const mail = (await outboxMail(app, order.email)).find((entry) => entry.kind === 'payment_received');
    expect(mail?.message?.text).toContain(`/invoice/${invoice?.number}?token=${encodeURIComponent(order.token)}`);
    expect(mail?.message?.text).toMatch(/Your invoice \(PDF\): https?:\/\/\S+\/invoice\/INV-/);
  });

  it('prints the studio, the buyer with their VAT number, the lines with licence and options, tax and total', async () => {
    const order = await paidOrder();
    const [invoice] = await storedInvoices(app, [order.orderNumber]);
    const text = (await buyerPdf(invoice?.number ?? '', { token: order.token })) ?? '';
    for (const printed of [
      'INVOICE',
      invoice?.number ?? '',
      order.orderNumber,
      'Atelier Plans',
      '350 Fifth Avenue',
      'Ada Lovelace',
      'Analytical Engines Ltd',
      '12 St James Square, London SW1Y 4JH',
      'United Kingdom',
      'VAT number: GB 123 4567 89',
      'Modern Coastal Villa',
      // The line's price as it adds up: the licence, the option, the line's total.
      'Modern Coastal Villa\nPDF plan set, single build\n$4,500.00\nBasement foundation\n$395.00\nLine total\n$4,895.00',
      'Tax (8.25%)',
      '$403.84',
      '$5,298.84',
      'Paid in full on',
    ]) {
      expect(text, printed).toContain(printed);
    }
    expect(invoice?.document).toMatchObject({ subtotalCents: 489500, taxCents: 40384, totalCents: 529884 });
  });

  it('never changes: the PDF drawn after the studio changed its settings is the one issued', async () => {
    const order = await paidOrder();
    const [invoice] = await storedInvoices(app, [order.orderNumber]);
    const number = invoice?.number ?? '';
    const before = await app.services.orders.buyerInvoice(number, { token: order.token });

    const current = (await staffInject(app, admin, 'GET', '/api/admin/settings')).json<ShopSettingsResponse>();
    const studio = {
      ...current.settings.studio,
      name: 'Atelier North',
      address: '1 Harbour Road\nHalifax',
      legalName: 'Atelier North Studio Ltd',
      vatNumber: 'gb 987 6543 21',
      companyNumber: '01234567',
    };
    const saved = await app.server.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { ...current.settings, studio, version: current.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await app.services.orders.buyerInvoice(number, { token: order.token });
    expect(Buffer.from(after?.bytes ?? []).equals(Buffer.from(before?.bytes ?? [1]))).toBe(true);
    expect(pdfText(after?.bytes ?? new Uint8Array())).not.toContain('Atelier North');

    // The next invoice is written from the settings of its day.
    const later = await paidOrder();
    const [next] = await storedInvoices(app, [later.orderNumber]);
    const text = (await buyerPdf(next?.number ?? '', { token: later.token })) ?? '';
    for (const printed of [
      'Atelier North Studio Ltd',
      'Trading as Atelier North',
      '1 Harbour Road',
      'VAT number: GB 987 6543 21',
      'Company number: 01234567',
    ]) {
      expect(text, printed).toContain(printed);
    }
  });
});

describe('credit notes', () => {
  it('a partial and then a full refund each issue a numbered credit note for the amount refunded', async () => {
    const order = await paidOrder();
    const goodwill = randomUUID();
    expect((await refund(order.orderNumber, 10_000, 'Goodwill', goodwill)).statusCode).toBe(200);
    // The same refund sent twice is one refund, with one credit note.
    expect((await refund(order.orderNumber, 10_000, 'Goodwill', goodwill)).statusCode).toBe(200);
    expect((await refund(order.orderNumber, 519_884, 'Project cancelled')).statusCode).toBe(200);

    const [invoice, partial, full, ...more] = await storedInvoices(app, [order.orderNumber]);
    expect(more).toEqual([]);
    expect([invoice?.kind, partial?.kind, full?.kind]).toEqual(['invoice', 'credit_note', 'credit_note']);
    expect(partial?.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect((full?.sequence ?? 0) - (partial?.sequence ?? 0)).toBe(1);
    expect(partial?.document).toMatchObject({
      creditedInvoice: invoice?.number,
      totalCents: 10_000,
      taxCents: 762,
      subtotalCents: 9_238,
      note: 'Reason: Goodwill',
    });
    expect(full?.document).toMatchObject({ totalCents: 519_884, taxCents: 40_384 - 762 });

    const text = (await buyerPdf(partial?.number ?? '', { token: order.token })) ?? '';
    for (const printed of ['CREDIT NOTE', partial?.number ?? '', `Credits invoice`, invoice?.number ?? '']) {
      expect(text, printed).toContain(printed);
    }
    expect(text).toContain('-$100.00');
    expect(text).toContain('Reason: Goodwill');

    const view = await buyerOrderView(app, order.confirmationUrl);
    expect(view.invoices.map((link: { number: string; kind: string }) => [link.kind, link.number])).toEqual([
      ['invoice', invoice?.number],
      ['credit_note', partial?.number],
      ['credit_note', full?.number],
    ]);
    const timeline = (await staffOrder(order.orderNumber)).timeline as { kind: string; detail: string }[];
    expect(timeline.filter((event) => event.kind === 'refund').map((event) => event.detail)).toEqual([
      `Refunded $100.00: Goodwill · Credit note ${partial?.number}`,
      `Refunded $5,198.84: Project cancelled · Credit note ${full?.number}`,
    ]);
  });

  it('a refused refund issues nothing', async () => {
    const order = await paidOrder();
    expect((await refund(order.orderNumber, 99_999_999, 'Too much')).statusCode).toBe(422);
    expect((await storedInvoices(app, [order.orderNumber])).map((row) => row.kind)).toEqual(['invoice']);
  });
});

describe('who may download an invoice', () => {
  it('the buyer with the order link’s token or their signed-in account; anyone else finds nothing', async () => {
    const order = await paidOrder();
    const other = await paidOrder();
    const [invoice] = await storedInvoices(app, [order.orderNumber]);
    const number = invoice?.number ?? '';
    expect(await buyerPdf(number, { token: order.token })).toContain(number);
    expect(await buyerPdf(number.toLowerCase(), { token: order.token })).toContain(number);
    expect(await buyerPdf(number, { accountEmail: order.email })).toContain(number);
    expect(await buyerPdf(number, { token: other.token })).toBeNull();
    const forged = `${order.token.slice(0, -1)}${order.token.endsWith('0') ? '1' : '0'}`;
    expect(await buyerPdf(number, { token: forged })).toBeNull();
    expect(await buyerPdf(number, { token: '' })).toBeNull();
    expect(await buyerPdf(number, { accountEmail: other.email })).toBeNull();
    expect(await buyerPdf('INV-1999-000001', { token: order.token })).toBeNull();
    // The account's library links it without a token: the session is the key there.
    const library = await app.services.orders.accountLibrary(order.email, 1);
    expect(library.orders[0]?.invoices).toEqual([
      { number, kind: 'invoice', issuedAt: expect.any(String), url: `/invoice/${number}` },
    ]);
    expect(await buyerPdf('not-an-invoice', { token: order.token })).toBeNull();
  });

  it('staff who may read orders, from the order’s page; not a role without orders read', async () => {
    const order = await paidOrder();
    const [invoice] = await storedInvoices(app, [order.orderNumber]);
    const url = (await staffOrder(order.orderNumber)).invoices[0].url as string;
    for (const session of [sales, admin]) {
      const response = await staffInject(app, session, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice?.number}.pdf"`);
      expect(pdfText(response.rawPayload)).toContain(order.orderNumber);
    }
    const refused = await staffInject(app, editor, 'GET', url);
    expect(refused.statusCode).toBe(403);
    const other = await placeTestOrder(app);
    const elsewhere = await staffInject(
      app,
      sales,
      'GET',
      `/api/admin/orders/${other.orderNumber}/invoices/${invoice?.number}`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe("the studio's paper (decision 066)", () => {
  /** Saves the studio's details with `change` applied, from the version just read. */
  async function saveStudio(change: (studio: StudioDetails) => StudioDetails) {
    const current = (await staffInject(app, admin, 'GET', '/api/admin/settings')).json<ShopSettingsResponse>();
    const saved = await app.server.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.headers,
      payload: { ...current.settings, studio: change(current.settings.studio), version: current.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return current.settings.studio;
  }
  /** The pages of a paid order's invoice and of its first line's licence certificate. */
  async function papers(order: Awaited<ReturnType<typeof paidOrder>>) {
    const [invoice] = await storedInvoices(app, [order.orderNumber]);
    const pdf = await app.services.orders.buyerInvoice(invoice?.number ?? '', { token: order.token });
    const certificate = await app.services.orders.buyerCertificate(order.orderNumber, 'design-001', {
      token: order.token,
    });
    return {
      invoice: await mediaBoxes(pdf?.bytes ?? new Uint8Array()),
      certificate: await mediaBoxes(certificate?.bytes ?? new Uint8Array()),
    };
  }

  it('is US Letter for a studio in the US, A4 for one in the UK, or the size staff chose', async () => {
    const before = await saveStudio((studio) => ({ ...studio, paperSize: 'auto' }));
    try {
      // The default studio is in New York.
      const american = await paidOrder();
      expect(await papers(american)).toEqual({ invoice: [LETTER], certificate: [LETTER] });

      await saveStudio((studio) => ({ ...studio, address: '12 St James Square\nLondon SW1Y 4JH', country: 'GB' }));
      const british = await paidOrder();
      expect(await papers(british)).toEqual({ invoice: [A4], certificate: [A4] });
      // An invoice keeps the paper it was issued on; a certificate is drawn when it is downloaded.
      expect(await papers(american)).toEqual({ invoice: [LETTER], certificate: [A4] });

      await saveStudio((studio) => ({ ...studio, paperSize: 'letter' }));
      expect(await papers(await paidOrder())).toEqual({ invoice: [LETTER], certificate: [LETTER] });
    } finally {
      await saveStudio(() => before);
    }
  });
});
