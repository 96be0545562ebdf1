import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, postCheckout } from '../test/orders.ts';
import { outboxMail } from '../test/outbox.ts';
import { createStaffSession, type StaffSession } from '../test/staff-session.ts';
import { ADMIN_HOST, PUBLIC_HOST, useTestApp } from '../test/test-app.ts';
import { normalisePath } from './normalise-path.ts';
import { redactUrl, SECRET_QUERY_PARAMS, SECRET_ROUTE_PARAMS } from './redact-url.ts';
import { siteForHost } from './request-context.ts';

const logLines: string[] = [];
const app = useTestApp(
  { LOG_LEVEL: 'info', PUBLIC_URL: 'https://shop.example.com' },
  { logStream: { write: (line) => logLines.push(line) } },
);
let staff: StaffSession;
beforeAll(async () => {
  staff = await createStaffSession(app, 'super_admin');
});

// Every spelling of the staff API that a router or a proxy might resolve to /api/admin/...
const STAFF_PATH_SPELLINGS = [
  '/api/admin/me',
  '/api/%61dmin/me',
  '/api/%2561dmin/me',
  '/api/%252561dmin/me',
  '/api/admin%2Fme',
  '/api/./admin/me',
  '/api/x/../admin/me',
  '/api/%2e/admin/me',
  '/api/x/%2e%2e/admin/me',
  '/API/ADMIN/me',
  '/api/Admin/me',
  '//api/admin/me',
  '/api//admin/me',
];

