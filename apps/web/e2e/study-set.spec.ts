import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { expect, type Page, test } from './fixtures';
import { markPaidAsStaff, offerStudySet, withdrawStudySet } from './staff-actions';

// Study sets (decision 051): the plan set to study and price a design, watermarked "NOT FOR
// CONSTRUCTION", its price credited on a build licence of the same design bought by the same buyer
// within 180 days. Posts orders: its own client address keeps its own checkout budget. No animation
// mid-check, and axe's script tag is inline (e2e/axe.ts).
test.use({ ...asClient(27), reducedMotion: 'reduce', bypassCSP: true });

// No other spec checks this demo design's licences (nor its price): offering a study set on it for the
// length of a test changes nothing they check. $6,200.00 for the single build; no tax in the US.
const riverside = { id: 'design-009', title: 'Riverside Mixed-use Center' };
const STUDY = 'Study set — not for construction';
/** The start of the server's message for an order number that credits nothing. */
const NO_SUCH_STUDY_SET = /^No study set of a design in your cart was bought under this order number/;

/** An address no other test buys with (the server and its database are shared). */
const uniqueEmail = () => `study-${crypto.randomUUID().slice(0, 8)}@example.com`;

/**
 * Public pages are cached for up to a minute per URL; a staff change to a design sends a catalogue
 * change notice that drops the caches, which reaches the server a moment later. Loads `path` until
 * `check` holds.
 */
async function untilShown(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 20_000 });
}

/** Adds the design to the cart from its page under the licence whose radio is named `licence`. */
async function addToCart(page: Page, licence: RegExp) {
  await page.getByRole('group', { name: 'Licence' }).getByRole('radio', { name: licence }).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(drawer.getByRole('link', { name: riverside.title })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** The buyer's details (the US: no tax), all but the study set's order number. */
async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Zaha Hadid');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Billing address').fill('1 Harbor Way, Arlington, VA 22201');
  await page.getByLabel(/I accept the plan licence terms/).check();
}

/** The order number of the order page shown. */
async function orderNumberOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/order\/AP-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[\w-]+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order AP-/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Order ', '');
}

/** The checkout summary's totals, each as its label and amount. */
const summaryTotals = (page: Page) => page.getByRole('region', { name: 'Your order' }).locator('dl > div');

