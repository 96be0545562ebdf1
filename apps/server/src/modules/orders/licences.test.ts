// @postgres: raw SQL.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  designFiles,
  designLicences,
  designs,
  downloadGrants,
  orderLines,
  orders,
} from '../../db/schema/index.ts';
import { buyerOrderView, checkoutBody, pdfText, postCheckout, staffInject } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

// Plan licences (decision 032): checkout prices each line by its licence, payment opens one grant per
// file the licence delivers, and each file is delivered, counted and described on its own.

const app = useTestApp();
let sales: StaffSession;
beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

interface Link {
  designId: string;
  file: string;
  url: string;
  usesLeft: number;
  expiresAt: string;
}

const db = () => app.database.db;
const download = (url: string) => app.server.inject({ url, headers: { host: PUBLIC_HOST } });
const markPaid = (number: string) => staffInject(app, sales, 'POST', `/api/admin/orders/${number}/mark-paid`);

async function licencePrice(designId: string, licence: string): Promise<number> {
  const [row] = await db()
    .select({ priceCents: designLicences.priceCents })
    .from(designLicences)
    .where(and(eq(designLicences.designId, designId), eq(designLicences.licence, licence)));
  if (!row) throw new Error(`${designId} does not offer ${licence}`);
  return row.priceCents;
}

/** design-001 with the CAD files and design-002 for two builds, placed and paid by Grace Hopper. */
async function paidCadOrder(email = `cad-${randomUUID().slice(0, 8)}@example.com`) {
  const response = await postCheckout(
    app,
    checkoutBody({
      email,
      fullName: 'Grace Hopper',
      lines: [
        { designId: 'design-001', licence: 'cad', quantity: 1 },
        { designId: 'design-002', quantity: 2 },
      ],
    }),
  );
  expect(response.statusCode).toBe(201);
  const { orderNumber, confirmationUrl } = response.json();
  expect((await markPaid(orderNumber)).statusCode).toBe(200);
  const view = await buyerOrderView(app, confirmationUrl);
  const link = (designId: string, file: string) =>
    view.downloads.find((entry: Link) => entry.designId === designId && entry.file === file) as Link;
  return { orderNumber, confirmationUrl, email, view, link };
}

