import { expect, test } from './fixtures';

// Deliberately without bypassCSP: the point is that a cached page runs under its own policy.

test('an anonymous page comes from the cache with a hash-based policy, and still hydrates', async ({
  page,
  request,
}) => {
  // Fill the cache, then read the cached copy the way a browser would.
  await request.get('/services');
  const cached = await request.get('/services');
  expect(cached.headers()['x-page-cache']).toBe('hit');
  expect(cached.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  expect(cached.headers().vary).toContain('Cookie');
  const policy = cached.headers()['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(policy).not.toContain('nonce-');

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/services');
  expect(response?.headers()['x-page-cache']).toBe('hit');
  // Hydrated: a client-side navigation happens without a document request.
  await page.waitForLoadState('networkidle');
  let documentRequests = 0;
  page.on('request', (sent) => {
    if (sent.resourceType() === 'document') documentRequests += 1;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documentRequests).toBe(0);
  expect(violations).toEqual([]);
});

test('a visitor with a cart gets a page rendered for them, never a shared copy', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cart', value: 'v1|design-001:1', url: baseURL ?? '' }]);
  const page = await context.newPage();
  const response = await page.goto('/services');
  expect(response?.headers()['x-page-cache']).toBeUndefined();
  expect(response?.headers()['cache-control']).not.toContain('public');
  expect(response?.headers()['content-security-policy']).toContain('nonce-');
  await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();
  await context.close();
});

test('a HEAD before any GET does not blank the page, and odd query strings share one copy', async ({ request }) => {
  const head = await request.head('/portfolio?x=head-first');
  expect(head.status()).toBe(200);
  const page = await request.get('/portfolio?x=head-second');
  expect(await page.text()).toContain('<h1');
  const again = await request.get('/portfolio?utm_source=mail');
  expect(again.headers()['x-page-cache']).toBe('hit');
  expect(await again.text()).toBe(await page.text());
});

test('a cookie the cache and the storefront read differently cannot put a cart into a shared page', async ({
  request,
  playwright,
  baseURL,
}) => {
  const poisoning = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: '\u00a0cart=v1|design-001:3|design-009:2' },
  });
  await poisoning.get('/about?from=poison');
  await poisoning.dispose();
  const clean = await request.get('/about');
  expect(await clean.text()).not.toContain('Open cart, 5 items');
});

test('a page carrying a link’s secret is private, sends no Referer and is never shared', async ({ request }) => {
  for (const url of [
    '/account/sign-in',
    '/account/sign-in/link?token=e2e-link-secret',
    '/account/alerts/unsubscribe?account=e2e-account&token=e2e-unsubscribe-secret',
  ]) {
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['cache-control']).toBe('private, no-store');
      expect(headers['referrer-policy']).toBe('same-origin');
      expect(headers['x-page-cache']).toBeUndefined();
    }
  }
});
