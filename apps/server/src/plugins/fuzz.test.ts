import { PLAN_FILE_KINDS } from '@atelier/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessages,
  contactInquiries,
  customers,
  orders,
  rateLimitBuckets,
  staffAuditLog,
  storedFiles,
} from '../db/schema/index.ts';
import { multipartBody } from '../test/multipart.ts';
import { checkoutBody, randomClientAddress } from '../test/orders.ts';
import { createStaffSession, type StaffSession } from '../test/staff-session.ts';
import { ADMIN_HOST, createTestApp, PUBLIC_HOST } from '../test/test-app.ts';

// Top-level, so one fuzz test is generated per route the server really registered.
const app = await createTestApp();
let admin: StaffSession;
beforeAll(async () => {
  admin = await createStaffSession(app, 'super_admin');
});
afterAll(async () => {
  await app.close();
});

/** 40 in every test run; `FUZZ_RUNS=500 npx vitest run --project server apps/server/src/plugins/fuzz.test.ts` for a long one. */
export const FUZZ_RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS) || 40;

// The catch-all page route renders the storefront, which API tests do not build.
const routes = app.routes.filter((route) => route.method !== 'HEAD' && route.url !== '/*');

/** Text a client might send: NUL, lone surrogates, dot segments, huge, SQL-ish, or plain. */
const nasty = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '../../etc',
    "' or 1=1 --",
    '%00',
    '2026-13-01',
    '0000-00-00',
    '9999-12-31',
    '0001-01-01',
    '99999-01-01',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ minLength: 3000, maxLength: 5000 }),
  fc.integer().map(String),
);
const value = fc.oneof(nasty, fc.integer(), fc.boolean(), fc.constant(null), fc.array(nasty, { maxLength: 3 }));
const KEYS = ['q', 'page', 'from', 'to', 'status', 'customer', 'token', 'note', 'email', 'password', 'content'];
const fieldName = fc.oneof(fc.constantFrom(...KEYS, 'visitorId', 'lines', 'fullName', '__proto__'), fc.string());

/** Percent-encodes like a client would, including the bytes of a lone surrogate (which encodeURIComponent refuses). */
function encode(text: string): string {
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (code >= 0xd800 && code <= 0xdfff)
      return `%${[0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => byte.toString(16).toUpperCase()).join('%')}`;
    return encodeURIComponent(char);
  }).join('');
}

const serverErrors: string[] = [];
let requestsSent = 0;

describe.each(routes)('fuzzing $method $url', (route) => {
  it(`never answers 5xx to ${FUZZ_RUNS_PER_ENDPOINT} malformed requests`, async () => {
    const staff = route.url.startsWith('/api/admin');
    await fc.assert(
      fc.asyncProperty(
        fc.array(nasty, { minLength: 3, maxLength: 3 }),
        fc.dictionary(fc.constantFrom(...KEYS), nasty, { maxKeys: 4 }),
        fc.oneof(fc.dictionary(fieldName, value, { maxKeys: 6 }), value),
        async (params, query, body) => {
          let index = 0;
          const path = route.url.replace(/:[A-Za-z]+/g, () => encode(params[index++] ?? 'x') || 'x');
          const search = Object.entries(query)
            .map(([key, item]) => `${key}=${encode(item)}`)
            .join('&');
          const response = await app.server.inject({
            method: route.method as 'GET',
            url: search ? `${path}?${search}` : path,
            headers: staff ? admin.headers : { host: PUBLIC_HOST },
            remoteAddress: randomClientAddress(),
            ...(route.method === 'GET' ? {} : { payload: JSON.stringify(body) ?? 'null' }),
          });
          // A path the router cannot match (a parameter over its length limit) reaches the page
          // renderer, which API tests do not build; the browser tests cover pages.
          requestsSent += 1;
          if (response.statusCode === 503 && response.json().error.code === 'not_built') return;
          if (response.statusCode >= 500) serverErrors.push(`${route.method} ${path}: ${response.body}`);
          expect(response.statusCode, response.body).toBeLessThan(500);
        },
      ),
      { numRuns: FUZZ_RUNS_PER_ENDPOINT },
    );
  });
});

const count = async (
  table:
    | typeof orders
    | typeof contactInquiries
    | typeof chatMessages
    | typeof customers
    | typeof storedFiles
    | typeof staffAuditLog,
) => (await app.database.db.select().from(table)).length;

// Every route that reads a multipart upload (declared with uploadRoute, listed in app.routes).
const uploadRoutes = routes.filter((route) => route.upload);

/** Multipart bodies no parser can read: no boundary, cut off inside the file, cut off inside a part's headers. */
function brokenMultipart() {
  const whole = multipartBody(
    { alt: 'Front of the house' },
    { filename: 'plan.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n'.repeat(200)) },
  );
  return [
    { name: 'no boundary', contentType: 'multipart/form-data', payload: whole.payload },
    { name: 'a truncated body', contentType: whole.contentType, payload: whole.payload.subarray(0, -100) },
    {
      name: 'a body cut inside the part headers',
      contentType: whole.contentType,
      payload: whole.payload.subarray(0, 60),
    },
  ];
}

