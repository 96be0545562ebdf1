import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { expect, test } from './fixtures';
import { markPaidAsStaff } from './staff-actions';

// Invoices (docs/decisions/045-invoices.md): the buyer gives an optional VAT number at checkout, and the
// order page links the invoice once the order is paid. Its own client address keeps its own checkout
// budget; axe's script tag is inline (e2e/axe.ts).
test.use({ ...asClient(24), reducedMotion: 'reduce', bypassCSP: true });

test('a business buyer gives its VAT number; once paid, the order page links the invoice PDF', async ({ page }) => {
  await page.goto('/design/design-003');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/checkout');

  await page.getByLabel('Full name').fill('Hedy Lamarr');
  await page.getByLabel('Email').fill(`invoices-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Company (optional)').fill('Frequency Hopping GmbH');
  const vat = page.getByLabel('VAT number (optional)');
  await vat.fill('not a number!');
  await page.getByLabel('Country').selectOption('AT');
  await page.getByLabel('Billing address').fill('Ringstraße 1, 1010 Wien');
  await page.getByLabel(/I accept the plan licence terms/).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  // The shared schema refuses it in the browser, on its field.
  await expect(page.getByText('Please enter a valid VAT number, e.g. DE123456789.')).toBeVisible();
  await vat.fill('atu 12345678');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/order\/AP-[0-9A-Z]{4}-[0-9A-Z]{4}\?token=[\w-]+$/);
  const heading = page.getByRole('heading', { level: 1, name: /^Order AP-/ });
  const orderNumber = ((await heading.textContent()) ?? '').replace('Order ', '');
  // Not invoiced before it is paid.
  await expect(page.getByRole('region', { name: 'Invoices' })).toHaveCount(0);

  await markPaidAsStaff(page, orderNumber);
  await page.reload();
  const invoices = page.getByRole('region', { name: 'Invoices' });
  const link = invoices.getByRole('link', { name: /^Invoice INV-\d{4}-\d{6} \(PDF\)$/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/invoice\/INV-\d{4}-\d{6}\?token=[\w-]+$/);
  await expectNoAxeViolations(page);

  const number = ((await link.textContent()) ?? '').replace('Invoice ', '').replace(' (PDF)', '');
  const started = page.waitForEvent('download');
  await link.click();
  const download = await started;
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = readFileSync((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Without the order's token the invoice does not exist.
  const href = (await link.getAttribute('href')) ?? '';
  const answer = await page.request.get(href);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect((await page.request.get(href.replace(/token=[\w-]+/, 'token=wrong'))).status()).toBe(404);
  expect((await page.request.get(`/invoice/${number}`)).status()).toBe(404);
});