test("a guest buys a study set, then the single build with the study set's order number, and its price is credited", async ({
  page,
  baseURL,
}) => {
  // Two orders, a wrong number, Apply and four staff sign-ins.
  test.slow();
  await offerStudySet(page, riverside.id, 30000);
  try {
    const email = uniqueEmail();

    // The design page offers the study set after the build licences, with what it is and its price.
    const licences = page.getByRole('group', { name: 'Licence' });
    const study = licences.getByRole('radio', { name: `${STUDY} $300.00` });
    await untilShown(page, `/design/${riverside.id}`, () => expect(study).toBeVisible({ timeout: 1_000 }));
    await expect(licences.getByRole('radio')).toHaveCount(4);
    await expect(licences.getByRole('radio').last()).toHaveAccessibleName(`${STUDY} $300.00`);
    await expect(study).toHaveAccessibleDescription(
      /watermarked “NOT FOR CONSTRUCTION”\. Its price is credited if you buy a build licence of this design within 180 days\.\s*Files: Plan set \(PDF\)$/,
    );
    await expect(licences.getByRole('radio', { name: /^PDF plan set, single build/ })).toBeChecked();
    await study.check();
    await expect(page.getByTestId('design-price')).toHaveText('$300.00');
    await addToCart(page, new RegExp(`^${STUDY}`));

    // The study set is bought like any plan set.
    await page.goto('/checkout');
    await expect(page.getByRole('region', { name: 'Your order' }).getByText(STUDY)).toBeVisible();
    await fillDetails(page, email);
    await page.getByRole('button', { name: 'Place order' }).click();
    const studyOrder = await orderNumberOf(page);
    await expect(page.getByRole('row', { name: riverside.title, exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${STUDY}`) })).toContainText('$300.00');
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$300.00');

    // Once paid, its plan set is delivered (watermarked by the server), and no CAD files.
    await markPaidAsStaff(page, studyOrder);
    await page.reload();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    const downloads = page.getByRole('region', { name: 'Your downloads' });
    await expect(downloads.getByRole('link', { name: `Download ${riverside.title}, Plan set (PDF)` })).toBeVisible();
    await expect(downloads.getByRole('link', { name: /CAD files/ })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

    // Then the single build of the same design, with the same e-mail.
    await page.goto(`/design/${riverside.id}`);
    await addToCart(page, /^PDF plan set, single build/);

    // The number applies on its own, nothing else of the form filled in: the summary shows the credit
    // before Place order, with and without scripts.
    const creditRow = new RegExp(`^Study set credit \\(order ${studyOrder}\\)\\s*-\\$300\\.00$`);
    await page.goto('/checkout');
    await page.getByLabel('Study set order number (optional)').fill(studyOrder);
    await page.getByRole('button', { name: 'Apply study set credit' }).click();
    await expect(summaryTotals(page)).toHaveText([/^Subtotal\s*\$6,200\.00$/, creditRow, /^Tax \(/, /^Total/]);
    await expectNoAxeViolations(page);
    const withoutScripts = await page
      .context()
      .browser()
      ?.newContext({ javaScriptEnabled: false, ...asClient(27) });
    try {
      await withoutScripts?.addCookies([{ name: 'cart', value: `v1|${riverside.id}:1`, url: baseURL }]);
      const plain = await withoutScripts?.newPage();
      if (!plain) throw new Error('no page without scripts');
      await plain.goto('/checkout');
      await plain.getByLabel('Study set order number (optional)').fill(studyOrder.toLowerCase());
      await plain.getByRole('button', { name: 'Apply study set credit' }).click();
      await expect(summaryTotals(plain)).toHaveText([/^Subtotal\s*\$6,200\.00$/, creditRow, /^Tax \(/, /^Total/]);
    } finally {
      await withoutScripts?.close();
    }

    await page.goto('/checkout');
    await fillDetails(page, email);
    const number = page.getByLabel('Study set order number (optional)');
    await expect(number).toHaveAccessibleDescription(
      'Bought a study set of this design within 180 days? Enter its order number to have its price credited (signed in with the same e-mail, it is credited automatically).',
    );

    // A number that credits nothing is refused under the field, and nothing is ordered.
    await number.fill('AP-0000-0000');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(NO_SUCH_STUDY_SET)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(
      /No study set of a design in your cart was bought under this order number/,
    );
    await expect(number).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(number).toHaveValue('AP-0000-0000');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel(/I accept the plan licence terms/)).toBeChecked();
    await expectNoAxeViolations(page);

    // Apply shows the credit in the summary before the order is placed (typed in lower case, with spaces).
    await number.fill(` ${studyOrder.toLowerCase()} `);
    await expect(page.getByText(NO_SUCH_STUDY_SET)).toHaveCount(0);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'applied' })).toHaveText(
      `Study set credit (order ${studyOrder}) applied: -$300.00.`,
    );
    await expect(summaryTotals(page)).toHaveText([
      /^Subtotal\s*\$6,200\.00$/,
      new RegExp(`^Study set credit \\(order ${studyOrder}\\)\\s*-\\$300\\.00$`),
      /^Tax \(/,
      /^Total\s*\$5,900\.00$/,
    ]);

    // The order takes the credit: a row of its own after the subtotal, the total reduced by it.
    await page.getByRole('button', { name: 'Place order' }).click();
    const buildOrder = await orderNumberOf(page);
    expect(buildOrder).not.toBe(studyOrder);
    await expect(page.getByRole('row', { name: riverside.title, exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /^PDF plan set, single build/ })).toContainText('$6,200.00');
    await expect(page.getByRole('row', { name: /^Subtotal/ })).toContainText('$6,200.00');
    await expect(page.getByRole('row', { name: `Study set credit (order ${studyOrder})` })).toContainText('-$300.00');
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$5,900.00');
  } finally {
    await withdrawStudySet(page, riverside.id);
  }
});

test('without JavaScript, a study set order number that credits nothing is refused under its field', async ({
  browser,
  baseURL,
}) => {
  // Needs no study set on offer: a number no study set of the cart's designs was bought under is refused.
  const buyer = await browser.newContext({ javaScriptEnabled: false, ...asClient(27) });
  try {
    await buyer.addCookies([{ name: 'cart', value: `v1|${riverside.id}:1`, url: baseURL }]);
    const shop = await buyer.newPage();
    await shop.goto('/checkout');
    await expect(shop.locator('input[name="enhanced"]')).toHaveCount(0);
    await fillDetails(shop, uniqueEmail());
    const number = shop.getByLabel('Study set order number (optional)');
    await number.fill('ap-zzzz-zzzz');
    await shop.getByRole('button', { name: 'Place order' }).click();

    // The server draws the refusal under the field, with what was typed; no order was placed.
    await expect(shop.getByText(NO_SUCH_STUDY_SET)).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAttribute(
      'aria-describedby',
      'checkout-studySetOrder-hint checkout-studySetOrder-error',
    );
    await expect(number).toHaveValue('ap-zzzz-zzzz');
    await expect(shop).toHaveURL(/\/checkout$/);
    await expect(shop.getByLabel('Full name')).toHaveValue('Zaha Hadid');
    await expect(shop.getByLabel(/I accept the plan licence terms/)).toBeChecked();
  } finally {
    await buyer.close();
  }
});