/** A real record for the `:id` of each upload route, so each request is one the staff member may make. */
const RECORD_IDS: [string, string][] = [
  ['/api/admin/designs/', 'design-001'],
  ['/api/admin/content/team/', 'team-1'],
  ['/api/admin/content/testimonials/', 'testimonial-1'],
];
/** Each upload route once per path it takes (the plan files once per kind), on a real record. */
const uploadPaths = uploadRoutes.flatMap((route) => {
  const path = route.url.replace(':id', RECORD_IDS.find(([prefix]) => route.url.startsWith(prefix))?.[1] ?? 'x');
  const paths = path.includes(':kind') ? PLAN_FILE_KINDS.map((kind) => path.replace(':kind', kind)) : [path];
  return paths.map((url) => ({ method: route.method, url }));
});

describe('broken multipart uploads', () => {
  let staff: StaffSession;
  let before: number[];
  beforeAll(async () => {
    // A fresh session: the fuzzing above may have signed the first one out.
    staff = await createStaffSession(app, 'super_admin');
    before = [await count(storedFiles), await count(staffAuditLog)];
  });

  it('reach every upload route', () => {
    expect(uploadRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/designs/:id/images',
        'PUT /api/admin/designs/:id/files/:kind',
        'PUT /api/admin/content/team/:id/photo',
        'PUT /api/admin/content/testimonials/:id/photo',
      ]),
    );
  });

  describe.each(uploadPaths)('$method $url', (route) => {
    it.each(brokenMultipart())('answers $name with a 400 saying the upload cannot be read', async (body) => {
      const response = await app.server.inject({
        method: route.method as 'PUT',
        url: route.url,
        headers: { ...staff.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toEqual({
        code: 'invalid_multipart',
        message: 'The upload could not be read: send it as complete multipart/form-data with a boundary.',
      });
    });
  });

  it('stored nothing and audited nothing', async () => {
    expect([await count(storedFiles), await count(staffAuditLog)]).toEqual(before);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('is refused with a 400 everywhere, nothing is stored and no limit counts it', async () => {
    const before = [
      await count(orders),
      await count(contactInquiries),
      await count(chatMessages),
      await count(customers),
    ];
    const client = '10.99.0.1';
    const json = (url: string, payload: unknown, host = PUBLIC_HOST, headers: Record<string, string> = {}) =>
      app.server.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { host, ...headers },
        remoteAddress: client,
      });
    const refused = [
      await json('/api/chat/messages', { visitorId: 'visitor-0000000000001', content: 'hi\u0000there' }),
      await json('/api/contact', {
        name: 'Ada\u0000',
        email: 'ada@example.com',
        subject: 'general',
        message: 'A message long enough',
      }),
      await json('/api/checkout', checkoutBody({ fullName: 'Ada \u0000 Lovelace' })),
      await json('/api/checkout', checkoutBody({ address: 'Flat \ud800 1' })),
      await json('/api/admin/auth/sign-in', { email: 'a\u0000@example.com', password: 'x' }, ADMIN_HOST, {
        origin: `http://${ADMIN_HOST}`,
      }),
      await app.server.inject({ url: '/api/designs/%00', headers: { host: PUBLIC_HOST } }),
      await app.server.inject({ url: '/api/designs?q=%00', headers: { host: PUBLIC_HOST } }),
      await app.server.inject({ url: '/order/%00', headers: { host: PUBLIC_HOST } }),
      await app.server.inject({ url: '/api/admin/orders?q=%00', headers: admin.headers }),
      await app.server.inject({
        method: 'POST',
        url: '/api/admin/orders/AP-0000-0000/refunds',
        headers: admin.headers,
        payload: { amountCents: 100, note: 'refund\u0000', actionId: '00000000-0000-4000-8000-000000000000' },
      }),
      await json('/api/orders/find', { email: 'ada@example.com', orderNumber: 'AP-\u0000' }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(refused[0]?.json().error.code).toBe('invalid_characters');
    expect(refused[7]?.headers['content-type']).toContain('text/html');
    const after = [
      await count(orders),
      await count(contactInquiries),
      await count(chatMessages),
      await count(customers),
    ];
    expect(after).toEqual(before);
    const buckets = await app.database.db.select().from(rateLimitBuckets);
    expect(buckets.filter((bucket) => bucket.key.includes(client))).toEqual([]);
  });

  it('impossible dates in the staff order filter get a 400 with a clear message', async () => {
    for (const query of ['from=0000-00-00', 'to=2026-13-01', 'from=2026-02-30']) {
      const response = await app.server.inject({ url: `/api/admin/orders?${query}`, headers: admin.headers });
      expect(response.statusCode).toBe(400);
      expect(Object.values(response.json().error.fields)).toEqual(['This date does not exist.']);
    }
  });

  it('no fuzzed request anywhere got a 5xx', () => {
    console.info(`fuzz: ${requestsSent} requests over ${routes.length} routes, ${serverErrors.length} answered 5xx`);
    expect(requestsSent).toBeGreaterThanOrEqual(routes.length * FUZZ_RUNS_PER_ENDPOINT);
    expect(serverErrors).toEqual([]);
  });
});
