import { expect, test } from './fixtures';

test('the public host serves the server-rendered storefront', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('<title>Atelier Plans</title>');
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
});

test('a design page renders from the database', async ({ page }) => {
  await page.goto('/design/design-001');
  await expect(page).toHaveTitle(/Modern Coastal Villa/);
  await expect(page.getByRole('heading', { level: 1, name: 'Modern Coastal Villa' })).toBeVisible();
  await expect(page.getByText('$4,500.00').first()).toBeVisible();
});

test('unknown paths and design ids get the 404 page with a 404 status', async ({ page }) => {
  for (const path of ['/no-such-page', '/design/design-999']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page Not Found')).toBeVisible();
    await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  }
});

test('static assets are cached for a year; browsers always revalidate HTML', async ({ page, request }) => {
  // An anonymous page may sit a minute in a shared cache (docs/decisions/030), never in the browser.
  const html = await request.get('/');
  expect(html.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  const withCart = await request.get('/', { headers: { cookie: 'cart=v1|design-001:1' } });
  expect(withCart.headers()['cache-control']).toBe('no-cache');
  const assets: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) assets.push(response.headers()['cache-control'] ?? '');
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(assets.length).toBeGreaterThan(0);
  for (const header of assets) expect(header).toBe('public, max-age=31536000, immutable');
});

test.describe('theme', () => {
  test('follows the system preference when nothing is saved', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await context.close();
  });

  test('a chosen theme is saved and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('runs under the CSP without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.goto('/marketplace');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});

test('server-rendered pages are sent compressed', async ({ request }) => {
  const response = await request.get('/marketplace', { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
});
