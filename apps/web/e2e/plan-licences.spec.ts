import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { expect, type Page, test } from './fixtures';
import { markPaidAsStaff } from './staff-actions';

// Plan licences (docs/decisions/032-plan-licences.md). The seed offers every design's CAD files at 2.5
// times and unlimited builds at 4 times its price. Posts orders: its own client address keeps its own
// checkout budget; axe's script tag is inline (e2e/axe.ts).
test.use({ ...asClient(7), reducedMotion: 'reduce', bypassCSP: true });

const villa = { id: 'design-001', title: 'Modern Coastal Villa' };
const loft = { id: 'design-002', title: 'Urban Loft Residence' };
const cabin = { id: 'design-003', title: 'Alpine Mountain Cabin' };

const cartCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'cart')?.value;

/** The cart line of a design on the cart page: its list item, found by the design's link. */
const cartLine = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function downloaded(page: Page, link: string) {
  const started = page.waitForEvent('download');
  await page.getByRole('link', { name: link }).click();
  const download = await started;
  return { name: download.suggestedFilename(), body: readFileSync((await download.path()) ?? '') };
}

test('a guest buys the CAD files of one design and two builds of another, and downloads each file', async ({
  page,
}) => {
  await page.goto(`/design/${villa.id}`);
  await page.waitForLoadState('networkidle');
  const licences = page.getByRole('group', { name: 'Licence' });
  await expect(licences.getByRole('radio')).toHaveCount(3);
  await expect(licences.getByRole('radio', { name: /^PDF plan set, single build/ })).toBeChecked();
  await expect(page.getByTestId('design-price')).toHaveText('$4,500.00');
  const cad = licences.getByRole('radio', { name: 'CAD files $11,250.00' });
  await expect(cad).toHaveAccessibleDescription(/Files: Plan set \(PDF\), CAD files$/);
  await cad.check();
  // The price by the button follows the choice.
  await expect(page.getByTestId('design-price')).toHaveText('$11,250.00');
  await page.getByRole('button', { name: 'Add to cart' }).click();

  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(drawer.getByText('CAD files', { exact: true })).toBeVisible();
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$11,250.00');
  // Bought once: no number of builds to change.
  await expect(drawer.getByRole('button', { name: /number of builds/i })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`/design/${loft.id}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(drawer.getByText('PDF plan set, single build', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Number of builds', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: `Increase number of builds for ${loft.title}` }).click();
  await expect(drawer.getByLabel(`Number of builds for ${loft.title}`, { exact: true })).toHaveText('2');
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText('$16,850.00');
  await expect.poll(() => cartCookie(page)).toBe(`v1|${villa.id}:1:cad|${loft.id}:2`);
  await drawer.getByRole('link', { name: 'View Cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLine(page, villa.title)).toContainText('CAD files');
  await expect(cartLine(page, villa.title).getByRole('button', { name: /number of builds/i })).toHaveCount(0);
  await expect(cartLine(page, loft.title)).toContainText('PDF plan set, 2 builds × $2,800.00');
  await expect(cartLine(page, loft.title).getByLabel(`Number of builds for ${loft.title}`, { exact: true })).toHaveText(
    '2',
  );
  await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$16,850.00');
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByRole('listitem').filter({ hasText: villa.title })).toContainText('CAD files');
  await expect(summary.getByRole('list', { name: `Price of ${loft.title}` })).toHaveText(
    'PDF plan set, 2 builds × $2,800.00: $5,600.00',
  );
  await page.getByLabel('Full name').fill('Margaret Hamilton');
  await page.getByLabel('Email').fill(`margaret-${Date.now()}@example.com`);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Billing address').fill('1 Apollo Way, Cambridge, MA 02139');
  await page.getByLabel(/I accept the plan licence terms/).check();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order\/AP-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[\w-]+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order AP-/ });
  const orderNumber = ((await heading.textContent()) ?? '').replace('Order ', '');
  // Each design, then its price as it adds up: the CAD files once, the plan set for two builds.
  await expect(page.getByRole('row', { name: villa.title, exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /^CAD files/ })).toContainText('$11,250.00');
  await expect(page.getByRole('row', { name: loft.title, exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /^PDF plan set, 2 builds × \$2,800\.00/ })).toContainText('$5,600.00');
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$16,850.00');

  await markPaidAsStaff(page, orderNumber);
  await page.reload();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  // One link per file: the CAD licence delivers the plan set and the CAD files, the single build the plan set.
  const downloads = page.getByRole('region', { name: 'Your downloads' });
  await expect(downloads.getByRole('link')).toHaveCount(3);
  await expect(downloads.getByRole('link', { name: `Download ${loft.title}, CAD files` })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const drawing = await downloaded(page, `Download ${villa.title}, CAD files`);
  expect(drawing.name).toBe(`${orderNumber}-${villa.id}-cad.dxf`);
  const dxf = drawing.body.toString('utf8');
  expect(dxf).toMatch(/^\s*0\r?\n\s*SECTION/);
  expect(dxf).toContain(orderNumber);
  expect(dxf.trimEnd()).toMatch(/EOF$/);

  const planSet = await downloaded(page, `Download ${villa.title}, Plan set (PDF)`);
  expect(planSet.name).toBe(`${orderNumber}-${villa.id}-plan-set.pdf`);
  expect(planSet.body.subarray(0, 5).toString()).toBe('%PDF-');

  // Each file counts its own uses.
  await page.reload();
  await expect(downloads.getByText('4 downloads left', { exact: false })).toHaveCount(2);
  await expect(downloads.getByText('5 downloads left', { exact: false })).toHaveCount(1);
});

test('the design page with its licence choice hydrates cleanly and passes axe in both themes', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.goto(`/design/${cabin.id}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('group', { name: 'Licence' })).toBeVisible();
  expect(problems).toEqual([]);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: /^Unlimited builds/ }).check();
  await expect(page.getByTestId('design-price')).toHaveText('$7,000.00');
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the licence chosen is added to the cart, and another licence switches the line', async ({ page }) => {
    await page.goto(`/design/${cabin.id}`);
    await page.getByRole('radio', { name: 'CAD files $4,375.00' }).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(new RegExp(`/cart\\?added=${cabin.id}$`));
    await expect(page.getByText(`${cabin.title} is in your cart.`)).toBeVisible();
    await expect(cartLine(page, cabin.title)).toContainText('CAD files');
    await expect(cartLine(page, cabin.title).getByRole('button', { name: /number of builds/i })).toHaveCount(0);
    await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$4,375.00');
    expect(await cartCookie(page)).toBe(`v1|${cabin.id}:1:cad`);

    // The same design again under the base licence: one line, back to one build at the plan set's price.
    await page.goto(`/design/${cabin.id}`);
    await expect(page.getByRole('radio', { name: /^PDF plan set, single build/ })).toBeChecked();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartLine(page, cabin.title)).toContainText('PDF plan set, single build');
    await expect(
      cartLine(page, cabin.title).getByLabel(`Number of builds for ${cabin.title}`, { exact: true }),
    ).toHaveText('1');
    await expect(page.getByTestId('cart-page-subtotal')).toHaveText('$1,750.00');
    expect(await cartCookie(page)).toBe(`v1|${cabin.id}:1`);
  });
});
