import { randomUUID } from 'node:crypto';
import type { BuyerQuote, StaffQuote } from '@atelier/domain/quotes';
import { multipartBody } from './multipart.ts';
import { planPdf, staffInject } from './orders.ts';
import type { StaffSession } from './staff-session.ts';
import { PUBLIC_HOST, type TestApp } from './test-app.ts';

/** A modification request from design-005's page, as a visitor sends it; its inquiry id. */
export async function requestModification(app: TestApp, email: string, name = 'Grace Hopper'): Promise<string> {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/modification-requests',
    headers: { host: PUBLIC_HOST },
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    payload: {
      designId: 'design-005',
      changes: 'Add a fourth bedroom over the garage and widen the kitchen.',
      name,
      email,
    },
  });
  if (response.statusCode !== 201) throw new Error(`modification request refused: ${response.body}`);
  return response.json().id;
}

/** A valid day for `validUntil`, `days` from today (UTC). */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const quoteTerms = (overrides: Record<string, unknown> = {}) => ({
  lines: [
    { description: 'Fourth bedroom over the garage', amountCents: 90_000 },
    { description: 'Wider kitchen', amountCents: 30_000 },
  ],
  depositPercent: 40,
  dueDays: 5,
  validUntil: dayFromNow(14),
  note: 'Structural engineering is not included.',
  ...overrides,
});

/**
 * Writes and sends a quote for a new modification request (from `name`, if given); the staff view and
 * the buyer's private path.
 */
export async function sentQuote(
  app: TestApp,
  staff: StaffSession,
  email: string,
  overrides: Record<string, unknown> = {},
  name?: string,
): Promise<{ quote: StaffQuote; path: string }> {
  const inquiryId = await requestModification(app, email, name);
  const created = await staffInject(app, staff, 'POST', '/api/admin/quotes', { inquiryId, ...quoteTerms(overrides) });
  if (created.statusCode !== 201) throw new Error(`quote refused: ${created.body}`);
  const { number } = created.json<{ quote: StaffQuote }>().quote;
  const sent = await staffInject(app, staff, 'POST', `/api/admin/quotes/${number}/send`);
  if (sent.statusCode !== 200) throw new Error(`send refused: ${sent.body}`);
  const quote = sent.json<{ quote: StaffQuote }>().quote;
  return { quote, path: app.services.quotes.buyerPath(quote) };
}

/** The buyer's API address of a quote page path ('/quote/Q-…?token=…'), with `rest` after the number. */
const apiOf = (path: string, rest = '') => {
  const url = new URL(path, 'http://localhost');
  return `/api/quotes/${url.pathname.split('/').pop()}${rest}?token=${url.searchParams.get('token')}`;
};

export async function buyerQuote(app: TestApp, path: string): Promise<BuyerQuote> {
  const response = await app.server.inject({ url: apiOf(path), headers: { host: PUBLIC_HOST } });
  if (response.statusCode !== 200) throw new Error(`quote page refused: ${response.body}`);
  return response.json<{ quote: BuyerQuote }>().quote;
}

/** A buyer's POST on the quote: 'accept', 'decline', 'balance' or 'drawings/<id>/decision'. */
export function buyerPost(app: TestApp, path: string, action: string, payload: Record<string, unknown>) {
  return app.server.inject({ method: 'POST', url: apiOf(path, `/${action}`), headers: { host: PUBLIC_HOST }, payload });
}

export const acceptBody = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Grace Hopper',
  country: 'US',
  address: '1 Harbor Way, Arlington, VA',
  acceptTerms: true,
  idempotencyKey: randomUUID(),
  ...overrides,
});

export async function uploadDrawing(
  app: TestApp,
  staff: StaffSession,
  number: string,
  kind: string,
  bytes?: Uint8Array,
  fields: Record<string, string> = {},
) {
  const body = multipartBody(
    { kind, ...fields },
    {
      filename: `${kind}.pdf`,
      contentType: 'application/pdf',
      bytes: bytes ?? (await planPdf(`${number} ${kind}`, 1)),
    },
  );
  return app.server.inject({
    method: 'POST',
    url: `/api/admin/quotes/${number}/drawings`,
    headers: { ...staff.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}
