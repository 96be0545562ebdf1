import { expectNoAxeViolations } from '../../../e2e/axe';
import { expect, test } from './fixtures';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

test('the plan licence is a server-rendered page in the main layout, with its own title', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get('/licence');
  expect(response.status()).toBe(200);
  const html = await response.text();
  // Staff may retitle the licence (another spec does, then puts it back): the title follows the heading.
  const heading = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1] ?? '';
  expect(heading.length).toBeGreaterThan(2);
  expect(html).toContain(`<title>${heading} | Atelier Plans</title>`);
  expect(html).toMatch(/<meta name="description" content="The licence for plan sets bought from Atelier Plans/);
  expect(html).toContain(`<link rel="canonical" href="${new URL('/licence', baseURL).href}"/>`);

  await page.goto('/licence');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The main layout: header navigation, cart and chat.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  const article = page.getByRole('article');
  expect(await article.getByRole('paragraph').count()).toBeGreaterThan(2);
  await expectNoAxeViolations(page);
});

test('checkout links to the licence, the terms and the privacy policy, each a page of its own', async ({ page }) => {
  await page.goto('/design/design-001');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/checkout');
  const link = page.getByRole('link', { name: 'licence', exact: true });
  await expect(link).toHaveAttribute('href', '/licence');
  await expect(link).toHaveAttribute('target', '_blank');
  const [licencePage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(licencePage).toHaveURL(/\/licence$/);
  await expect(licencePage.getByRole('heading', { level: 1 })).toBeVisible();
  await licencePage.close();
  await expect(page.getByRole('link', { name: 'terms of service', exact: true })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toHaveAttribute('href', '/privacy');
});

test('the privacy policy and the terms are real texts with their version and date, in the main layout', async ({
  page,
}) => {
  for (const [path, heading, part] of [
    ['/privacy', 'Privacy Policy', 'Your rights.'],
    ['/terms', 'Terms of Service', 'Refunds.'],
  ] as const) {
    await page.goto(path);
    // Staff may publish a new version (the admin's browser test does): the page says which one it shows.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Version \d+, in effect since \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
    await expect(page.getByText('This page is under construction.')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
    await page.goto(`${path}?version=1`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('article').getByText(part)).toBeVisible();
    await expectNoAxeViolations(page);
  }
  expect((await page.request.get('/terms?version=999')).status()).toBe(404);
  expect((await page.request.get('/terms?version=x')).status()).toBe(404);
});

test('the home and About pages show the same studio figures, computed rating included', async ({ page }) => {
  const figuresOn = async (path: string) => {
    await page.goto(path);
    const list = page.getByRole('main').locator('dl').filter({ hasText: 'Average client rating' });
    await expect(list).toBeVisible();
    return (await list.textContent()) ?? '';
  };
  // Staff may change a rating between the two pages (the admin's browser test does): then both are read again.
  await expect(async () => {
    const home = await figuresOn('/');
    expect(home).toMatch(/Average client rating\s*\d\.\d\/5/);
    expect(await figuresOn('/about')).toBe(home);
    const rating = home.match(/(\d\.\d\/5)/)?.[1] ?? '';
    await expect(page.getByText(`Average rating ${rating} from`)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.goto('/');
  await expectNoAxeViolations(page);
});
