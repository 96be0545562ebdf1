import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { hydrated } from '../../../e2e/hydrated';
import { addPicture, chooseFile, createDesign, draft, planPdf, png } from './design-fixtures';
import { signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

// Other specs share the server and its database: every design made here carries a unique token.
const unique = () => crypto.randomUUID().slice(0, 8);

/** A picture of noise, which does not compress: a few megabytes, so an upload takes a moment. */
const noisyPng = () => {
  const [width, height] = [1200, 800];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};

/** The text pdf-lib drew on a PDF's pages: each content stream inflated, its hex strings decoded. */
function drawnText(pdf: Buffer): string {
  const texts: string[] = [];
  for (const [, stream = ''] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = stream;
    try {
      content = inflateSync(Buffer.from(stream, 'latin1')).toString('latin1');
    } catch {
      // An uncompressed stream is read as it is.
    }
    for (const [, hex = ''] of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

/** The storefront is the same server on the plain localhost host. */
function storefrontURL(adminURL: string | undefined): string {
  const url = new URL(adminURL ?? 'http://admin.localhost:4173');
  url.hostname = 'localhost';
  return url.origin;
}

const pictures = (page: Page) => page.getByRole('list', { name: 'Pictures, the first is the cover' });

test('the list keeps its search, filters and sort in the URL and passes axe', async ({ page }) => {
  const tag = unique();
  await signInAs(page, 'editor');
  const design = await createDesign(page, draft(`Listed Eco Cabin ${tag}`, { categoryId: 'eco-friendly' }));

  await page.goto('/marketplace/designs');
  await expect(page.getByRole('heading', { name: 'Designs', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Designs' });
  await expect(table).toBeVisible();
  await expect(page.getByRole('link', { name: 'New design' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Search designs').fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await page.getByLabel('Category', { exact: true }).selectOption('eco-friendly');
  await expect(page).toHaveURL(/category=eco-friendly/);
  await page.getByLabel('Status', { exact: true }).selectOption('draft');
  await expect(page).toHaveURL(/status=draft/);
  await page.getByLabel('Featured', { exact: true }).selectOption('false');
  await expect(page).toHaveURL(/featured=false/);
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(design.title);
  await expect(row).toContainText('Eco-friendly');
  await expect(row).toContainText('$2,450.00');
  await expect(row).toContainText('Draft');

  await page.getByLabel('Status', { exact: true }).selectOption('published');
  await expect(page.getByText('No designs match these filters.')).toBeVisible();
  await page.goBack();
  await expect(table.getByRole('row')).toHaveCount(2);

  await table.getByRole('button', { name: 'Price' }).click();
  await expect(page).toHaveURL(/sort=price&dir=asc/);
  await expect(table.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending');
  await page.reload();
  await expect(page.getByLabel('Search designs')).toHaveValue(tag);
  // The category filter's choices arrive with the form options, after the page.
  const category = page.getByLabel('Category', { exact: true });
  await expect(category.locator('option[value="eco-friendly"]')).toBeAttached({ timeout: 15_000 });
  await expect(category).toHaveValue('eco-friendly');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('draft');
  await expect(page.getByLabel('Featured', { exact: true })).toHaveValue('false');

  await table.getByRole('link', { name: design.title }).click();
  await expect(page).toHaveURL(new RegExp(`/marketplace/designs/${design.id}$`));
  await expect(page.getByRole('heading', { name: design.title, level: 2 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to designs' }).click();
  await expect(page).toHaveURL(/\/marketplace\/designs\?.*sort=price/);
  await expect(page).toHaveURL(/status=draft/);
});

test('a content editor creates a draft, adds a picture and the plan set, publishes it, and the storefront lists it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Meadow House ${unique()}`;
  await signInAs(page, 'editor');
  await page.goto('/marketplace/designs');
  await page.getByRole('link', { name: 'New design' }).click();
  await expect(page).toHaveURL(/\/marketplace\/designs\/new$/);
  await expect(page.getByRole('heading', { name: 'New design', level: 1 })).toBeVisible();
  await expect(page.getByText('Pictures, plan files and CAD licences come after the first save')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Draft/ })).toBeChecked();
  await expectNoAxeViolations(page);

  // The shared schema answers in the browser first, on the fields, and the first one takes the focus.
  await page.getByRole('button', { name: 'Create design' }).click();
  await expect(page.getByText('The title needs at least 3 characters.')).toBeVisible();
  await expect(page.getByText('Enter a price.')).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description').fill('A long, low house around a sheltered courtyard, with a wide porch.');
  await page.getByLabel('Price (USD)').fill('2450');
  await page.getByLabel('Category').selectOption('residential');
  await page.getByLabel('Location').selectOption('suburban');
  await page.getByLabel('Building type').selectOption('single-family');
  await page.getByRole('checkbox', { name: 'Temperate' }).check();
  await page.getByLabel('Area (sq ft)').fill('1850');
  await page.getByLabel('Stories').fill('1');
  await page.getByLabel('Bedrooms').fill('3');
  await page.getByLabel('Bathrooms').fill('2.5');
  await page.getByLabel('Roof type').selectOption('gable');
  await page.getByRole('button', { name: 'Create design' }).click();

  await expect(page).toHaveURL(/\/marketplace\/designs\/(?!new$)[^/]+$/);
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'is created' })).toBeVisible();
  await expect(page.getByText(/Last saved by Content Editor/)).toBeVisible();
  await expect(page.getByLabel('Price (USD)')).toHaveValue('2450');
  await expect(page.getByText('No plan set uploaded yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Preview on storefront/ })).toHaveAttribute('target', '_blank');

  // A picture needs its alt text before it goes: chosen first, it waits for it.
  await chooseFile(page, 'Add pictures', { name: 'front.png', mimeType: 'image/png', buffer: await noisyPng() });
  await expect(page.getByText('Chosen: front.png')).toBeVisible();
  await expect(page.getByText('Describe the picture in at least 3 characters.')).toBeVisible();
  await expect(page.getByLabel('Alt text', { exact: true })).toBeFocused();
  await page.getByLabel('Alt text', { exact: true }).fill('The house seen from the meadow at dusk');
  // A slow connection, so the progress of the upload can be seen.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByRole('progressbar', { name: 'Uploading the picture' })).toBeVisible();
  const cover = pictures(page).getByRole('listitem');
  await expect(cover).toHaveCount(1, { timeout: 15_000 });
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // With its alt text written first, a picture uploads as soon as it is chosen; the server's refusal
  // shows by the uploader, and nothing else changes.
  await page.getByLabel('Alt text', { exact: true }).fill('A picture that is too small');
  await chooseFile(page, 'Add pictures', { name: 'tiny.png', mimeType: 'image/png', buffer: await png('#a98', 300) });
  await expect(page.getByRole('alert').filter({ hasText: 'at least 640 pixels wide' })).toBeVisible();
  await expect(cover).toHaveCount(1);
  await expect(cover).toContainText('Cover');
  await expect(cover.getByLabel('Alt text of picture 1', { exact: true })).toHaveValue(
    'The house seen from the meadow at dusk',
  );

  await chooseFile(page, 'Upload plan set', {
    name: 'meadow-plans.pdf',
    mimeType: 'application/pdf',
    buffer: await planPdf(),
  });
  const planSet = page.getByRole('region', { name: 'Plan set (PDF)' });
  await expect(planSet.getByText('meadow-plans.pdf')).toBeVisible();
  await expect(planSet.getByRole('definition').filter({ hasText: /^2$/ })).toBeVisible();
  await expect(planSet.getByRole('button', { name: 'Replace plan set' })).toBeVisible();
  await expectNoAxeViolations(page);

  // An uploaded plan set is not published before its sheets are listed for buyers.
  await page.getByRole('radio', { name: /^Published/ }).check();
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText(/Add the sheet list of the uploaded plan set/).first()).toBeVisible();
  await page.getByLabel('Sheets of the uploaded plan set').fill('A1 Ground floor plan\nA2 Upper floor plan');
  await page.getByRole('button', { name: "Save what's included" }).click();
  await expect(page.getByRole('status').filter({ hasText: "What's included is saved." })).toBeVisible();
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The design is saved.' })).toBeVisible();
  const summary = page.getByRole('heading', { name: title, level: 2 }).locator('..');
  await expect(summary).toContainText('Published');

  // A buyer finds it, buys it; sales mark the order paid; the download is the uploaded plan set, stamped.
  const visitor = await browser.newContext({ baseURL: storefrontURL(baseURL) });
  try {
    const shop = await visitor.newPage();
    await shop.goto(`/marketplace?q=${encodeURIComponent(title)}`);
    await expect(shop.getByRole('heading', { name: title })).toBeVisible();
    await shop.getByRole('heading', { name: title, level: 3 }).getByRole('link').click();
    await expect(shop.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await shop.waitForLoadState('networkidle');
    await hydrated(shop);
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await expect(shop.getByRole('dialog')).toBeVisible();
    await shop.goto('/checkout');
    await hydrated(shop);
    const buyerName = `Margaret Hamilton ${unique()}`;
    await shop.getByLabel('Full name').fill(buyerName);
    await shop.getByLabel('Email').fill(`buyer-${unique()}@example.com`);
    await shop.getByLabel('Country').selectOption('US');
    await shop.getByLabel('Billing address').fill('1 Meadow Lane, Springfield');
    await shop.getByLabel(/I accept the plan licence terms/).check();
    await shop.getByRole('button', { name: 'Place order' }).click();
    const heading = shop.getByRole('heading', { level: 1, name: /^Order AP-/ });
    await expect(heading).toBeVisible();
    const orderNumber = ((await heading.textContent()) ?? '').replace('Order ', '');

    const sales = await browser.newContext({ baseURL });
    try {
      const staff = await sales.newPage();
      await signInAs(staff, 'sales');
      await staff.goto(`/orders/${orderNumber}`);
      await staff.getByRole('button', { name: 'Mark paid' }).click();
      await staff.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
      await expect(staff.getByRole('status').filter({ hasText: 'is marked as paid' })).toBeVisible();
    } finally {
      await sales.close();
    }

    await shop.reload();
    const downloadStarted = shop.waitForEvent('download');
    await shop.getByRole('link', { name: `Download ${title}` }).click();
    const file = await readFile((await (await downloadStarted).path()) ?? '');
    const delivered = await PDFDocument.load(file);
    // The two pages uploaded above (the generated stand-in has five), stamped for this order and buyer.
    expect(delivered.getPageCount()).toBe(2);
    expect(delivered.getKeywords()).toBe(`order ${orderNumber}`);
    expect(drawnText(file)).toContain(`Licensed to ${buyerName} - Order ${orderNumber}`);
    expect(drawnText(file)).toContain('Ground floor');
  } finally {
    await visitor.close();
  }
});

test('keyboard only: the Move buttons reorder the pictures and the focus stays with the moved one', async ({
  page,
}) => {
  const tag = unique();
  await signInAs(page, 'editor');
  const design = await createDesign(page, draft(`Three Views ${tag}`));
  for (const [alt, colour] of [
    ['North front', '#8a9'],
    ['South garden', '#a98'],
    ['Kitchen', '#98a'],
  ] as const) {
    await addPicture(page, design.id, alt, colour);
  }
  await page.goto(`/marketplace/designs/${design.id}`);
  const altTexts = pictures(page).getByRole('textbox');
  await expect(altTexts).toHaveCount(3);
  const order = async () => Promise.all((await altTexts.all()).map((input) => input.inputValue()));
  expect(await order()).toEqual(['North front', 'South garden', 'Kitchen']);

  await page.getByRole('button', { name: 'Move down, picture 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move down, picture 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  // At the bottom its Move down is disabled, so the focus goes to its Move up.
  await expect(page.getByRole('button', { name: 'Move up, picture 3' })).toBeFocused();
  await expect.poll(order).toEqual(['South garden', 'Kitchen', 'North front']);
  await expect(page.getByRole('status').filter({ hasText: 'Picture 2 moved to position 3 of 3.' })).toBeVisible();

  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Save alt text of picture 3' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move up, picture 2' })).toBeFocused();
  await expect.poll(order).toEqual(['South garden', 'North front', 'Kitchen']);

  await page.getByRole('button', { name: 'Make cover, picture 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move down, picture 1' })).toBeFocused();
  await expect.poll(order).toEqual(['Kitchen', 'South garden', 'North front']);
  await expect(page.getByRole('status').filter({ hasText: 'Picture 3 is now the cover.' })).toBeVisible();
  await expect(pictures(page).getByRole('listitem').first()).toContainText('Cover');

  // The order is the server's, not only the screen's.
  await page.reload();
  await expect(altTexts).toHaveCount(3);
  await expect.poll(order).toEqual(['Kitchen', 'South garden', 'North front']);
  await expectNoAxeViolations(page);
});

test('two editors on one design: the later save is refused, and Reload shows the earlier one', async ({ page }) => {
  const tag = unique();
  await signInAs(page, 'editor');
  const design = await createDesign(page, draft(`Shared Plan ${tag}`));
  const other = await page.context().newPage();
  await page.goto(`/marketplace/designs/${design.id}`);
  await other.goto(`/marketplace/designs/${design.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(design.title);
  await expect(other.getByLabel('Title', { exact: true })).toHaveValue(design.title);

  await other.getByLabel('Title', { exact: true }).fill(`Shared Plan ${tag} (renamed)`);
  await other.getByRole('button', { name: 'Save design' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'The design is saved.' })).toBeVisible();

  await page.getByLabel('Price (USD)').fill('3100');
  await page.getByRole('button', { name: 'Save design' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'changed by' });
  await expect(conflict).toContainText('This design was changed by Content Editor');
  await expect(conflict).toContainText('Reload to see their changes');
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(conflict).toBeHidden();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`Shared Plan ${tag} (renamed)`);
  await expect(page.getByLabel('Price (USD)')).toHaveValue('2450');

  await page.getByLabel('Price (USD)').fill('3100');
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The design is saved.' })).toBeVisible();
  await other.close();
});

test('an ordered design offers Archive, an unordered one is deleted after a confirmation', async ({ page }) => {
  await signInAs(page, 'editor');
  // The demo data has orders of design-001.
  await page.goto('/marketplace/designs/design-001');
  await expect(page.getByRole('heading', { name: 'Modern Coastal Villa', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Archive design' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete design' })).toHaveCount(0);
  await expect(page.getByText(/generated stand-in/)).toBeVisible();
  await expectNoAxeViolations(page);

  const design = await createDesign(page, draft(`Short Lived ${unique()}`));
  await page.goto(`/marketplace/designs/${design.id}`);
  await page.getByRole('button', { name: 'Delete design' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${design.title}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete design' }).click();
  await expect(page).toHaveURL(/\/marketplace\/designs$/);
  await expect(page.getByRole('status').filter({ hasText: `${design.title} is deleted.` })).toBeVisible();
});

test('build complexity: a design with a building model shows its facts; staff type them for one without', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  // The Suburban Family Clinic's model states its facts: no field to type them in.
  await page.goto('/marketplace/designs/design-010');
  const size = page.getByRole('group', { name: 'Size and rooms' });
  await expect(size.getByText('From the building model: a change to the model changes them.')).toBeVisible();
  await expect(size.getByRole('definition').filter({ hasText: '8,448 sq ft heated' })).toBeVisible();
  await expect(page.getByLabel('Build complexity', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The Corporate Office Hub has none: its factor is typed. No other admin spec edits it; the cost to
  // build on its storefront page multiplies by the factor.
  await page.goto('/marketplace/designs/design-008');
  const complexity = page.getByLabel('Build complexity', { exact: true });
  await expect(complexity).toHaveValue('1');
  await expect(complexity).toHaveAccessibleDescription(
    /^Multiplies the cost-to-build estimate: 1\.00 for a plain shape/,
  );
  await complexity.fill('1.2');
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The design is saved.' })).toBeVisible();
  await page.reload();
  await expect(complexity).toHaveValue('1.2');
});

/** CAD files as a ZIP: the server checks the bytes, and a ZIP starts with PK\x03\x04. */
const cadZip = () => ({
  name: 'drawings.zip',
  mimeType: 'application/zip',
  buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
});

test('licences: a seeded design offers CAD files at the price staff set, kept after a reload, and passes axe', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  // No other spec uses this demo design; it delivers a generated CAD drawing, so every licence can be offered.
  await page.goto('/marketplace/designs/design-011');
  const licences = page.getByRole('group', { name: 'Licences' });
  await expect(licences).toBeVisible();
  const cad = licences.getByRole('group', { name: 'CAD files' });
  const unlimited = licences.getByRole('group', { name: 'Unlimited builds' });
  const offerCad = cad.getByRole('checkbox', { name: 'Offer the CAD files licence' });
  const cadPrice = cad.getByLabel('Price of the CAD files licence (USD)');
  const offerUnlimited = unlimited.getByRole('checkbox', { name: 'Offer the Unlimited builds licence' });
  const save = async () => {
    await page.getByRole('button', { name: 'Save design' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The design is saved.' })).toBeVisible();
  };

  // The base licence is the design's own price, as typed.
  const price = page.getByLabel('Price (USD)', { exact: true });
  const savedPrice = await price.inputValue();
  await expect(licences).toContainText('PDF plan set, single build');
  await price.fill('1234.5');
  await expect(licences).toContainText("Always offered, at the design's price: $1,234.50");
  await price.fill(savedPrice);

  // Withdrawn, the licences stay withdrawn.
  await offerCad.uncheck();
  await expect(cadPrice).toBeDisabled();
  await offerUnlimited.uncheck();
  await save();
  await page.reload();
  await expect(offerCad).not.toBeChecked();
  await expect(offerUnlimited).not.toBeChecked();
  await expect(cadPrice).toHaveValue('');

  // Offered without a price, the form says so on the field; with one, it is kept.
  await offerCad.check();
  await expect(cadPrice).toBeEnabled();
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(cad.getByText('Enter a price.')).toBeVisible();
  await expect(cadPrice).toBeFocused();
  await expect(cadPrice).toHaveAttribute('aria-invalid', 'true');
  await cadPrice.fill('3333.33');
  await save();
  await page.reload();
  await expect(offerCad).toBeChecked();
  await expect(cadPrice).toHaveValue('3333.33');
  await expect(offerUnlimited).not.toBeChecked();
  await expectNoAxeViolations(page);

  await offerUnlimited.check();
  await unlimited.getByLabel('Price of the Unlimited builds licence (USD)').fill('5000');
  await save();
});

test('licences: without CAD files a licence that includes them waits for them, and keeps them once offered', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  const design = await createDesign(page, draft(`Licensed House ${unique()}`));
  await page.goto(`/marketplace/designs/${design.id}`);
  const cad = page.getByRole('group', { name: 'Licences' }).getByRole('group', { name: 'CAD files' });
  const offerCad = cad.getByRole('checkbox', { name: 'Offer the CAD files licence' });
  await expect(offerCad).toBeDisabled();
  await expect(cad.getByText('Upload CAD files to offer this licence.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The hint leads to the CAD files, by keyboard as well.
  await cad.getByRole('link', { name: 'Go to the CAD files' }).focus();
  await page.keyboard.press('Enter');
  const files = page.getByRole('region', { name: 'CAD files' });
  await expect(files).toBeFocused();
  await chooseFile(page, 'Upload CAD files', cadZip());
  await expect(files.getByText('drawings.zip')).toBeVisible();

  await expect(offerCad).toBeEnabled();
  await offerCad.check();
  await cad.getByLabel('Price of the CAD files licence (USD)').fill('6125');
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The design is saved.' })).toBeVisible();

  // While a licence includes them, the CAD files stay.
  await files.getByRole('button', { name: 'Remove CAD files' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove the CAD files?' });
  await dialog.getByRole('button', { name: 'Remove CAD files' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Buyers can still choose “CAD files”');
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await page.reload();
  await expect(offerCad).toBeChecked();
  await expect(cad.getByLabel('Price of the CAD files licence (USD)')).toHaveValue('6125');
  await expect(files.getByText('drawings.zip')).toBeVisible();
});
