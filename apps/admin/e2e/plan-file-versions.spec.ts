import type { StaffDesign } from '@atelier/domain/design-admin';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { latestMail } from '../../../e2e/dev-mail';
import { addPicture, chooseFile, createDesign, draft, planPdf } from './design-fixtures';
import { postApi, publicOrigin, putApi, signInAs } from './helpers';

// Places an order: its own client address keeps its own checkout budget. No animation mid-check; axe's
// script tag is inline (see e2e/axe.ts).
test.use({ ...asClient(15), reducedMotion: 'reduce', bypassCSP: true });

const NOTE = 'Stair widened to 36 in.';

/** A published-ready draft of its own, with a picture: other specs share the server and the demo designs. */
async function createVersionedDesign(page: Page, title: string): Promise<StaffDesign> {
  const design = await createDesign(
    page,
    draft(title, { description: 'A two-storey family house whose plans get a second version after it is sold.' }),
  );
  await addPicture(page, design.id, 'The house seen from the street', '#8a9');
  return design;
}

/** A bank-transfer order of the design through the public checkout API; its buyer's e-mail and number. */
async function placeOrder(page: Page, designId: string): Promise<{ email: string; orderNumber: string }> {
  const tag = crypto.randomUUID().slice(0, 8);
  const email = `versions-${tag}@example.com`;
  const response = await page.request.post(`${publicOrigin()}/api/checkout`, {
    data: {
      fullName: `Version Buyer ${tag}`,
      email,
      country: 'US',
      address: '1 Test Street, Springfield',
      acceptLicence: true,
      idempotencyKey: crypto.randomUUID(),
      lines: [{ designId, quantity: 1 }],
    },
  });
  expect(response.status()).toBe(201);
  return { email, orderNumber: ((await response.json()) as { orderNumber: string }).orderNumber };
}

/** Chooses a plan set PDF through the button. */
const choosePdf = (page: Page, button: Locator, name: string, buffer: Buffer) =>
  chooseFile(page, button, { name, mimeType: 'application/pdf', buffer });

/** The value of one of the file's detail rows, by its label. */
const detail = (section: Locator, label: string) =>
  section
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('owner: a new version of a sold plan set keeps the earlier one, and its buyers are e-mailed', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  const design = await createVersionedDesign(page, `Versioned House ${crypto.randomUUID().slice(0, 8)}`);
  await page.goto(`/marketplace/designs/${design.id}`);
  const planSet = page.getByRole('region', { name: 'Plan set (PDF)' });
  const newVersion = planSet.getByRole('checkbox', { name: 'Upload as a new version (buyers keep the current one)' });
  const note = planSet.getByRole('textbox', { name: 'What changed' });

  // The first plan set: version 1, nothing earlier, and no "new version" before there is a file.
  await expect(newVersion).toHaveCount(0);
  await choosePdf(
    page,
    planSet.getByRole('button', { name: 'Upload plan set', exact: true }),
    'plans-v1.pdf',
    await planPdf(['Ground floor', 'Upper floor']),
  );
  await expect(page.getByRole('status').filter({ hasText: 'The plan set plans-v1.pdf is uploaded.' })).toBeVisible();
  await expect(detail(planSet, 'Version')).toHaveText('1');
  await expect(planSet.getByRole('list', { name: 'Earlier versions' })).toHaveCount(0);

  // Published (its sheets listed first) and bought: the order, once paid, is of version 1.
  await putApi(page, `/designs/${design.id}/inclusions`, { additions: {}, planSetContents: ['A1 Ground floor plan'] });
  await page.getByRole('radio', { name: /^Published/ }).check();
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The design is saved.' })).toBeVisible();
  const buyer = await placeOrder(page, design.id);
  await postApi(page, `/orders/${buyer.orderNumber}/mark-paid`, {});
  await page.reload();
  await expect(detail(planSet, 'Version')).toHaveText('1');

  // A new version needs a note: without one nothing is sent, and the note says why.
  await newVersion.check();
  await expect(note).toBeVisible();
  const upload = planSet.getByRole('button', { name: 'Upload new version of plan set', exact: true });
  await choosePdf(page, upload, 'plans-v2.pdf', await planPdf(['Ground floor, wider stair']));
  await expect(note).toBeFocused();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toHaveAccessibleDescription(/Say what changed in this version\./);
  await expect(detail(planSet, 'Version')).toHaveText('1');
  await expectNoAxeViolations(page);

  await note.fill(NOTE);
  await choosePdf(page, upload, 'plans-v2.pdf', await planPdf(['Ground floor, wider stair']));
  await expect(page.getByRole('status').filter({ hasText: 'Version 2 of the plan set is uploaded.' })).toBeVisible();
  await expect(detail(planSet, 'File')).toHaveText('plans-v2.pdf');
  await expect(detail(planSet, 'Version')).toHaveText('2');
  await expect(detail(planSet, 'What changed')).toHaveText(NOTE);
  const earlier = planSet.getByRole('list', { name: 'Earlier versions' }).getByRole('listitem');
  await expect(earlier).toHaveCount(1);
  await expect(earlier).toContainText('Version 1');
  await expect(earlier).toContainText('plans-v1.pdf');
  // The form is ready for the next upload: the box unticked, the note gone.
  await expect(newVersion).not.toBeChecked();
  await expect(note).toHaveCount(0);

  // The buyer of version 1 has not been told yet: staff e-mail every past buyer.
  await planSet.getByRole('button', { name: 'E-mail buyers about version 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail buyers about version 2' });
  await expect(dialog).toContainText('1 order bought an earlier version and has not been told about version 2');
  const everyone = dialog.getByRole('radio', { name: 'All past buyers (1)' });
  await expect(everyone).toBeChecked();
  await dialog.getByRole('radio', { name: 'Buyers who paid between…' }).check();
  await expect(dialog.getByLabel('From', { exact: true })).toHaveAttribute('type', 'date');
  await expect(dialog.getByLabel('To', { exact: true })).toHaveAttribute('type', 'date');
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });
  await everyone.check();
  await expect(dialog.getByLabel('From', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send e-mails' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-mailed 1 buyer about version 2.' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(planSet.getByRole('button', { name: /^E-mail buyers/ })).toHaveCount(0);

  const mail = await latestMail(buyer.email, 'plan_version_released');
  expect(mail).toContain('Version 2 of the');
  expect(mail).toContain(NOTE);

  // The buyer's order page lists the new version with what changed, and keeps the one they bought.
  const orderPage = /Your order page: (\S+)/.exec(mail)?.[1];
  expect(orderPage).toBeDefined();
  await page.goto(orderPage as string);
  const downloads = page.getByRole('region', { name: 'Your downloads' });
  await expect(downloads).toContainText(`Version 2 — what changed: ${NOTE}`);
  await expect(downloads.getByRole('link', { name: /Plan set \(PDF\), version 2$/ })).toBeVisible();
  await expect(downloads.getByRole('link', { name: /Plan set \(PDF\), version 1$/ })).toBeVisible();
  await expectNoAxeViolations(page);
});
