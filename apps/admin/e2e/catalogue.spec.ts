import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });
// The tests change the shared category order and featured list: one after the other, not side by side.
test.describe.configure({ mode: 'default' });

const publicOrigin = () => (test.info().project.use.baseURL ?? '').replace('://admin.localhost', '://localhost');

/** A staff API call with the signed-in session's CSRF token; from the browser, as Node cannot resolve admin.localhost. */
async function staffApi<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = (await (await fetch('/api/admin/auth/session')).json()) as { session: { csrfToken: string } };
      const response = await fetch(`/api/admin${path}`, {
        method,
        headers: {
          'x-csrf-token': session.session.csrfToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

test('content editor: adds a category, renames it, moves it up with the keyboard and deletes it', async ({ page }) => {
  const tag = crypto.randomUUID().slice(0, 8);
  const name = `Test category ${tag}`;
  const renamed = `Renamed category ${tag}`;
  await signInAs(page, 'editor');
  await page.goto('/marketplace/categories');
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Categories, in the order the storefront shows them' });
  await expect(table).toBeVisible();
  await expectNoAxeViolations(page);

  // A category with designs cannot be deleted, and says why.
  const residential = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Residential', exact: true }) });
  await expect(residential.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(residential).toContainText('move them to another category first');

  const add = page.getByRole('region', { name: 'Add a category' });
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(add.getByText('The name needs at least 2 characters.')).toBeVisible();
  await expect(add.getByLabel('Name')).toBeFocused();
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Service').selectOption({ label: 'Urban Planning' });
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The category “${name}” is added` })).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows.last().getByRole('rowheader')).toHaveText(name);
  await expect(rows.last()).toContainText('Urban Planning');

  // The same name again is refused on the field.
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Service').selectOption({ label: 'Urban Planning' });
  await add.getByRole('button', { name: 'Add category' }).click();
  await expect(add.getByText('A category with this name exists already.')).toBeVisible();
  await add.getByLabel('Name').fill('');

  await table.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit “${name}”` });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByLabel('Service').selectOption({ label: 'Residential Design' });
  await dialog.getByRole('button', { name: 'Save category' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.last().getByRole('rowheader')).toHaveText(renamed);
  await expect(rows.last()).toContainText('Residential Design');

  // Header row plus the categories: the new one is last, at position count - 1.
  const count = await rows.count();
  await table.getByRole('button', { name: `Move up ${renamed}` }).focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(count - 2).getByRole('rowheader')).toHaveText(renamed);
  await expect(table.getByRole('button', { name: `Move up ${renamed}` })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: `“${renamed}” moved to position ${count - 2} of ${count - 1}.` }),
  ).toBeVisible();
  await page.reload();
  await expect(rows.nth(count - 2).getByRole('rowheader')).toHaveText(renamed);

  await table.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete “${renamed}”?` });
  await confirm.getByRole('button', { name: 'Delete category' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `The category “${renamed}” is deleted.` })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: renamed })).toHaveCount(0);
  await expect(rows).toHaveCount(count - 1);
});

interface Options {
  locations: { id: string }[];
  buildingTypes: { id: string }[];
}

/** Two draft designs in a category of their own, so no price the storefront shows changes. */
async function pricingFixture(page: Page, tag: string) {
  const categoryLabel = `Pricing test ${tag}`;
  const { categories } = await staffApi<{ categories: { id: string; label: string }[] }>(page, 'POST', '/categories', {
    label: categoryLabel,
    serviceId: 'residential-design',
  });
  const categoryId = categories.find((category) => category.label === categoryLabel)?.id ?? '';
  const options = await staffApi<Options>(page, 'GET', '/designs/options');
  const create = async (title: string, priceCents: number) =>
    (
      await staffApi<{ design: { id: string } }>(page, 'POST', '/designs', {
        title,
        description: 'A draft design made by the catalogue browser test.',
        priceCents,
        categoryId,
        locationId: options.locations[0]?.id,
        buildingTypeId: options.buildingTypes[0]?.id,
        environmentalConditions: [],
        featured: false,
        area: 1200,
        stories: 1,
        bedrooms: null,
        bathrooms: null,
        widthFt: null,
        depthFt: null,
        garageBays: null,
        foundation: null,
        roofType: null,
        style: null,
        status: 'draft',
      })
    ).design.id;
  const first = { title: `Price test A ${tag}`, id: await create(`Price test A ${tag}`, 100_000) };
  const second = { title: `Price test B ${tag}`, id: await create(`Price test B ${tag}`, 250_000) };
  return { categoryId, categoryLabel, first, second };
}

test('content editor: changes a price inline, then a category by 10 %, and the history shows both', async ({
  page,
}) => {
  const tag = crypto.randomUUID().slice(0, 8);
  await signInAs(page, 'editor');
  const fixture = await pricingFixture(page, tag);
  const { first, second } = fixture;

  await page.goto(`/marketplace/pricing?q=${tag}`);
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  const prices = page.getByRole('table', { name: 'Design prices' });
  await expect(prices.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  const firstPrice = prices.getByLabel(`Price of ${first.title} (USD)`);
  await expect(firstPrice).toHaveValue('1000');
  await firstPrice.fill('1200');
  await prices.getByRole('button', { name: `Save price of ${first.title}` }).click();
  const firstRow = prices.getByRole('row').filter({ has: page.getByRole('rowheader', { name: first.title }) });
  await expect(firstRow.getByRole('status')).toHaveText('Saved: $1,200.00');

  const history = page.getByRole('table', { name: 'Recent price changes, newest first' });
  const historyRow = (title: string, from: string, to: string) =>
    history
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: title }) })
      .filter({ hasText: from })
      .filter({ hasText: to });
  await expect(historyRow(first.title, '$1,000.00', '$1,200.00')).toContainText('Content Editor');

  const bulk = page.getByRole('region', { name: 'Change many prices' });
  await bulk.getByLabel('Category to change').selectOption({ label: fixture.categoryLabel });
  await bulk.getByRole('button', { name: 'Preview' }).click();
  await expect(bulk.getByText('Enter how much to change the prices.')).toBeVisible();
  await expect(bulk.getByRole('radio', { name: 'Percent' })).toBeChecked();
  // Licence prices follow the base price unless staff say otherwise.
  await expect(
    bulk.getByRole('checkbox', {
      name: 'Move the other licence prices (CAD, unlimited, study set) in the same proportion',
    }),
  ).toBeChecked();
  await bulk.getByLabel('Change (%)').fill('10');
  await bulk.getByRole('button', { name: 'Preview' }).click();
  const preview = bulk.getByRole('table', { name: 'Preview: 2 prices would change' });
  await expect(preview.getByRole('row', { name: new RegExp(`^${first.title}`) })).toContainText('$1,200.00');
  await expect(preview.getByRole('row', { name: new RegExp(`^${first.title}`) })).toContainText('$1,320.00');
  await expect(preview.getByRole('row', { name: new RegExp(`^${second.title}`) })).toContainText('$2,500.00');
  await expect(preview.getByRole('row', { name: new RegExp(`^${second.title}`) })).toContainText('$2,750.00');
  await expectNoAxeViolations(page);

  await bulk.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(bulk.getByRole('status')).toContainText('2 prices changed.');
  await expect(preview).toBeHidden();
  await expect(historyRow(first.title, '$1,200.00', '$1,320.00')).toBeVisible();
  await expect(historyRow(second.title, '$2,500.00', '$2,750.00')).toBeVisible();
  await expect(prices.getByLabel(`Price of ${second.title} (USD)`)).toHaveValue('2750');

  await staffApi(page, 'DELETE', `/designs/${first.id}`);
  await staffApi(page, 'DELETE', `/designs/${second.id}`);
  await staffApi(page, 'DELETE', `/categories/${fixture.categoryId}`);
});

test('content editor: reorders the featured designs, and the home page shows them in that order', async ({
  page,
  browser,
}) => {
  const storefront = await (await browser.newContext()).newPage();
  await storefront.goto(`${publicOrigin()}/`);
  const homeFeatured = storefront.getByRole('region', { name: 'Featured designs' });
  const homeTitles = () => homeFeatured.getByRole('article').getByRole('heading').allTextContents();
  const before = await homeTitles();
  expect(before.length).toBeGreaterThanOrEqual(2);
  const [firstOnHome = '', secondOnHome = ''] = before;

  await signInAs(page, 'editor');
  const saved = await staffApi<{ designs: { id: string }[] }>(page, 'GET', '/featured');
  try {
    await page.goto('/marketplace/featured');
    await expect(page.getByRole('heading', { name: 'Featured', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Featured designs, in home page order' });
    const titles = list.getByRole('heading', { level: 3 });
    await expect(titles.first()).toBeVisible();
    await expectNoAxeViolations(page);
    const adminBefore = await titles.allTextContents();

    // Adding and removing is a draft until saved.
    const addButton = page.getByRole('button', { name: /^Add to featured: / }).first();
    const added = ((await addButton.getAttribute('aria-label')) ?? '').replace('Add to featured: ', '');
    await addButton.click();
    await expect(titles.last()).toHaveText(added);
    await expect(page.getByRole('button', { name: `Featured already: ${added}` })).toBeFocused();
    await expect(page.getByText('Unsaved changes.')).toBeVisible();
    await list.getByRole('button', { name: `Remove ${added}` }).click();
    await expect(titles).toHaveText(adminBefore);

    // The second design on the home page goes one up, with the Move up button.
    await list.getByRole('button', { name: `Move up ${secondOnHome}` }).focus();
    await page.keyboard.press('Enter');
    const adminAfter = await titles.allTextContents();
    expect(adminAfter.indexOf(secondOnHome)).toBeLessThan(adminAfter.indexOf(firstOnHome));
    await expect(page.getByText('Unsaved changes.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save featured designs' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The featured designs are saved.' })).toBeVisible();
    await expect(page.getByText('The list is saved.')).toBeVisible();
    await page.reload();
    await expect(titles).toHaveText(adminAfter);

    await storefront.reload();
    await expect(homeFeatured.getByRole('article').getByRole('heading')).toHaveText([
      secondOnHome,
      firstOnHome,
      ...before.slice(2),
    ]);
  } finally {
    await staffApi(page, 'PUT', '/featured', { ids: saved.designs.map((design) => design.id) });
  }
});

test('sales: the catalogue pages need the designs update permission', async ({ page }) => {
  await signInAs(page, 'sales');
  for (const path of ['/marketplace/categories', '/marketplace/pricing', '/marketplace/featured']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  }
});
