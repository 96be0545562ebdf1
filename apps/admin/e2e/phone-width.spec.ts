import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { ADMIN_PAGES } from '../src/lib/admin-pages';
import { publicOrigin, readApi, signInAs } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true });

/** A paid demo order: its page has a timeline and a table of downloads. */
const ORDER = 'AP-DEMO-1013';

/** A quote drafted from a modification request, as sales write one. */
async function draftQuote(page: Page): Promise<string> {
  const tag = crypto.randomUUID().slice(0, 8);
  const requested = await page.request.post(`${publicOrigin()}/api/modification-requests`, {
    data: {
      designId: 'design-001',
      changes: 'A wider kitchen.',
      name: `Width Tester ${tag}`,
      email: `width-${tag}@example.com`,
    },
  });
  expect(requested.status()).toBe(201);
  const { id } = (await requested.json()) as { id: string };
  await page.goto(`/support/inquiries/${id}`);
  await page.getByRole('link', { name: 'Write a quote' }).click();
  await page.getByLabel('Description of line 1').fill('Wider kitchen');
  await page.getByLabel('Amount of line 1').fill('300');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/quotes\/Q-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** The value of each detail page's parameter: a record of each kind from the demo data. */
async function parameters(page: Page): Promise<Record<string, string>> {
  const [{ customers }, { chats }, { inquiries }] = await Promise.all([
    readApi<{ customers: { id: string }[] }>(page, '/customers'),
    readApi<{ chats: { id: string }[] }>(page, '/support/chats'),
    readApi<{ inquiries: { id: string }[] }>(page, '/support/inquiries'),
  ]);
  const quote = await draftQuote(page);
  return {
    '/marketplace/designs/:id': 'design-001',
    '/orders/:number': ORDER,
    '/quotes/:number': quote,
    '/customers/:id': customers[0]?.id ?? '',
    '/support/chats/:id': chats[0]?.id ?? '',
    '/support/inquiries/:id': inquiries[0]?.id ?? '',
  };
}

test('on a 390 px phone no admin page is wider than the screen', async ({ page }) => {
  test.slow();
  await signInAs(page, 'admin');
  const values = await parameters(page);
  const wider: string[] = [];
  for (const { path, title } of ADMIN_PAGES) {
    const url = path.includes(':') ? path.replace(/:\w+$/, values[path] ?? '') : path;
    expect(url, `a value for ${path}`).not.toMatch(/:|\/$/);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wider.push(`${title} (${url}): ${width} px`);
  }
  expect(wider).toEqual([]);
});

test("on a 390 px phone the order page's timeline and downloads fit the screen", async ({ page }) => {
  await signInAs(page, 'sales');
  await page.goto(`/orders/${ORDER}`);
  const timeline = page.getByRole('list', { name: 'Order timeline, newest first' });
  const downloads = page.getByRole('table', { name: `Downloads of order ${ORDER}` });
  await expect(timeline).toBeVisible();
  await expect(downloads).toBeAttached();
  for (const section of [timeline, downloads.locator('xpath=ancestor::section[1]')]) {
    const box = await section.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
