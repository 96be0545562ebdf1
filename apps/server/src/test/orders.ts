import { randomInt, randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import type { CheckoutRequestInput } from '@atelier/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PUBLIC_HOST, type TestApp } from './test-app.ts';

export const validCustomer = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  company: 'Analytical Engines Ltd',
  country: 'GB',
  address: '12 St James Square, London SW1Y 4JH',
  projectLocation: 'Bath, Somerset',
  notes: 'Please invoice the company.',
  acceptLicence: true,
} satisfies Partial<CheckoutRequestInput>;

export function checkoutBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...validCustomer,
    // A fresh buyer and (in postCheckout) a fresh client address per order, so the checkout limits
    // of a real shop never stand in the way of a test that places many orders.
    email: `buyer-${randomUUID().slice(0, 8)}@example.com`,
    lines: [
      { designId: 'design-001', quantity: 1 },
      { designId: 'design-002', quantity: 2 },
    ],
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

export function postCheckout(app: TestApp, payload: unknown) {
  return app.server.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { host: PUBLIC_HOST },
    payload: payload as Record<string, unknown>,
    remoteAddress: randomClientAddress(),
  });
}

export function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The text drawn on a pdf-lib page: inflate each content stream and decode its hex strings. */
export function pdfText(pdf: Uint8Array): string {
  const source = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  // The end of line before `endstream` stays in the data: a compressed stream may itself end in a byte
  // that reads as \r, and inflating ignores what follows the compressed data.
  const streams = /stream\r?\n([\s\S]*?)endstream/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      content = match[1] ?? '';
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

export async function pageCount(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

/** Places an order through the checkout API; answers its number and confirmation link. */
export async function placeTestOrder(
  app: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ orderNumber: string; confirmationUrl: string }> {
  const response = await postCheckout(app, checkoutBody(overrides));
  if (response.statusCode !== 201) throw new Error(`checkout failed with ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The buyer's view of an order (GET /api/orders/:number with the link's token). */
export async function buyerOrderView(app: TestApp, confirmationUrl: string) {
  const response = await app.server.inject({
    url: confirmationUrl.replace('/order/', '/api/orders/'),
    headers: { host: PUBLIC_HOST },
  });
  return response.json().order;
}

/** The buyer's licence upgrade of an order (POST /api/orders/:number/upgrades with its link's token), a new key each time. */
export function postUpgrade(app: TestApp, confirmationUrl: string, body: Record<string, unknown>) {
  const url = new URL(confirmationUrl, 'http://localhost');
  return app.server.inject({
    method: 'POST',
    url: `/api/orders/${url.pathname.split('/').pop()}/upgrades?token=${url.searchParams.get('token')}`,
    headers: { host: PUBLIC_HOST },
    payload: { idempotencyKey: randomUUID(), ...body },
  });
}

/** A staff request with the session's cookie and CSRF header. */
export function staffInject(
  app: TestApp,
  session: { headers: Record<string, string> },
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.server.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
}

/** A plan set PDF of 24×36 sheets, each titled '<label> sheet A-10<n>', as staff would upload it. */
export async function planPdf(label: string, pages = 2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page++)
    pdf.addPage([1728, 1152]).drawText(`${label} sheet A-10${page}`, { x: 72, y: 1000, size: 36, font });
  return pdf.save();
}
