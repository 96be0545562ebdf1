import { describe, expect, it } from 'vitest';
import { ADMIN_HOST, PUBLIC_HOST, useTestApp } from './test/test-app.ts';

const app = useTestApp();

describe('health', () => {
  it('reports the database as reachable', async () => {
    const response = await app.server.inject({ url: '/api/health', headers: { host: PUBLIC_HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
  });
});

describe('host routing', () => {
  it('keeps the public API off the admin host', async () => {
    const response = await app.server.inject({ url: '/api/designs', headers: { host: ADMIN_HOST } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('keeps the staff API off the public host', async () => {
    const response = await app.server.inject({ url: '/api/admin/me', headers: { host: `${PUBLIC_HOST}:3000` } });
    expect(response.statusCode).toBe(404);
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await app.server.inject({ url: '/api/nothing-here', headers: { host: PUBLIC_HOST } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('error.code', 'not_found');
  });
});

describe('security headers', () => {
  it('sends a nonce-based CSP and the other headers on every response', async () => {
    const response = await app.server.inject({ url: '/api/health', headers: { host: PUBLIC_HOST } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('compression', () => {
  it('compresses API answers with brotli or gzip as the client asks', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await app.server.inject({
        url: '/api/filters',
        headers: { host: PUBLIC_HOST, 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
    }
  });
});
