import { PROMO_CODE_REFUSALS } from '@atelier/domain/promotions';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { expect, type Page, test } from './fixtures';
import { createPromotion } from './staff-actions';

// Promotion codes at checkout (decision 049): the server decides what a code takes off, shows it in the
// summary when the code is applied, checks it again when the order is placed, and the order page shows it.
// Posts orders: its own client address keeps its own checkout budget. No animation mid-check, and axe's
// script tag is inline (e2e/axe.ts).
test.use({ ...asClient(25), reducedMotion: 'reduce', bypassCSP: true });

/** A code no other spec uses (the server and its database are shared). */
const uniqueCode = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** 10% off everything, without limits. */
const tenPercentOff = (page: Page, code: string) =>
  createPromotion(page, {
    code,
    percentOff: 10,
    maxUses: null,
    maxUsesPerBuyer: null,
    startsAt: null,
    endsAt: null,
  });

/** The buyer's details, all but the promotion code (Alpine Mountain Cabin in the cart, no tax for the US). */
async function fillDetails(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(`promo-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Billing address').fill('1 Harbor Way, Arlington, VA 22201');
  await page.getByLabel(/I accept the plan licence terms/).check();
}

/** The checkout summary's totals, each as its label and amount. */
const summaryTotals = (page: Page) => page.getByRole('region', { name: 'Your order' }).locator('dl > div');

/** The cabin ($1,750.00) with 10% off under `code`, as the summary lists it once the code is applied. */
const discountedTotals = (code: string) => [
  /^Subtotal\s*\$1,750\.00$/,
  new RegExp(`^Discount \\(${code}\\)\\s*-\\$175\\.00$`),
  /^Tax \(/,
  /^Total\s*\$1,575\.00$/,
];

/** The order page of an order of the cabin ($1,750.00) with 10% off under `code`. */
async function expectDiscountedOrder(page: Page, code: string) {
  await expect(page).toHaveURL(/\/order\/AP-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order AP-/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Subtotal/ })).toContainText('$1,750.00');
  await expect(page.getByRole('row', { name: `Discount (${code})` })).toContainText('-$175.00');
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('$1,575.00');
}

test('an unknown code is refused under its field and nothing is ordered; a valid one takes 10% off', async ({
  page,
  baseURL,
}) => {
  const code = uniqueCode('SAVE');
  await tenPercentOff(page, code);
  await page.context().addCookies([{ name: 'cart', value: 'v1|design-003:1', url: baseURL }]);
  await page.goto('/checkout');
  await expect(page.getByRole('region', { name: 'Your order' }).getByText('Alpine Mountain Cabin')).toBeVisible();
  await fillDetails(page, 'Grace Hopper');
  const promo = page.getByLabel('Promo code');
  await expect(promo).toHaveAccessibleDescription(
    'Apply to see the discount; it is checked again when you place the order.',
  );

  await promo.fill(uniqueCode('NOPE'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(PROMO_CODE_REFUSALS.unknown)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expect(promo).toHaveAttribute('aria-invalid', 'true');
  await expect(promo).toHaveAccessibleDescription(/This code is not valid\./);
  await expect(promo).toBeFocused();
  // No order: the form is still there, with what was typed.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await expect(page.getByLabel(/I accept the plan licence terms/)).toBeChecked();

  // Typed in lower case, kept in upper case.
  await promo.fill(code.toLowerCase());
  await expect(page.getByText(PROMO_CODE_REFUSALS.unknown)).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expectDiscountedOrder(page, code);
});

test('without JavaScript, the code goes with the form and the order is placed with its discount', async ({
  page,
  browser,
  baseURL,
}) => {
  const code = uniqueCode('SAVE');
  // Staff create the code from a page with scripts; the buyer's browser has none.
  await tenPercentOff(page, code);
  const buyer = await browser.newContext({ javaScriptEnabled: false, ...asClient(25) });
  try {
    await buyer.addCookies([{ name: 'cart', value: 'v1|design-003:1', url: baseURL }]);
    const shop = await buyer.newPage();
    await shop.goto('/checkout');
    await expect(shop.locator('input[name="enhanced"]')).toHaveCount(0);
    await fillDetails(shop, 'Ada Lovelace');

    // The server draws the refusal under the field, with what was typed.
    const promo = shop.getByLabel('Promo code');
    const unknown = uniqueCode('NOPE');
    await promo.fill(unknown);
    await shop.getByRole('button', { name: 'Place order' }).click();
    await expect(shop.getByText(PROMO_CODE_REFUSALS.unknown)).toBeVisible();
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await expect(promo).toHaveValue(unknown);
    await expect(shop.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await expect(shop.getByLabel(/I accept the plan licence terms/)).toBeChecked();

    await promo.fill(code);
    await shop.getByRole('button', { name: 'Place order' }).click();
    await expectDiscountedOrder(shop, code);
  } finally {
    await buyer.close();
  }
});

test('Apply shows the discount in the summary before the order is placed, and the order keeps it', async ({
  page,
  baseURL,
}) => {
  const code = uniqueCode('SAVE');
  await tenPercentOff(page, code);
  await page.context().addCookies([{ name: 'cart', value: 'v1|design-003:1', url: baseURL }]);
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByText('Alpine Mountain Cabin')).toBeVisible();
  await fillDetails(page, 'Katherine Johnson');
  const promo = page.getByLabel('Promo code');
  const apply = page.getByRole('button', { name: 'Apply', exact: true });

  // An unknown code is said under the field, which gets focus; nothing is ordered, the estimate stays.
  await promo.fill(uniqueCode('NOPE'));
  await apply.click();
  await expect(promo).toHaveAccessibleDescription(/This code is not valid\./);
  await expect(promo).toHaveAttribute('aria-invalid', 'true');
  await expect(promo).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(summary.getByText(/^Discount/)).toHaveCount(0);

  await promo.fill(code.toLowerCase());
  await apply.click();
  await expect(page.getByRole('status').filter({ hasText: 'applied' })).toHaveText(`Code ${code} applied: -$175.00.`);
  await expect(summaryTotals(page)).toHaveText(discountedTotals(code));
  await expect(promo).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Full name')).toHaveValue('Katherine Johnson');
  await expect(page.getByLabel(/I accept the plan licence terms/)).toBeChecked();
  await expectNoAxeViolations(page);

  // Another country changes the tax only (the pricing function's own rule): the discount stays.
  await page.getByLabel('Country').selectOption('CA');
  await expect(summary.getByText(/^Discount/)).toHaveCount(1);
  await expect(summaryTotals(page)).toHaveText([
    /^Subtotal/,
    new RegExp(`^Discount \\(${code}\\)\\s*-\\$175\\.00$`),
    /^Tax \(/,
    /^Total/,
  ]);
  await page.getByLabel('Country').selectOption('US');
  await expect(summaryTotals(page)).toHaveText(discountedTotals(code));

  // Enter in a field still places the order (Apply is not the form's default button); the server
  // checks the code again and the order has its discount.
  await page.getByLabel('Full name').press('Enter');
  await expectDiscountedOrder(page, code);
});

test('without JavaScript, Apply draws the page again with the discount, or the refusal, and ordering works', async ({
  page,
  browser,
  baseURL,
}) => {
  const code = uniqueCode('SAVE');
  await tenPercentOff(page, code);
  const buyer = await browser.newContext({ javaScriptEnabled: false, ...asClient(25) });
  try {
    await buyer.addCookies([{ name: 'cart', value: 'v1|design-003:1', url: baseURL }]);
    const shop = await buyer.newPage();
    await shop.goto('/checkout');
    await fillDetails(shop, 'Mary Jackson');
    const promo = shop.getByLabel('Promo code');
    const apply = shop.getByRole('button', { name: 'Apply', exact: true });
    const summary = shop.getByRole('region', { name: 'Your order' });

    // An unknown code: the refusal under the field, what was typed kept, nothing ordered.
    const unknown = uniqueCode('NOPE');
    await promo.fill(unknown);
    await apply.click();
    await expect(shop.getByText(PROMO_CODE_REFUSALS.unknown)).toBeVisible();
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await expect(promo).toHaveValue(unknown);
    await expect(shop).toHaveURL(/\/checkout$/);
    await expect(summary.getByText(/^Discount/)).toHaveCount(0);
    await expect(shop.getByLabel('Full name')).toHaveValue('Mary Jackson');
    await expect(shop.getByLabel('Country')).toHaveValue('US');
    await expect(shop.getByLabel(/I accept the plan licence terms/)).toBeChecked();

    await promo.fill(code);
    await apply.click();
    await expect(shop.getByText(`Code ${code} applied: -$175.00.`)).toBeVisible();
    await expect(summaryTotals(shop)).toHaveText(discountedTotals(code));
    await expect(promo).toHaveValue(code);
    await expect(shop.getByLabel('Billing address')).toHaveValue('1 Harbor Way, Arlington, VA 22201');
    await expect(shop.getByLabel(/I accept the plan licence terms/)).toBeChecked();

    await shop.getByRole('button', { name: 'Place order' }).click();
    await expectDiscountedOrder(shop, code);
  } finally {
    await buyer.close();
  }
});
