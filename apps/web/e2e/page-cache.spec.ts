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
