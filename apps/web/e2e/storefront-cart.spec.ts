import { expect, type Page, test } from './fixtures';

// As in the seeded catalogue: a stored cart is named and priced from the database once the server sees it.
const villa = { id: 'design-001', title: 'Modern Coastal Villa', image: '/media/designs/design-001', price: 450000 };
const cabin = { id: 'design-003', title: 'Alpine Mountain Cabin', image: '/media/designs/design-003', price: 175000 };

/** Puts a cart in local storage the way the site saves it, then loads the page. */
async function withCart(page: Page, path: string, items: object[]) {
  await page.goto(path);
  await page.evaluate((value) => localStorage.setItem('cart', JSON.stringify(value)), items);
  await page.reload();
}

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: string; quantity: number }[]);

test('an empty cart shows the empty state and disables checkout and view cart', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open cart, 0 items' }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await expect(drawer.getByText('Add some designs to get started')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await expect(drawer.getByRole('button', { name: 'View Cart' })).toBeDisabled();
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$0.00');
  await drawer.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(drawer).toBeHidden();
});

test('the drawer changes quantities by one, never below 1, removes items and keeps the subtotal', async ({ page }) => {
  await withCart(page, '/about', [
    { ...villa, quantity: 1 },
    { ...cabin, quantity: 2 },
  ]);
  await expect(page.getByRole('button', { name: 'Open cart, 3 items' })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await page.getByRole('button', { name: 'Open cart, 3 items' }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  // Each line's price as it adds up: the licence for its builds.
  await expect(drawer.getByRole('list', { name: `Price of ${villa.title}` })).toHaveText(
    'PDF plan set, single build: $4,500.00',
  );
  await expect(drawer.getByRole('list', { name: `Price of ${cabin.title}` })).toHaveText(
    'PDF plan set, 2 builds × $1,750.00: $3,500.00',
  );
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$8,000.00');
  await expect(drawer.locator('img')).toHaveCount(2);

  await expect(drawer.getByRole('button', { name: `Decrease number of builds for ${villa.title}` })).toBeDisabled();
  await drawer.getByRole('button', { name: `Increase number of builds for ${villa.title}` }).click();
  await expect(drawer.getByLabel(`Number of builds for ${villa.title}`, { exact: true })).toHaveText('2');
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$12,500.00');
  await expect(page.getByTestId('cart-badge')).toHaveText('4');

  await drawer.getByRole('button', { name: `Decrease number of builds for ${cabin.title}` }).click();
  await expect(drawer.getByLabel(`Number of builds for ${cabin.title}`, { exact: true })).toHaveText('1');
  await expect(drawer.getByRole('button', { name: `Decrease number of builds for ${cabin.title}` })).toBeDisabled();
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$10,750.00');
  expect(await storedCart(page)).toEqual([
    expect.objectContaining({ id: villa.id, quantity: 2 }),
    expect.objectContaining({ id: cabin.id, quantity: 1 }),
  ]);

  await drawer.getByRole('button', { name: `Remove ${villa.title}` }).click();
  await expect(drawer.getByText(villa.title)).toHaveCount(0);
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$1,750.00');
  await expect(drawer.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');

  await drawer.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$1,750.00');
});

test('the cart survives a reload and hydrates without mismatch warnings', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await withCart(page, '/cart', [{ ...villa, quantity: 2 }]);
  await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$9,000.00');
  await page.getByRole('button', { name: `Increase number of builds for ${villa.title}` }).click();
  await page.reload();
  await expect(page.getByLabel(`Number of builds for ${villa.title}`, { exact: true })).toHaveText('3');
  await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$13,500.00');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  expect(problems).toEqual([]);
});

test('the cart page removes and clears items and disables checkout when empty', async ({ page }) => {
  await withCart(page, '/cart', [
    { ...villa, quantity: 1 },
    { ...cabin, quantity: 1 },
  ]);
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: `Price of ${villa.title}` })).toHaveText(
    'PDF plan set, single build: $4,500.00',
  );
  await expect(main.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
  await main.getByRole('button', { name: `Remove ${cabin.title}` }).click();
  await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$4,500.00');
  await main.getByRole('button', { name: 'Clear cart' }).click();
  await expect(main.getByText('Your cart is empty')).toBeVisible();
  await expect(main.getByText('Add some designs to get started')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  expect(await storedCart(page)).toEqual([]);
  await page.reload();
  await expect(main.getByText('Your cart is empty')).toBeVisible();
});

test('a corrupt stored cart is ignored, not fatal', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('cart', '{not json'));
  await page.goto('/cart');
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();
});
