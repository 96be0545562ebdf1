import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { expect, type Page, test } from './fixtures';

// Posts orders (its own checkout budget); no animation mid-check, and axe's script tag is inline (e2e/axe.ts).
test.use({ ...asClient(5), reducedMotion: 'reduce', bypassCSP: true });

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null') as { id: string; quantity: number }[] | null);
const cartCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cart')?.value;

test('what is typed into checkout before the scripts run survives hydration and places the order', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'cart', value: 'v1|design-003:1', url: baseURL }]);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  // Hold every script until the form is filled, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/checkout', { waitUntil: 'commit' });
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('Billing address').fill('12 St James Square, London');
  await page.getByLabel('Order notes (optional)').fill('Typed before the scripts ran.');
  await page.getByLabel(/I accept the plan licence terms/).check();
  await expect(page.locator('input[name="enhanced"]')).toHaveCount(0);

  release();
  // Hydrated: the form marks itself enhanced.
  await expect(page.locator('input[name="enhanced"]')).toHaveCount(1);
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Country')).toHaveValue('GB');
  await expect(page.getByLabel('Order notes (optional)')).toHaveValue('Typed before the scripts ran.');
  await expect(page.getByLabel(/I accept the plan licence terms/)).toBeChecked();
  // Server and browser drew the same form: no hydration mismatch (which would redraw it empty).
  expect(errors).toEqual([]);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/AP-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[\w-]+$/);
  await expect(page.getByText('Thank you, Ada Lovelace')).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$1,750.00');
  expect(await cartCookie(page)).toBe('v1');
  await expect.poll(() => storedCart(page)).toEqual([]);
});

test('type as soon as the checkout form shows: nothing is lost to hydration', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cart', value: 'v1|design-001:1', url: baseURL }]);
  await page.goto('/checkout', { waitUntil: 'commit' });
  await page.getByLabel('Full name').fill('Katherine Johnson');
  await page.getByLabel('Billing address').fill('1 NASA Drive, Hampton, VA');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('input[name="enhanced"]')).toHaveCount(1);
  await expect(page.getByLabel('Full name')).toHaveValue('Katherine Johnson');
  // The browser checks with the shared schema before anything is sent, and keeps what was typed.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await expect(page.getByText('Full name is required.')).toHaveCount(0);
  await expect(page.getByLabel('Billing address')).toHaveValue('1 NASA Drive, Hampton, VA');
});

test('the cookie is the server copy: local storage follows it after a reload', async ({ page }) => {
  await page.goto('/design/design-001');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: /Shopping Cart/ })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect.poll(() => cartCookie(page)).toBe('v1|design-001:1');
  expect(await storedCart(page)).toEqual([expect.objectContaining({ id: 'design-001', quantity: 1 })]);

  // Changed where local storage cannot see it (a page without scripts, another device's post).
  await page.request.post('/cart', { form: { intent: 'update', designId: 'design-001', quantity: '3' } });
  await page.request.post('/cart', { form: { intent: 'add', designId: 'design-002' } });
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('4');
  await expect
    .poll(() => storedCart(page))
    .toEqual([
      expect.objectContaining({ id: 'design-001', quantity: 3, price: 450000 }),
      expect.objectContaining({ id: 'design-002', quantity: 1 }),
    ]);
});

test('an order is never placed for a cart other than the one shown', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cart', value: 'v1|design-001:1', url: baseURL }]);
  await page.goto('/checkout');
  await page.waitForLoadState('networkidle');
  await page.request.post('/cart', { form: { intent: 'add', designId: 'design-003' } });
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(`grace-changed-${Date.now()}@example.com`);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Billing address').fill('1 Harbor Way, Arlington, VA 22201');
  await page.getByLabel(/I accept the plan licence terms/).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your cart changed while you were checking out. Please check your order and place it again.',
  );
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByText('Alpine Mountain Cabin')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\/AP-/);
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$6,250.00');
});

test('the cart and checkout pages with items pass axe in both themes', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cart', value: 'v1|design-001:2|design-003:1', url: baseURL }]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$10,750.00');
  await expectNoAxeViolations(page);
  await page.goto('/checkout');
  await expect(page.getByRole('region', { name: 'Your order' }).getByText('Alpine Mountain Cabin')).toBeVisible();
  await expectNoAxeViolations(page);
  // And with the server's messages showing.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Full name is required.')).toBeVisible();
  await expectNoAxeViolations(page);
});
