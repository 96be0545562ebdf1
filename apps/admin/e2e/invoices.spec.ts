import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { postApi, publicOrigin, signInAs } from './helpers';

// Invoices and credit notes on the staff order page and the invoice numbering in Settings
// (docs/decisions/045-invoices.md). No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

/** Places a bank-transfer order through the public API, with a VAT number for the invoice. */
async function placeOrder(page: Page) {
  const tag = crypto.randomUUID().slice(0, 8);
  const response = await page.request.post(`${publicOrigin()}/api/checkout`, {
    data: {
      fullName: `Invoice Tester ${tag}`,
      email: `invoices-${tag}@example.com`,
      company: 'Tester Bouw BV',
      vatNumber: 'NL123456789B01',
      country: 'NL',
      address: 'Keizersgracht 1, Amsterdam',
      acceptLicence: true,
      lines: [{ designId: 'design-002', quantity: 1 }],
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

/** A file the staff API answers, fetched in the browser (admin.localhost resolves there only). */
const fetchFile = (page: Page, url: string) =>
  page.evaluate(async (href) => {
    const response = await fetch(href);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      start: new TextDecoder().decode(bytes.subarray(0, 5)),
    };
  }, url);

test('sales: the paid order lists its invoice, a refund its credit note, each downloadable as a PDF', async ({
  page,
}) => {
  const orderNumber = await placeOrder(page);
  await signInAs(page, 'sales');
  await page.goto(`/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices).toContainText('No invoice yet: it is issued when the order is paid.');
  await expect(page.getByText('NL123456789B01')).toBeVisible();

  await postApi(page, `/orders/${orderNumber}/mark-paid`, {});
  await page.reload();
  const table = invoices.getByRole('table', { name: `Invoices and credit notes of order ${orderNumber}` });
  const invoiceLink = table.getByRole('link', { name: /^Invoice INV-\d{4}-\d{6} \(PDF\)$/ });
  await expect(invoiceLink).toBeVisible();
  await expectNoAxeViolations(page);

  const href = (await invoiceLink.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^/api/admin/orders/${orderNumber}/invoices/INV-\\d{4}-\\d{6}$`));
  expect(await fetchFile(page, href)).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' });

  await postApi(page, `/orders/${orderNumber}/refunds`, {
    amountCents: 5_000,
    note: 'Goodwill',
    actionId: crypto.randomUUID(),
  });
  await page.reload();
  const creditLink = table.getByRole('link', { name: /^Credit note CN-\d{4}-\d{6} \(PDF\)$/ });
  await expect(creditLink).toBeVisible();
  await expect(table.getByRole('row', { name: /Credit note/ })).toContainText('-$50.00');
  const credit = await fetchFile(page, (await creditLink.getAttribute('href')) ?? '');
  expect(credit.type).toBe('application/pdf');
  await expect(page.getByText(/Credit note CN-\d{4}-\d{6}/).first()).toBeVisible();
});

test('admin: Settings show where the invoice numbering stands, read only', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/settings/general');
  const panel = page.getByRole('region', { name: 'Invoice numbering' });
  const year = new Date().getUTCFullYear();
  const table = panel.getByRole('table', { name: `Invoice numbers in ${year}` });
  await expect(table).toBeVisible();
  // Other specs pay orders meanwhile, so the numbers themselves may move on; their shape may not.
  await expect(table.getByRole('row', { name: /^Invoices/ })).toContainText(new RegExp(`INV-${year}-\\d{6}$`));
  await expect(table.getByRole('row', { name: /^Credit notes/ })).toContainText(new RegExp(`CN-${year}-\\d{6}$`));
  await expect(panel.getByRole('textbox')).toHaveCount(0);
  // The legal details invoices print are part of the studio's details.
  await expect(page.getByLabel('Legal name')).toBeVisible();
  await expect(page.getByLabel('VAT number')).toBeVisible();
  await expect(page.getByLabel('Company registration number')).toBeVisible();
  await expectNoAxeViolations(page);
});
