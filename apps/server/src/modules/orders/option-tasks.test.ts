// @postgres: raw SQL, concurrent requests.
import type { StaffOrderDetail } from '@atelier/domain';
import type { DashboardFigures } from '@atelier/domain/dashboard';
import type { StaffTaskList } from '@atelier/domain/order-tasks';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderTasks } from '../../db/schema/index.ts';
import { multipartBody } from '../../test/multipart.ts';
import { checkoutBody, pdfText, postCheckout } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let sales: StaffSession;
let editor: StaffSession;
beforeAll(async () => {
  [sales, editor] = await Promise.all([createStaffSession(app, 'sales'), createStaffSession(app, 'content_editor')]);
});

const staff = (method: 'GET' | 'POST', url: string, session = sales) =>
  app.server.inject({ method, url, headers: session.headers });

/** design-004's own foundation is a slab: a basement is sold, drawn within 10 days, the reverse within 2. */
async function paidOrderWithOptions(email: string, markPaid = true) {
  const response = await postCheckout(
    app,
    checkoutBody({
      email,
      fullName: 'Grace Hopper',
      lines: [
        { designId: 'design-004', quantity: 1, options: ['basement', 'reverse'] },
        { designId: 'design-002', quantity: 1 },
      ],
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const placed = response.json() as { orderNumber: string; confirmationUrl: string };
  if (markPaid) expect((await staff('POST', `/api/admin/orders/${placed.orderNumber}/mark-paid`)).statusCode).toBe(200);
  return placed;
}

const detail = async (number: string) =>
  (await staff('GET', `/api/admin/orders/${number}`)).json<{ order: StaffOrderDetail }>().order;

async function onePagePdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText(text);
  return Buffer.from(await pdf.save());
}

function upload(number: string, taskId: string, file: { name: string; bytes: Buffer; type: string }, session = sales) {
  const body = multipartBody({}, { filename: file.name, contentType: file.type, bytes: file.bytes });
  return app.server.inject({
    method: 'PUT',
    url: `/api/admin/orders/${number}/tasks/${taskId}/file`,
    headers: { ...session.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const buyerView = async (confirmationUrl: string) =>
  (
    await app.server.inject({ url: confirmationUrl.replace('/order/', '/api/orders/'), headers: { host: PUBLIC_HOST } })
  ).json().order;

describe('tasks of the plan options an order bought', () => {
  it('open when the order is paid, each due its lead time later, and are listed on the order', async () => {
    const { orderNumber } = await paidOrderWithOptions('tasks@example.com', false);
    expect((await detail(orderNumber)).tasks).toEqual([]);
    await staff('POST', `/api/admin/orders/${orderNumber}/mark-paid`);
    const order = await detail(orderNumber);
    const paidAt = Date.parse(order.paidAt ?? '');
    expect(order.tasks.map((task) => [task.label, task.title, task.state])).toEqual([
      ['Right-reading reverse', 'Eco Courtyard House', 'open'],
      ['Basement foundation', 'Eco Courtyard House', 'open'],
    ]);
    const dueIn = (label: string) =>
      (Date.parse(order.tasks.find((task) => task.label === label)?.dueAt ?? '') - paidAt) / 86_400_000;
    expect(Math.round(dueIn('Right-reading reverse'))).toBe(2);
    expect(Math.round(dueIn('Basement foundation'))).toBe(10);
    // Paying twice opens nothing more.
    await staff('POST', `/api/admin/orders/${orderNumber}/mark-paid`);
    expect((await detail(orderNumber)).tasks).toHaveLength(2);
  });

  it('a staff upload delivers one: a stamped download for the buyer, an e-mail, the timeline and the audit', async () => {
    const { orderNumber, confirmationUrl } = await paidOrderWithOptions('deliver@example.com');
    const task = (await detail(orderNumber)).tasks.find((entry) => entry.optionId === 'basement');
    if (!task) throw new Error('no basement task');
    const uploaded = await upload(orderNumber, task.id, {
      name: 'basement.pdf',
      type: 'application/pdf',
      bytes: await onePagePdf('BASEMENT PLAN'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const order = uploaded.json<{ order: StaffOrderDetail }>().order;
    expect(order.tasks.find((entry) => entry.id === task.id)).toMatchObject({
      state: 'delivered',
      fileName: 'basement.pdf',
      deliveredBy: expect.any(String),
    });
    expect(order.grants.map((grant) => grant.label)).toContain('Basement foundation');
    expect(order.timeline.some((event) => event.kind === 'option_delivered')).toBe(true);

    const downloads: { label: string; url: string }[] = (await buyerView(confirmationUrl)).downloads;
    const link = downloads.find((entry) => entry.label === 'Basement foundation');
    expect(link).toBeTruthy();
    const file = await app.server.inject({ url: link?.url ?? '', headers: { host: PUBLIC_HOST } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`${orderNumber}-design-004-option-basement.pdf`);
    const text = pdfText(file.rawPayload);
    expect(text).toContain('BASEMENT PLAN');
    expect(text).toContain(`Licensed to Grace Hopper - Order ${orderNumber}`);

    const mail = (await outboxMail(app, 'deliver@example.com')).find((entry) => entry.kind === 'option_delivered');
    expect(mail?.message?.subject).toBe(`Order ${orderNumber}: your Basement foundation is ready`);
    expect(mail?.message?.text).toContain(`${app.env.publicOrigin}${link?.url}`);
  });

  it('refuses a file that is not a drawing, an unpaid order, an unknown task and a member without orders:update', async () => {
    const { orderNumber } = await paidOrderWithOptions('refuse@example.com');
    const [task] = (await detail(orderNumber)).tasks;
    if (!task) throw new Error('no task');
    const text = { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') };
    const refused = await upload(orderNumber, task.id, text);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe('The drawing must be a PDF, a DWG, a DXF or a ZIP.');
    const pdf = { name: 'plan.pdf', type: 'application/pdf', bytes: await onePagePdf('X') };
    expect((await upload(orderNumber, 'no-such-task', pdf)).statusCode).toBe(404);
    expect((await upload(orderNumber, task.id, pdf, editor)).statusCode).toBe(403);
    expect((await detail(orderNumber)).tasks.every((entry) => entry.state !== 'delivered')).toBe(true);

    const unpaid = await paidOrderWithOptions('unpaid-task@example.com', false);
    const [otherOrdersTask] = await app.database.db.select().from(orderTasks).limit(1);
    expect(otherOrdersTask).toBeTruthy();
    // An unpaid order has no tasks: another order’s task is not found on it.
    expect((await upload(unpaid.orderNumber, otherOrdersTask?.id ?? '', pdf)).statusCode).toBe(404);
  });

  it('are listed by state on /orders/tasks and counted on the dashboard when overdue', async () => {
    const { orderNumber } = await paidOrderWithOptions('overdue@example.com');
    const order = await detail(orderNumber);
    const reverse = order.tasks.find((task) => task.optionId === 'reverse');
    await app.database.db
      .update(orderTasks)
      .set({ dueAt: sql`now() - interval '1 day'` })
      .where(eq(orderTasks.id, reverse?.id ?? ''));

    const list = async (query: string) => (await staff('GET', `/api/admin/order-tasks?${query}`)).json<StaffTaskList>();
    const overdue = await list(`state=overdue&q=${orderNumber}`);
    expect(overdue.tasks.map((task) => [task.orderNumber, task.label, task.state, task.buyerName])).toEqual([
      [orderNumber, 'Right-reading reverse', 'overdue', 'Grace Hopper'],
    ]);
    expect(overdue.total).toBe(1);
    const open = await list(`q=${orderNumber}`);
    expect(open.tasks.map((task) => task.label)).toEqual(['Right-reading reverse', 'Basement foundation']);
    expect(open.total).toBe(2);
    expect((await list(`state=delivered&q=${orderNumber}`)).total).toBe(0);
    expect((await staff('GET', '/api/admin/order-tasks?state=late')).statusCode).toBe(400);
    expect((await staff('GET', '/api/admin/order-tasks', editor)).statusCode).toBe(403);

    const figures = (await staff('GET', '/api/admin/dashboard')).json<DashboardFigures>();
    expect(figures.todo.orders?.tasksOverdue).toBeGreaterThanOrEqual(1);
    expect(figures.todo.orders?.tasksOpen).toBeGreaterThanOrEqual(2);
  });
});
