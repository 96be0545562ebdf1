import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as unsubscribePage from '../routes/account-alerts-unsubscribe';
import * as signInPage from '../routes/account-sign-in';
import * as signInLinkPage from '../routes/account-sign-in-link';
import { pageHeaders } from './page-headers';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };

describe('pageHeaders', () => {
  it('keeps the loader’s headers when no action ran (React Router passes an empty Headers then)', () => {
    const headers = pageHeaders({ loaderHeaders: new Headers(PRIVATE), actionHeaders: new Headers() });
    expect(Object.fromEntries(headers)).toEqual({
      'cache-control': 'private, no-store',
      'referrer-policy': 'same-origin',
    });
  });

  it('lays an action’s headers over the loader’s and leaves cookies to React Router', () => {
    const loaderHeaders = new Headers({ ...PRIVATE, 'Set-Cookie': 'a=1' });
    const actionHeaders = new Headers({ 'Cache-Control': 'no-store', 'Set-Cookie': 'b=2' });
    const headers = pageHeaders({ loaderHeaders, actionHeaders });
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('referrer-policy')).toBe('same-origin');
    expect(headers.getSetCookie()).toEqual([]);
  });
});

/**
 * The pages that carry a secret (a sign-in link's token, an unsubscribe link's), answered by React
 * Router's own server handler as the storefront answers them: under a root and a layout that set no
 * headers, with a document that is only the status and the headers React Router composed.
 */
const pages = {
  'routes/account-sign-in': { path: 'account/sign-in', module: signInPage },
  'routes/account-sign-in-link': { path: 'account/sign-in/link', module: signInLinkPage },
  'routes/account-alerts-unsubscribe': { path: 'account/alerts/unsubscribe', module: unsubscribePage },
};

const build = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) =>
        new Response('<!doctype html><p>page</p>', {
          status,
          headers: { ...Object.fromEntries(headers), 'Content-Type': 'text/html' },
        }),
    },
  },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null } },
    layout: { id: 'layout', parentId: 'root', module: { default: () => null } },
    ...Object.fromEntries(
      Object.entries(pages).map(([id, page]) => [id, { id, parentId: 'layout', path: page.path, module: page.module }]),
    ),
  },
  assets: { routes: {}, version: 'test', url: '/manifest.js', entry: { module: '/entry.js', imports: [] } },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: { v8_middleware: false },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const context = {
  services: {
    env: { NODE_ENV: 'test' },
    accounts: {
      session: async () => null,
      savedSearches: { unsubscribe: async () => false },
      signInWithLink: async () => {
        throw new Error('not in this test');
      },
    },
  },
  requestContext: { clientIp: '198.51.100.7', publicOrigin: 'https://plans.example' },
} as unknown as AppLoadContext;

const handle = createRequestHandler(build, 'production');

describe('a page that carries a secret', () => {
  for (const url of [
    '/account/sign-in',
    '/account/sign-in?for=alerts',
    '/account/sign-in/link?token=link-secret',
    '/account/alerts/unsubscribe?account=acc-1&token=unsubscribe-secret',
  ]) {
    it(`is private and sends no Referer on a GET: ${url}`, async () => {
      const response = await handle(new Request(`https://plans.example${url}`), context);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    });
  }

  it('stays private after its form is posted', async () => {
    const body = new URLSearchParams({ account: 'acc-1', token: 'unsubscribe-secret' });
    const response = await handle(
      new Request('https://plans.example/account/alerts/unsubscribe', {
        method: 'POST',
        body,
        headers: { origin: 'https://plans.example', 'content-type': 'application/x-www-form-urlencoded' },
      }),
      context,
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });
});