describe('checkout with licences', () => {
  it('prices a CAD line from the design licences and ignores a price sent with it', async () => {
    const cadPrice = await licencePrice('design-001', 'cad');
    expect(cadPrice).toBe(1125000);
    const response = await postCheckout(
      app,
      checkoutBody({
        lines: [
          { designId: 'design-001', licence: 'cad', quantity: 1, price: 1, unitPriceCents: 1 },
          { designId: 'design-002', licence: 'pdf-single', quantity: 2, price: 1 },
        ],
        totalCents: 2,
      }),
    );
    expect(response.statusCode).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.number, response.json().orderNumber));
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    expect(lines.map((line) => [line.designId, line.licence, line.unitPriceCents, line.quantity]).sort()).toEqual([
      ['design-001', 'cad', cadPrice, 1],
      ['design-002', 'pdf-single', 280000, 2],
    ]);
    expect(order?.totalCents).toBe(cadPrice + 2 * 280000);
    const view = await buyerOrderView(app, response.json().confirmationUrl);
    expect(view.lines.map((line: { licence: string }) => line.licence).sort()).toEqual(['cad', 'pdf-single']);
  });

  it('refuses a licence the design does not offer, with a field message, and stores nothing', async () => {
    await db()
      .delete(designLicences)
      .where(and(eq(designLicences.designId, 'design-004'), eq(designLicences.licence, 'unlimited')));
    const ordersBefore = (await db().select({ id: orders.id }).from(orders)).length;
    const email = `refused-${randomUUID().slice(0, 8)}@example.com`;
    const response = await postCheckout(
      app,
      checkoutBody({
        email,
        lines: [
          { designId: 'design-001', licence: 'unlimited', quantity: 1 },
          { designId: 'design-004', licence: 'unlimited', quantity: 1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    const [design] = await db().select({ title: designs.title }).from(designs).where(eq(designs.id, 'design-004'));
    expect(response.json().error).toMatchObject({
      code: 'licence_not_offered',
      fields: { 'lines.1.licence': `The Unlimited builds licence is not offered for ${design?.title}.` },
    });
    expect(Object.keys(response.json().error.fields)).toEqual(['lines.1.licence']);
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    expect(await db().select().from(customers).where(eq(customers.email, email))).toEqual([]);
  });

  it('refuses more than one build of a licence not bought per build', async () => {
    const response = await postCheckout(
      app,
      checkoutBody({ lines: [{ designId: 'design-001', licence: 'unlimited', quantity: 2 }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'lines.0.quantity': 'Only the single-build licence is bought by number of builds.',
    });
  });

  it('answers a replay with the same order, and another licence under the same key as a conflict', async () => {
    const body = checkoutBody({ lines: [{ designId: 'design-003', licence: 'cad', quantity: 1 }] });
    const first = await postCheckout(app, body);
    expect(first.statusCode).toBe(201);
    const again = await postCheckout(app, body);
    expect(again.json()).toEqual(first.json());
    const other = await postCheckout(app, {
      ...body,
      lines: [{ designId: 'design-003', licence: 'unlimited', quantity: 1 }],
    });
    expect(other.statusCode).toBe(409);
  });
});

describe('delivery per file', () => {
  it('opens plan set and CAD grants for a CAD line, the plan set alone for the single-build licence', async () => {
    const { orderNumber, view } = await paidCadOrder();
    const [order] = await db().select().from(orders).where(eq(orders.number, orderNumber));
    const grants = await db()
      .select({ designId: downloadGrants.designId, file: downloadGrants.file })
      .from(downloadGrants)
      .where(eq(downloadGrants.orderId, order?.id ?? ''));
    expect(grants.map((grant) => `${grant.designId} ${grant.file}`).sort()).toEqual([
      'design-001 cad',
      'design-001 plan-set',
      'design-002 plan-set',
    ]);
    expect(view.downloads.map((link: Link) => [link.designId, link.file])).toEqual([
      ['design-001', 'plan-set'],
      ['design-001', 'cad'],
      ['design-002', 'plan-set'],
    ]);
    const staff = (await staffInject(app, sales, 'GET', `/api/admin/orders/${orderNumber}`)).json().order;
    expect(staff.grants.map((grant: Link) => [grant.designId, grant.file])).toEqual([
      ['design-001', 'plan-set'],
      ['design-001', 'cad'],
      ['design-002', 'plan-set'],
    ]);
    expect(staff.lines.map((line: { licence: string }) => line.licence).sort()).toEqual(['cad', 'pdf-single']);
  });

  it('delivers a seeded design’s CAD files as a DXF drawing stamped for the buyer', async () => {
    const { orderNumber, link } = await paidCadOrder();
    const response = await download(link('design-001', 'cad').url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/vnd.dxf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${orderNumber}-design-001-cad.dxf"`);
    const dxf = response.body;
    expect(dxf.startsWith('0\nSECTION\n2\nHEADER\n')).toBe(true);
    expect(dxf.endsWith('0\nEOF\n')).toBe(true);
    expect(dxf).toContain(
      `1\nLicensed to Grace Hopper - Order ${orderNumber} - CAD files. Not for resale or redistribution.\n`,
    );
    expect(dxf).toContain('\n1\nModern Coastal Villa\n');
    // The plan set of the same order carries the CAD licence too.
    const pdf = await download(link('design-001', 'plan-set').url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.rawPayload)).toContain(`Licensed to Grace Hopper - Order ${orderNumber} - CAD files.`);
  });

  it('counts the uses of each file separately', async () => {
    const { confirmationUrl, link } = await paidCadOrder();
    const planSet = link('design-001', 'plan-set').url;
    for (let use = 1; use <= 5; use++) expect((await download(planSet)).statusCode).toBe(200);
    expect((await download(planSet)).statusCode).toBe(410);
    expect((await download(link('design-001', 'cad').url)).statusCode).toBe(200);
    const after = await buyerOrderView(app, confirmationUrl);
    const left = (designId: string, file: string) =>
      after.downloads.find((entry: Link) => entry.designId === designId && entry.file === file)?.usesLeft;
    expect([left('design-001', 'plan-set'), left('design-001', 'cad'), left('design-002', 'plan-set')]).toEqual([
      0, 4, 5,
    ]);
    const staff = (await staffInject(app, sales, 'GET', `/api/admin/orders/${after.number}`)).json().order;
    const downloads = staff.timeline.filter((event: { kind: string }) => event.kind === 'download');
    expect(downloads.at(-1).detail).toBe('Modern Coastal Villa, CAD files (use 1 of 5)');
  });

  it('staff extend and reset every file of a design', async () => {
    const { orderNumber, confirmationUrl, link } = await paidCadOrder();
    await download(link('design-001', 'plan-set').url);
    await download(link('design-001', 'cad').url);
    await download(link('design-001', 'cad').url);
    const url = `/api/admin/orders/${orderNumber}/grants`;
    const reset = await staffInject(app, sales, 'POST', `${url}/reset`, {
      designId: 'design-001',
      actionId: randomUUID(),
    });
    expect(reset.statusCode).toBe(200);
    const grants = (order: { grants: (Link & { uses: number })[] }) =>
      order.grants.filter((grant) => grant.designId === 'design-001');
    expect(grants(reset.json().order).map((grant) => grant.uses)).toEqual([0, 0]);
    const before = grants(reset.json().order).map((grant) => Date.parse(grant.expiresAt));
    const extended = await staffInject(app, sales, 'POST', `${url}/extend`, {
      designId: 'design-001',
      days: 7,
      actionId: randomUUID(),
    });
    const after = grants(extended.json().order).map((grant) => Date.parse(grant.expiresAt));
    expect(after.map((time, index) => time - (before[index] ?? 0))).toEqual([7 * 86_400_000, 7 * 86_400_000]);
    const view = await buyerOrderView(app, confirmationUrl);
    expect(view.downloads.map((entry: Link) => entry.usesLeft)).toEqual([5, 5, 5]);
  });

  it('delivers uploaded CAD files as uploaded, and answers 410 once they are gone', async () => {
    const bytes = new Uint8Array([...Buffer.from('AC1032'), 0, 1, 2, 3, 255]);
    await db().transaction(async (tx) => {
      const file = await app.services.files.put(tx, bytes, 'image/vnd.dwg');
      await tx
        .insert(designFiles)
        .values({ designId: 'design-001', kind: 'cad', fileId: file.id, filename: 'Villa.DWG' });
    });
    try {
      const { orderNumber, link } = await paidCadOrder();
      const response = await download(link('design-001', 'cad').url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/acad');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${orderNumber}-design-001-cad.dwg"`);
      expect(new Uint8Array(response.rawPayload)).toEqual(bytes);
    } finally {
      await db()
        .delete(designFiles)
        .where(and(eq(designFiles.designId, 'design-001'), eq(designFiles.kind, 'cad')));
    }

    // A design that is no longer seeded and has no CAD upload has nothing to deliver.
    const { link } = await paidCadOrder();
    await db().update(designs).set({ generatedPlanSet: false }).where(eq(designs.id, 'design-001'));
    try {
      const gone = await download(link('design-001', 'cad').url);
      expect(gone.statusCode).toBe(410);
      expect(gone.headers['content-type']).toContain('text/html');
      expect(gone.body).toContain('This file is no longer available.');
    } finally {
      await db().update(designs).set({ generatedPlanSet: true }).where(eq(designs.id, 'design-001'));
    }
    // Nothing was counted for the refused download.
    expect((await download(link('design-001', 'cad').url)).statusCode).toBe(200);
  });

  it('reads an order placed before licences as the single-build licence and delivers its plan set', async () => {
    const response = await postCheckout(app, checkoutBody({ lines: [{ designId: 'design-003', quantity: 1 }] }));
    const { orderNumber, confirmationUrl } = response.json();
    const [order] = await db().select().from(orders).where(eq(orders.number, orderNumber));
    const orderId = order?.id ?? '';
    // The line and the grant as they were written before the licence and file columns existed.
    await db().delete(orderLines).where(eq(orderLines.orderId, orderId));
    await db().execute(sql`insert into order_lines (id, order_id, design_id, title, unit_price_cents, quantity, line_total_cents)
      values (${randomUUID()}, ${orderId}, 'design-003', 'Alpine Mountain Cabin', 175000, 1, 175000)`);
    await db().update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, orderId));
    await db().execute(sql`insert into download_grants (id, order_id, design_id, max_uses, expires_at)
      values (${randomUUID()}, ${orderId}, 'design-003', 5, now() + interval '30 days')`);

    const view = await buyerOrderView(app, confirmationUrl);
    expect(view.lines).toEqual([expect.objectContaining({ designId: 'design-003', licence: 'pdf-single' })]);
    expect(view.downloads).toEqual([expect.objectContaining({ designId: 'design-003', file: 'plan-set' })]);
    const pdf = await download(view.downloads[0].url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${orderNumber}-design-003-plan-set.pdf"`);
    expect(pdfText(pdf.rawPayload)).toContain(`Order ${orderNumber} - PDF plan set, single build.`);
  });
});

describe('order e-mails with licences', () => {
  it('show each line’s licence, a link per file, and what each licence allows', async () => {
    const { email, view } = await paidCadOrder();
    const mail = await outboxMail(app, email);
    const confirmation = mail.find((message) => message.kind === 'order_confirmation')?.message?.text ?? '';
    expect(confirmation).toContain('  Modern Coastal Villa\n    CAD files: $11,250.00\n');
    expect(confirmation).toContain('  Urban Loft Residence\n    PDF plan set, 2 builds × $2,800.00: $5,600.00\n');
    const receipt = mail.find((message) => message.kind === 'payment_received')?.message?.text ?? '';
    const links = view.downloads.map((entry: Link) => `${app.env.publicOrigin}${entry.url}`);
    expect(receipt).toContain(`Modern Coastal Villa, Plan set (PDF): ${links[0]}`);
    expect(receipt).toContain(`Modern Coastal Villa, CAD files: ${links[1]}`);
    expect(receipt).toContain(`Urban Loft Residence, Plan set (PDF): ${links[2]}`);
    expect(receipt).toContain(
      'Modern Coastal Villa: CAD files. The plan set and the editable CAD drawings, for your architect or engineer to adapt.',
    );
    expect(receipt).toContain('Urban Loft Residence: PDF plan set, single build, licensed to build the design twice.');
    expect(receipt).not.toContain('one project');
  });
});
