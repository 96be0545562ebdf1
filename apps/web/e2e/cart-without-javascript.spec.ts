import { asClient } from '../../../e2e/client-address';
import { expect, type Page, test } from './fixtures';

// Posts orders: its own client address keeps its own checkout budget.
test.use(asClient(4));

const cartCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cart')?.value;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('on a phone, the menu is a link to the footer, and controls that need scripts are not offered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(banner.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeHidden();
    await banner.getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/#footer-links$/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).first()).toBeInViewport();
  });

  test('a guest adds two designs, changes the cart, and checks out by bank transfer', async ({ page }) => {
    await page.goto('/design/design-001');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart\?added=design-001$/);
    await expect(page.getByText('Modern Coastal Villa is in your cart.')).toBeVisible();

    for (const id of ['design-002', 'design-003']) {
      await page.goto(`/design/${id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page).toHaveURL(new RegExp(`/cart\\?added=${id}$`));
    }
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Urban Loft Residence' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open cart, 3 items' })).toBeVisible();

    await main.getByRole('button', { name: 'Increase number of builds for Modern Coastal Villa' }).click();
    await expect(main.getByLabel('Number of builds for Modern Coastal Villa', { exact: true })).toHaveText('2');
    await main.getByRole('button', { name: 'Remove Alpine Mountain Cabin' }).click();
    await expect(main.getByRole('link', { name: 'Alpine Mountain Cabin' })).toHaveCount(0);
    await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$11,800.00');
    expect(await cartCookie(page)).toBe('v1|design-001:2|design-002:1');

    // The header's cart button leads to the cart page when there is no drawer to open.
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open cart, 3 items' }).click();
    await expect(page).toHaveURL(/\/cart\??$/);
    await main.getByRole('link', { name: 'Proceed to Checkout' }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    const summary = page.getByRole('region', { name: 'Your order' });
    await expect(summary.getByRole('list', { name: 'Price of Modern Coastal Villa' })).toHaveText(
      'PDF plan set, 2 builds × $4,500.00: $9,000.00',
    );
    await expect(summary.getByText('$11,800.00').last()).toBeVisible();

    // The server answers with the shared schema's messages.
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(page.getByText('Full name is required.')).toBeVisible();
    await expect(page.getByText('Please accept the plan licence terms.')).toBeVisible();

    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace-nojs@');
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('Billing address').fill('1 Harbor Way, Arlington, VA 22201');
    await page.getByLabel(/I accept the plan licence terms/).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    // What was typed comes back with the answer.
    await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Country')).toHaveValue('US');
    await expect(page.getByLabel('Billing address')).toHaveValue('1 Harbor Way, Arlington, VA 22201');
    await expect(page.getByLabel(/I accept the plan licence terms/)).toBeChecked();
    await expect(page.getByText('Full name is required.')).toHaveCount(0);

    await page.getByLabel('Email').fill(`grace-nojs-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order\/AP-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Order AP-/ })).toBeVisible();
    await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$11,800.00');

    // The order emptied the cart.
    expect(await cartCookie(page)).toBe('v1');
    await page.goto('/cart');
    await expect(main.getByText('Your cart is empty')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
  });

  test('a tampered cart cookie is read safely: unknown designs, unknown licences and bad numbers are dropped', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([
      {
        name: 'cart',
        value: 'v1|design-001:abc|no-such-design:2|design-002:5000|<b>:1|design-003:-1|design-004:1:gold',
        url: baseURL,
      },
    ]);
    const response = await page.goto('/cart');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: /^Price of / })).toHaveCount(1);
    await expect(main.getByLabel('Number of builds for Urban Loft Residence', { exact: true })).toHaveText('99');
    await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$277,200.00');

    const checkout = await page.goto('/checkout');
    expect(checkout?.status()).toBe(200);
    await expect(
      page.getByRole('region', { name: 'Your order' }).getByRole('list', { name: 'Price of Urban Loft Residence' }),
    ).toHaveText('PDF plan set, 99 builds × $2,800.00: $277,200.00');
  });
});

test('a cart or checkout form posted from another site is refused and changes nothing', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'cart', value: 'v1|design-001:1', url: baseURL }]);
  // React Router refuses any action whose Origin is not the site's own, as for the contact form.
  const headers = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
  const cart = await page.request.post('/cart', { form: { intent: 'clear' }, headers, maxRedirects: 0 });
  expect(cart.status()).toBe(400);
  const order = await page.request.post('/checkout', { form: { fullName: 'Mallory' }, headers, maxRedirects: 0 });
  expect(order.status()).toBe(400);
  expect(await cartCookie(page)).toBe('v1|design-001:1');
});

test('with JavaScript, the phone menu is a button that opens the menu, and the footer link stand-in is hidden', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Menu' })).toBeHidden();
  await expect(banner.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  await banner.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