describe('the staff API stays on the admin host', () => {
  it.each(STAFF_PATH_SPELLINGS)('GET %s on the public host answers 404 even with a staff session', async (url) => {
    const response = await app.server.inject({
      url,
      headers: { ...staff.headers, host: PUBLIC_HOST, origin: `http://${PUBLIC_HOST}` },
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.body).not.toContain(staff.user.email);
  });

  it('an encoded sign-in and mark-paid on the public host answer 404', async () => {
    const signIn = await app.server.inject({
      method: 'POST',
      url: '/api/%61dmin/auth/sign-in',
      headers: { host: PUBLIC_HOST, origin: `http://${PUBLIC_HOST}` },
      payload: { email: staff.email, password: staff.password, rememberMe: false },
    });
    expect(signIn.statusCode).toBe(404);
    expect(signIn.headers['set-cookie']).toBeUndefined();

    const { orderNumber } = (await postCheckout(app, checkoutBody())).json();
    for (const url of [
      `/api/%61dmin/orders/${orderNumber}/mark-paid`,
      `/api/x/../admin/orders/${orderNumber}/mark-paid`,
    ]) {
      const markPaid = await app.server.inject({
        method: 'POST',
        url,
        headers: { ...staff.headers, host: PUBLIC_HOST, origin: `http://${PUBLIC_HOST}` },
      });
      expect(markPaid.statusCode).toBe(404);
    }
    const order = await app.server.inject({ url: `/api/admin/orders/${orderNumber}`, headers: staff.headers });
    expect(order.json().order.status).toBe('awaiting_payment');
  });

  it.each(['/api/designs', '/api/%64esigns', '/api/x/../designs', '/API/designs'])(
    'the public API %s answers 404 on the admin host',
    async (url) => {
      const response = await app.server.inject({ url, headers: { host: ADMIN_HOST } });
      expect(response.statusCode).toBe(404);
    },
  );

  it('the staff API still answers on the admin host', async () => {
    const response = await app.server.inject({ url: '/api/admin/me', headers: staff.headers });
    expect(response.statusCode).toBe(200);
  });
});

describe('site from the configured hosts', () => {
  const production = { adminHost: 'admin.shop.example.com', NODE_ENV: 'production' as const };
  const development = { adminHost: 'admin.localhost', NODE_ENV: 'development' as const };

  it('in production only the configured admin host is the admin site', () => {
    expect(siteForHost('admin.shop.example.com', production)).toBe('admin');
    expect(siteForHost('ADMIN.Shop.Example.com:443', production)).toBe('admin');
    expect(siteForHost('admin.evil.example', production)).toBe('public');
    expect(siteForHost('shop.example.com', production)).toBe('public');
  });

  it('in development any admin.* host is the admin site', () => {
    expect(siteForHost('admin.localhost:3000', development)).toBe('admin');
    expect(siteForHost('admin.127.0.0.1.nip.io', development)).toBe('admin');
    expect(siteForHost('localhost', development)).toBe('public');
  });
});

describe('e-mailed links use PUBLIC_URL, never the Host header', () => {
  it('ignores Host and X-Forwarded-Host', async () => {
    const email = 'host-injection@example.com';
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'content-type': 'application/json' },
      payload: checkoutBody({ email }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { confirmationUrl } = response.json();
    const mails = await outboxMail(app);
    const mail = mails.find((row) => row.to === email);
    expect(mail?.message?.text).toContain(`https://shop.example.com${confirmationUrl}`);
    expect(JSON.stringify(mails)).not.toContain('evil.example');
  });
});

describe('logging', () => {
  it('logs each request once with reqId, site, route and status, and no bearer secret', async () => {
    logLines.length = 0;
    const secrets = ['order-secret-token-1234', 'AbCdEfGhIjKlMnOpQrSt', 'grant.signature-secret'];
    await app.server.inject({ url: `/api/orders/AP-TEST-0000?token=${secrets[0]}`, headers: { host: PUBLIC_HOST } });
    await app.server.inject({ url: `/api/chat/${secrets[1]}`, headers: { host: PUBLIC_HOST } });
    await app.server.inject({ url: `/download/${secrets[2]}`, headers: { host: PUBLIC_HOST } });
    await app.server.inject({ url: `/%64ownload/${secrets[2]}`, headers: { host: PUBLIC_HOST } });
    const text = logLines.join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
    const completed = logLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request completed');
    expect(completed).toHaveLength(4);
    expect(completed[0]).toMatchObject({
      site: 'public',
      route: '/api/orders/:number',
      status: 404,
      url: '/api/orders/AP-TEST-0000?token=[redacted]',
    });
    expect(completed[1]).toMatchObject({ route: '/api/chat/:visitorId', url: '/api/chat/[redacted]' });
    expect(completed[2]).toMatchObject({ route: '/download/:token', url: '/download/[redacted]', status: 403 });
    for (const entry of completed) expect(entry.reqId).toEqual(expect.any(String));
  });

  it('redacts every route parameter and query parameter that carries a secret, on both sites', async () => {
    const secretRoutes = app.routes.filter((route) =>
      [...route.url.matchAll(/:([A-Za-z]+)/g)].some((match) => SECRET_ROUTE_PARAMS.has(match[1] ?? '')),
    );
    expect(secretRoutes.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/download/:token', '/api/admin/auth/invite/:token', '/api/chat/:visitorId/events']),
    );
    const secret = 'Zq8sEcReTtOkEn0123456789abcdefXY';
    const urls = [
      ...secretRoutes.map((route) =>
        route.url.replace(/:([A-Za-z]+)/g, (_, name) => (SECRET_ROUTE_PARAMS.has(name) ? secret : 'x')),
      ),
      ...[...SECRET_QUERY_PARAMS].map((name) => `/designs/design-001?${name}=${secret}`),
      `/invite/${secret}`,
      `/%69nvite/${secret}`,
    ];
    logLines.length = 0;
    for (const url of urls) {
      for (const host of [PUBLIC_HOST, ADMIN_HOST]) {
        await app.server.inject({ method: 'GET', url, headers: { host } });
        await app.server.inject({ method: 'POST', url, headers: { host, origin: `http://${host}` }, payload: {} });
      }
    }
    expect(logLines.length).toBeGreaterThan(urls.length);
    expect(logLines.join('\n')).not.toContain(secret);
  });

  it('never logs the session cookie', async () => {
    logLines.length = 0;
    await app.server.inject({ url: '/api/admin/me', headers: staff.headers });
    expect(logLines.join('\n')).not.toContain(staff.cookie.split('=')[1]);
  });
});

describe('path helpers', () => {
  it('normalises encoded, double-encoded and dot-segment paths', () => {
    expect(normalisePath('/api/%2561dmin/./x/../me?q=1')).toBe('/api/admin/me');
    expect(normalisePath('/a/%E0%A4%A')).toBe('/a/%E0%A4%A');
  });

  it('redacts tokens in query strings and secret paths', () => {
    expect(redactUrl('/order/AP-1?token=abc&view=x')).toBe('/order/AP-1?token=[redacted]&view=x');
    expect(redactUrl('/order/AP-1?session_id=cs_1')).toBe('/order/AP-1?session_id=[redacted]');
    expect(redactUrl('/api/chat/messages')).toBe('/api/chat/messages');
  });
});
