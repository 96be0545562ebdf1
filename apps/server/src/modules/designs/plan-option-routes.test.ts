// @postgres: concurrent requests.
import type { PricedLine } from '@atelier/domain/orders';
import { DEFAULT_PLAN_OPTIONS, type PlanOptionSettings } from '@atelier/domain/plan-options';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, settings, staffAuditLog } from '../../db/schema/index.ts';
import { checkoutBody, postCheckout } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let editor: StaffSession;
let admin: StaffSession;
let sales: StaffSession;
beforeAll(async () => {
  [editor, admin, sales] = await Promise.all([
    createStaffSession(app, 'content_editor'),
    createStaffSession(app, 'super_admin'),
    createStaffSession(app, 'sales'),
  ]);
});

const call = (session: StaffSession, method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.server.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

/** What the design page and the cart offer (their loaders read this). */
const offerOf = async (id: string) =>
  (await app.services.designPlanOptions.forDesigns([id], await app.services.settings.planOptions.current())).get(id);

const savedSettings = async () =>
  (await app.database.db.select().from(settings).where(eq(settings.key, 'plan_options')))[0]?.value;

/** design-006's own foundation is a basement; design-012's is pier and beam. */
const order = (lines: object[]) => postCheckout(app, checkoutBody({ lines }));

describe('the studio’s plan options', () => {
  it('start from the defaults; staff with settings:update change them, audited, and the storefront follows', async () => {
    const read = await call(admin, 'GET', '/api/admin/settings/plan-options');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ options: DEFAULT_PLAN_OPTIONS });

    const options: PlanOptionSettings = {
      ...DEFAULT_PLAN_OPTIONS,
      slab: { offered: true, priceCents: 27_500, leadDays: 6 },
      'materials-list': { offered: false, priceCents: 15_000, leadDays: 5 },
    };
    const saved = await call(admin, 'PUT', '/api/admin/settings/plan-options', { options });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ options });
    const [audit] = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'settings.plan_options'));
    expect(audit?.detail).toMatchObject({ after: JSON.stringify(options) });

    const offer = await offerOf('design-006');
    expect(offer?.includedFoundation).toBe('basement');
    expect(offer?.foundations.map((option) => [option.id, option.priceCents, option.leadDays])).toEqual([
      ['slab', 27_500, 6],
      ['crawlspace', 25_000, 7],
      ['walkout-basement', 49_500, 14],
      ['pier', 29_500, 10],
    ]);
    expect(offer?.addOns.map((option) => option.id)).toEqual(['reverse']);

    expect((await call(editor, 'GET', '/api/admin/settings/plan-options')).statusCode).toBe(403);
    expect((await call(editor, 'PUT', '/api/admin/settings/plan-options', { options })).statusCode).toBe(403);
    await call(admin, 'PUT', '/api/admin/settings/plan-options', { options: DEFAULT_PLAN_OPTIONS });
  });

  it('refuses bad terms with a 400 and keeps what was saved', async () => {
    const before = await savedSettings();
    for (const change of [
      { priceCents: -1 },
      { priceCents: 12.5 },
      { priceCents: 2_000_001 },
      { leadDays: 91 },
      { leadDays: 0 },
      { leadDays: 1.5 },
      { offered: 'yes' },
    ]) {
      const options = { ...DEFAULT_PLAN_OPTIONS, reverse: { ...DEFAULT_PLAN_OPTIONS.reverse, ...change } };
      const response = await call(admin, 'PUT', '/api/admin/settings/plan-options', { options });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
    const { reverse: _, ...missing } = DEFAULT_PLAN_OPTIONS;
    expect((await call(admin, 'PUT', '/api/admin/settings/plan-options', { options: missing })).statusCode).toBe(400);
    expect(await savedSettings()).toEqual(before);
  });
});

