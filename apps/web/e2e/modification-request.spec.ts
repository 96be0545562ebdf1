import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { expect, type Locator, type Page, test } from './fixtures';

// This file's own client address, so its form posts have their own rate-limit budget.
test.use(asClient(2));

const ACK = 'Thank you. Our architects will reply within one business day.';
const DESIGN = '/design/design-001';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

async function fillValid(within: Locator | Page, name: string) {
  await within.getByLabel('What would you like to change?').fill('Please add a screened porch and a fourth bedroom.');
  await within.getByLabel('Lot size (optional)').fill('60 × 120 ft');
  await within.getByLabel('Name', { exact: true }).fill(name);
  await within.getByLabel('Email', { exact: true }).fill('modify@example.com');
}

test('with JavaScript the button opens a dialog that sends the request and acknowledges it in place', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto(DESIGN);
  // Once scripts run, the link is a button that opens the dialog.
  const open = page.getByRole('button', { name: 'Request a modification' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Request a modification' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });

  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Please write at least 10 characters.')).toBeVisible();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await expect(dialog.getByLabel('What would you like to change?')).toBeFocused();
  expect(posts).toEqual([]);

  await fillValid(dialog, 'Dialog Visitor');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toContainText(ACK);
  await expect(page).toHaveURL(new RegExp(`${DESIGN}$`));
  expect(posts.filter((path) => path.startsWith(`${DESIGN}/modify`))).toHaveLength(1);
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });

  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the link leads to the same form on its own page, which checks the fields and sends', async ({ page }) => {
    await page.goto(DESIGN);
    await page.getByRole('link', { name: 'Request a modification' }).click();
    await expect(page).toHaveURL(new RegExp(`${DESIGN}/modify$`));
    await expect(page).toHaveTitle(/Request a modification/);

    await fillValid(page, 'No Script');
    await page.getByLabel('Email', { exact: true }).fill('bad-address');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    // What was typed is kept.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('No Script');

    await page.getByLabel('Email', { exact: true }).fill('noscript@example.com');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('status')).toContainText(ACK);
    await expect(page).toHaveURL(new RegExp(`${DESIGN}/modify\\?sent=1$`));
  });
});

test('the modification page passes axe in both themes, empty and with field messages', async ({ page }) => {
  await page.goto(`${DESIGN}/modify`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown design has no modification page', async ({ page }) => {
  const response = await page.goto('/design/no-such-design/modify');
  expect(response?.status()).toBe(404);
});
