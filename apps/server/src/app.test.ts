import { describe, expect, it } from 'vitest';
import { loggerOptions } from './app.ts';
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

describe('the log', () => {
  const env = { LOG_LEVEL: 'info', NODE_ENV: 'development' } as const;

  it('is pretty-printed in development, through a transport that resolves', () => {
    const options = loggerOptions(env);
    expect(options).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
    expect(import.meta.resolve('pino-pretty')).toContain('pino-pretty');
  });

  it('stays JSON lines in production and tests, with secrets redacted', () => {
    for (const NODE_ENV of ['production', 'test'] as const) {
      const options = loggerOptions({ ...env, NODE_ENV });
      expect(options).not.toHaveProperty('transport');
      expect(options.redact).toEqual(['req.headers.cookie', 'req.headers.authorization']);
    }
    const stream = { write: () => {} };
    expect(loggerOptions(env, stream)).toEqual(expect.objectContaining({ stream }));
  });
});
