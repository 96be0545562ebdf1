import type { BuyerOrder, StaffOrderDetail } from '@atelier/domain';
import type { AnalyticsReportData } from '@atelier/domain/analytics';
import type { StaffPromotion } from '@atelier/domain/promotions';
import { eq } from 'drizzle-orm';
import { orderLines, orders } from '../db/schema/index.ts';
import { pdfText, randomClientAddress, staffInject } from './orders.ts';
import { outboxMail } from './outbox.ts';
import type { StaffSession } from './staff-session.ts';
import { PUBLIC_HOST, type TestApp } from './test-app.ts';

/*
 * Every place an order's amounts are read, through the real API (decision 064): the checkout's preview,
 * the buyer's page, the e-mails, the invoice and credit notes, the staff order, the CSV exports, the
 * promotion report and the analytics. Each answers what it shows, for a test to hold them equal; the
 * lines as stored carry what no page shows, each line's share of the reductions.
 */

/** POST /api/checkout/price with a checkout's body, from a client of its own (the preview's limit is per client). */
export function checkoutPreview(app: TestApp, body: Record<string, unknown>) {
  return app.server.inject({
    method: 'POST',
    url: '/api/checkout/price',
    headers: { host: PUBLIC_HOST },
    payload: body,
    remoteAddress: randomClientAddress(),
  });
}

/** The buyer's page (GET /api/orders/:number with the link's token). */
export async function buyerOrder(app: TestApp, confirmationUrl: string): Promise<BuyerOrder> {
  const response = await app.server.inject({
    url: confirmationUrl.replace('/order/', '/api/orders/'),
    headers: { host: PUBLIC_HOST },
  });
  if (response.statusCode !== 200) throw new Error(`buyer page answered ${response.statusCode}: ${response.body}`);
  return response.json<{ order: BuyerOrder }>().order;
}

/** The order's lines as stored, each with its share of the reductions (decision 064) and its order. */
export function storedLines(app: TestApp, number: string) {
  return app.database.db
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.number, number));
}

/** The staff order page (GET /api/admin/orders/:number). */
export async function staffOrder(app: TestApp, staff: StaffSession, number: string): Promise<StaffOrderDetail> {
  const response = await staffInject(app, staff, 'GET', `/api/admin/orders/${number}`);
  if (response.statusCode !== 200) throw new Error(`staff order answered ${response.statusCode}: ${response.body}`);
  return response.json<{ order: StaffOrderDetail }>().order;
}

/** The text of each mail sent about the order (by its id), by kind. */
export async function orderMailTexts(app: TestApp, order: { id: string; email: string }): Promise<Map<string, string>> {
  const mails = await outboxMail(app, order.email);
  return new Map(
    mails
      .filter((mail) => mail.params.orderId === order.id)
      .map((mail) => [mail.kind, mail.message?.text ?? ''] as const),
  );
}

/** Each invoice and credit note of the order as staff list it, with the text its PDF prints. */
export async function invoiceTexts(app: TestApp, staff: StaffSession, order: StaffOrderDetail) {
  return Promise.all(
    order.invoices.map(async (invoice) => {
      const response = await staffInject(app, staff, 'GET', invoice.url);
      if (response.statusCode !== 200) throw new Error(`invoice answered ${response.statusCode}: ${response.body}`);
      return { ...invoice, text: pdfText(response.rawPayload) };
    }),
  );
}

/** Cells of a CSV file (quoted or bare, doubled quotes inside quotes), header row first. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      rows.push([...row, cell.replace(/\r$/, '')]);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** A CSV's rows as records by header. */
function csvRecords(text: string): Record<string, string>[] {
  const [header = [], ...rows] = csvRows(text);
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

async function staffCsv(app: TestApp, staff: StaffSession, url: string): Promise<Record<string, string>[]> {
  const response = await staffInject(app, staff, 'GET', url);
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return csvRecords(response.body);
}

/** The order's row of the staff order export (GET /api/admin/orders/export.csv, searched by its number). */
export async function orderExportRow(app: TestApp, staff: StaffSession, number: string) {
  const rows = await staffCsv(app, staff, `/api/admin/orders/export.csv?q=${encodeURIComponent(number)}`);
  return rows.find((row) => row['Order number'] === number);
}

/** A promotion code's figures as its report shows them (GET /api/admin/promotions/:id). */
export async function promotionReport(app: TestApp, staff: StaffSession, id: string): Promise<StaffPromotion> {
  const response = await staffInject(app, staff, 'GET', `/api/admin/promotions/${id}`);
  if (response.statusCode !== 200) throw new Error(`promotion answered ${response.statusCode}: ${response.body}`);
  return response.json<{ promotion: StaffPromotion }>().promotion;
}

/** The orders placed with a code, as its CSV lists them (GET /api/admin/promotions/:id/orders.csv). */
export const promotionOrderRows = (app: TestApp, staff: StaffSession, id: string) =>
  staffCsv(app, staff, `/api/admin/promotions/${id}/orders.csv`);

/** The analytics of yesterday to tomorrow (UTC), so a run that crosses midnight still finds its sales. */
export async function analyticsAroundToday(app: TestApp, staff: StaffSession): Promise<AnalyticsReportData> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const response = await staffInject(app, staff, 'GET', `/api/admin/analytics?from=${day(-1)}&to=${day(1)}`);
  if (response.statusCode !== 200) throw new Error(`analytics answered ${response.statusCode}: ${response.body}`);
  return response.json<AnalyticsReportData>();
}

/** Cents as a CSV export writes dollars ("1234.05"), worked out in integers. */
export const csvDollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
