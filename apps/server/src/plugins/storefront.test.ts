import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reactRouterStorefront } from '../test/react-router-storefront.ts';
import { createTestApp, PUBLIC_HOST, type TestApp, useTestApp } from '../test/test-app.ts';
import type { FrontEnds } from './front-ends.ts';

// What node-postgres throws when the server refuses the connection: no outage needed to produce it.
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' as const });

/** What the page's loader does next: answer, or fail as the database (or a bug) makes it. */
let failure: (() => Error) | null = null;
const storefront = reactRouterStorefront({
  async loader({ context }) {
    if (failure) throw failure();
    return { categories: (await context.services.catalog.categoriesWithCounts()).length };
  },
  async action() {
    if (failure) throw failure();
    return { sent: true };
  },
});

const app = useTestApp(
  { LOG_LEVEL: 'warn' },
  { frontEnds: storefront.frontEnds, logStream: { write: (line) => logLines.push(line) } },
);
const logLines: string[] = [];
beforeEach(() => {
  failure = null;
  storefront.reported.length = 0;
  logLines.length = 0;
});

const visit = (url: string, options: { method?: 'GET' | 'HEAD' | 'POST'; payload?: string } = {}) =>
  app.server.inject({
    method: options.method ?? 'GET',
    url,
    headers: {
      host: PUBLIC_HOST,
      ...(options.payload !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });

function expectUnavailablePage(response: Awaited<ReturnType<typeof visit>>) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.body).toContain('<html lang="en">');
  expect(response.body).toContain('<title>Temporarily unavailable | Atelier Plans</title>');
  expect(response.body).toContain('<h1>Temporarily unavailable</h1>');
  expect(response.body).toContain('The service is briefly unavailable. Please try again in a moment.');
}

describe('a storefront page while the database cannot be reached', () => {
  it('renders as usual while the database answers', async () => {
    const response = await visit('/renders');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"categories":');
  });

  it('answers 503 with Retry-After and a short unavailable page when a loader finds the database away', async () => {
    failure = refused;
    const response = await visit('/designs-while-away');
    expectUnavailablePage(response);
    // A warning of the server's (as the API logs it), not an error for the storefront's handler.
    expect(storefront.reported).toEqual([]);
    const logged = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged).toEqual([expect.objectContaining({ level: 40, msg: 'database unavailable' })]);
  });

  it('offers to load the same page again', async () => {
    failure = refused;
    const response = await visit('/try-again?page=2');
    expect(response.body).toMatch(/<a href="[^"]*\/try-again\?page=2">Try again<\/a>/);
  });

  it('answers a form post whose action finds the database away the same way', async () => {
    failure = refused;
    expectUnavailablePage(await visit('/contact', { method: 'POST', payload: 'name=Ann' }));
  });

  it('answers HEAD with the same status and no body', async () => {
    failure = refused;
    const response = await visit('/head-while-away', { method: 'HEAD' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toBe('');
  });

  it('answers a client navigation (.data) 503 with Retry-After, which the app shows as an error', async () => {
    failure = refused;
    const response = await visit('/designs-while-away.data');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('The service is briefly unavailable. Please try again in a moment.');
  });

  it('keeps the 500 error page for every other failure, reported to the storefront as before', async () => {
    failure = () => new TypeError('Cannot read properties of undefined');
    const response = await visit('/a-bug');
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.body).toContain('"failed":true');
    expect(storefront.reported).toHaveLength(1);
  });

  it('still serves a page the page cache holds', async () => {
    const first = await visit('/cached-before');
    expect(first.statusCode).toBe(200);
    failure = refused;
    const cached = await visit('/cached-before');
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.body).toBe(first.body);
  });
});

describe('a storefront renderer that itself fails because the database is away', () => {
  let other: TestApp;
  beforeAll(async () => {
    const frontEnds: () => Promise<FrontEnds> = async () => ({
      sendAdminFile: async () => false,
      adminPage: async () => null,
      sendWebFile: async () => false,
      renderStorefront: async () => {
        throw refused();
      },
      close: async () => {},
    });
    other = await createTestApp({}, { frontEnds });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('answers with the unavailable page rather than the API’s JSON', async () => {
    const response = await other.server.inject({ url: '/about', headers: { host: PUBLIC_HOST } });
    expectUnavailablePage(response);
  });
});