describe('a design’s plan options', () => {
  it('offers every option the studio offers until staff narrow it, audited; null offers all again', async () => {
    const url = '/api/admin/designs/design-012/plan-options';
    const read = await call(sales, 'GET', url);
    expect(read.statusCode, read.body).toBe(403);
    const staff = await call(admin, 'GET', url);
    expect(staff.json()).toEqual({ offered: null, studio: DEFAULT_PLAN_OPTIONS, includedFoundation: 'pier' });

    const narrowed = await call(admin, 'PUT', url, { offered: ['reverse', 'slab', 'reverse'] });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(narrowed.json()).toMatchObject({ offered: ['slab', 'reverse'] });
    const offer = await offerOf('design-012');
    expect(offer?.foundations.map((option) => option.id)).toEqual(['slab']);
    expect(offer?.addOns.map((option) => option.id)).toEqual(['reverse']);
    const [audit] = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'design.plan_options'));
    expect(audit).toMatchObject({ targetId: 'design-012', detail: { offered: 'slab, reverse' } });

    expect((await call(admin, 'PUT', url, { offered: ['attic'] })).statusCode).toBe(400);
    expect((await call(sales, 'PUT', url, { offered: null })).statusCode).toBe(403);
    expect((await call(admin, 'PUT', '/api/admin/designs/nope/plan-options', { offered: null })).statusCode).toBe(404);
    expect((await call(admin, 'PUT', url, { offered: null })).json()).toMatchObject({ offered: null });
    expect((await offerOf('design-012'))?.foundations).toHaveLength(4);
  });
});

describe('checkout with plan options', () => {
  it('prices the options from the database, once per line, and keeps them on the order line', async () => {
    const response = await order([
      { designId: 'design-006', quantity: 2, options: ['reverse', 'slab', 'basement'], priceCents: 1 },
      { designId: 'design-002', quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { orderNumber, confirmationUrl } = response.json<{ orderNumber: string; confirmationUrl: string }>();
    const [placed] = await app.database.db.select().from(orders).where(eq(orders.number, orderNumber));
    const lines = await app.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, placed?.id ?? ''));
    const villa = lines.find((line) => line.designId === 'design-006');
    // The basement is design-006's own foundation: included, so not sold.
    expect(villa?.options).toEqual([
      { id: 'slab', label: 'Slab foundation', priceCents: 25_000, leadDays: 7 },
      { id: 'reverse', label: 'Right-reading reverse', priceCents: 10_000, leadDays: 2 },
    ]);
    expect(villa?.lineTotalCents).toBe((villa?.unitPriceCents ?? 0) * 2 + 35_000);
    expect(placed?.subtotalCents).toBe(lines.reduce((sum, line) => sum + line.lineTotalCents, 0));

    const buyer = await app.server.inject({
      url: confirmationUrl.replace('/order/', '/api/orders/'),
      headers: { host: PUBLIC_HOST },
    });
    const bought = buyer
      .json<{ order: { lines: PricedLine[] } }>()
      .order.lines.find((line) => line.designId === 'design-006');
    expect(bought?.options.map((option) => option.label)).toEqual(['Slab foundation', 'Right-reading reverse']);
  });

  it('refuses an option the design does not offer, two foundations, and an unknown option, placing nothing', async () => {
    await call(admin, 'PUT', '/api/admin/designs/design-011/plan-options', { offered: ['reverse'] });
    const count = async () => (await app.database.db.select({ id: orders.id }).from(orders)).length;
    const before = await count();
    const notOffered = await order([{ designId: 'design-011', quantity: 1, options: ['materials-list'] }]);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().error).toMatchObject({
      code: 'option_not_offered',
      fields: { 'lines.0.options': 'Heritage Townhouse Renovation: Materials list is not offered for this design.' },
    });
    const twoFoundations = await order([{ designId: 'design-012', quantity: 1, options: ['slab', 'basement'] }]);
    expect(twoFoundations.statusCode).toBe(400);
    expect(twoFoundations.json().error).toMatchObject({ code: 'option_not_offered' });
    const unknown = await order([{ designId: 'design-012', quantity: 1, options: ['attic'] }]);
    expect(unknown.statusCode).toBe(400);
    expect(await count()).toBe(before);
    await call(admin, 'PUT', '/api/admin/designs/design-011/plan-options', { offered: null });
  });

  it('replays a submission with the same options, and refuses its key with other options', async () => {
    const body = checkoutBody({ lines: [{ designId: 'design-012', quantity: 1, options: ['reverse'] }] });
    const first = await postCheckout(app, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await postCheckout(app, body);
    expect(again.json().orderNumber).toBe(first.json().orderNumber);
    const other = await postCheckout(app, { ...body, lines: [{ designId: 'design-012', quantity: 1, options: [] }] });
    expect(other.statusCode).toBe(409);
  });
});
