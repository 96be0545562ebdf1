import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });
// The tests change the shared testimonials, team order and licence: one after the other, then put them back.
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

/** The figure the home page shows under 'Average client rating'. */
async function homeRating(page: Page): Promise<string> {
  await page.goto(`${publicOrigin()}/`);
  const figures = page.getByRole('main').locator('dl').first();
  const term = figures.getByRole('term').filter({ hasText: 'Average client rating' });
  await expect(term).toBeVisible();
  return (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
}

test('content editor: every content page passes axe in both themes', async ({ page }) => {
  await signInAs(page, 'editor');
  for (const [path, title, list] of [
    ['/content/services', 'Services', 'Services, in storefront order'],
    ['/content/team', 'Team', 'Team members, in About page order'],
    ['/content/testimonials', 'Testimonials', 'Testimonials, in storefront order'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: list }).getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await page.goto('/content/site');
  await expect(page.getByRole('heading', { name: 'Site texts', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Buildings designed')).toHaveValue(/\S/);
  await expectNoAxeViolations(page);

  // The dialogs too: a service's edit form, with the features one per line.
  await page.goto('/content/services');
  await page.getByRole('button', { name: 'Edit Urban Planning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit “Urban Planning”' });
  await expect(dialog.getByLabel('Features')).toHaveValue(/Master planning\nZoning studies/);
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });
  await dialog.getByLabel('Title').fill('');
  await dialog.getByRole('button', { name: 'Save service' }).click();
  await expect(dialog.getByText('Enter the title.')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('content editor: a testimonial’s new rating changes the figure on the home page', async ({ page }) => {
  await signInAs(page, 'editor');
  const before = await homeRating(page);
  expect(before).toMatch(/^\d\.\d\/5$/);

  await page.goto('/content/testimonials');
  await expect(page.getByRole('heading', { name: 'Testimonials', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit the testimonial from James Miller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the testimonial from “James Miller”' });
  const original = await dialog.getByLabel('Rating', { exact: true }).inputValue();
  const changed = original === '1' ? '5' : '1';
  await dialog.getByLabel('Rating', { exact: true }).selectOption(changed);
  await dialog.getByRole('button', { name: 'Save testimonial' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'The testimonial from “James Miller” is saved.' }),
  ).toBeVisible();
  const item = page.getByRole('list', { name: 'Testimonials, in storefront order' }).getByRole('listitem');
  await expect(item.filter({ hasText: 'James Miller' })).toContainText(`Rated ${changed} of 5`);

  const { rating } = await staffApi<{ rating: { average: number } }>(page, 'GET', '/content/testimonials');
  const expected = `${rating.average.toFixed(1)}/5`;
  expect(expected).not.toBe(before);
  await expect(page.getByText(`Average client rating: ${expected} from`)).toBeVisible();
  expect(await homeRating(page)).toBe(expected);
  // The About page shows the same figure.
  await page.goto(`${publicOrigin()}/about`);
  await expect(page.getByText(`Average rating ${expected} from`)).toBeVisible();

  await page.goto('/content/testimonials');
  await page.getByRole('button', { name: 'Edit the testimonial from James Miller' }).click();
  await dialog.getByLabel('Rating', { exact: true }).selectOption(original);
  await dialog.getByRole('button', { name: 'Save testimonial' }).click();
  await expect(dialog).toBeHidden();
  expect(await homeRating(page)).toBe(before);
});

test('content editor: each save of a legal text publishes a version, and /licence shows the one in effect', async ({
  page,
}) => {
  await signInAs(page, 'editor');
  type Legal = { title: string; body: string; version: number };
  const original = await staffApi<{ legal: { licence: Legal } }>(page, 'GET', '/content/site');
  const { version } = original.legal.licence;
  const tag = crypto.randomUUID().slice(0, 8);
  const paragraph = `Test paragraph ${tag}: each licence covers one build of the design.`;

  await page.goto('/content/site');
  const licence = page.getByRole('region', { name: 'Plan licence' });
  await licence.getByLabel('Text').fill('Too short.');
  await licence.getByRole('button', { name: `Publish version ${version + 1}` }).click();
  await expect(licence.getByText('The text needs at least 50 characters.')).toBeVisible();
  await expect(licence.getByLabel('Text')).toBeFocused();

  await licence.getByLabel('Title').fill(`Plan licence ${tag}`);
  await licence.getByLabel('Text').fill(`${original.legal.licence.body}\n\n${paragraph}`);
  await licence.getByRole('button', { name: `Publish version ${version + 1}` }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Version ${version + 1} of the plan licence is published. Visitors see it on its page.` }),
  ).toBeVisible();
  await expect(licence.getByRole('button', { name: `Publish version ${version + 2}` })).toBeVisible();
  await expect(licence.getByRole('link', { name: /View the plan licence page/ })).toHaveAttribute(
    'href',
    `${publicOrigin()}/licence`,
  );
  await licence.getByText(/^Earlier versions/).click();
  await expect(licence.getByRole('link', { name: `Read version ${version}` })).toHaveAttribute(
    'href',
    `${publicOrigin()}/licence?version=${version}`,
  );
  await expectNoAxeViolations(page);

  try {
    await page.goto(`${publicOrigin()}/licence`);
    await expect(page).toHaveTitle(`Plan licence ${tag} | Atelier Plans`);
    await expect(page.getByRole('heading', { level: 1, name: `Plan licence ${tag}` })).toBeVisible();
    await expect(page.getByText(`Version ${version + 1}, in effect since`)).toBeVisible();
    await expect(page.getByRole('article').getByRole('paragraph').filter({ hasText: paragraph })).toBeVisible();
    // The version before stays readable, marked as earlier.
    await page.goto(`${publicOrigin()}/licence?version=${version}`);
    await expect(page.getByRole('heading', { level: 1, name: original.legal.licence.title })).toBeVisible();
    await expect(page.getByRole('note')).toContainText(
      `This is an earlier version. Version ${version + 1} is in effect now`,
    );
  } finally {
    await page.goto('/content/site');
    const { title, body } = original.legal.licence;
    await staffApi(page, 'PUT', '/content/site/legal/licence', { title, body });
  }
});

test('content editor: moves a team member with the keyboard, and gives one a photo', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto('/content/team');
  const list = page.getByRole('list', { name: 'Team members, in About page order' });
  const names = list.getByRole('listitem').getByRole('heading', { level: 3 });
  await expect(names.first()).toBeVisible();
  const order = await names.allTextContents();
  const [first, second] = order;
  if (!first || !second) throw new Error('two team members expected');

  // The drag handle: Space picks the member up, an arrow moves them, Space drops them.
  // Each step waits for the drag to show it: the handle pressed, then the announcement of the new place.
  const handle = list.getByRole('button', { name: `Drag ${second}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // Under load the first arrow can come before the keyboard sensor listens; from position 2 another
  // arrow still ends at position 1, so it is pressed again until the move is announced.
  const over = page.getByRole('status').filter({ hasText: `“${second}” is over position 1.` });
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(over).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  // Leaving the page before the new order is saved would cancel the save.
  const saved = () =>
    page.waitForResponse((response) => response.url().endsWith('/api/admin/content/team/order') && response.ok());
  let save = saved();
  await page.keyboard.press('Space');
  await save;
  await expect(names.first()).toHaveText(second);
  await expect(
    page.getByRole('status').filter({ hasText: `“${second}” moved to position 1 of ${order.length}.` }),
  ).toBeVisible();
  await page.goto(`${publicOrigin()}/about`);
  const team = page.getByRole('region', { name: 'Our team' }).getByRole('heading', { level: 3 });
  await expect(team.first()).toHaveText(second);

  // Move down, by keyboard too, puts the order back; focus stays on the button.
  await page.goto('/content/team');
  await list.getByRole('button', { name: `Move down ${second}` }).focus();
  save = saved();
  await page.keyboard.press('Enter');
  await save;
  await expect(names).toHaveText(order);
  await expect(list.getByRole('button', { name: `Move down ${second}` })).toBeFocused();
  await page.reload();
  await expect(names).toHaveText(order);

  // A photo for the last member (the storefront's own tests count the team, so none is added here).
  const name = order.at(-1) ?? '';
  await list.getByRole('button', { name: `Add photo of ${name}` }).click();
  const photo = page.getByRole('dialog', { name: `Photo of “${name}”` });
  await photo.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photo.getByText('Choose a picture to upload.')).toBeVisible();
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });
  const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#7a5c44' } })
    .png()
    .toBuffer();
  await photo.getByLabel('Photo').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: png });
  await photo.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photo).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `The photo of “${name}” is saved.` })).toBeVisible();
  await expect(list.getByRole('button', { name: `Change photo of ${name}` })).toBeVisible();

  await page.goto(`${publicOrigin()}/about`);
  const card = page.getByRole('region', { name: 'Our team' }).getByRole('listitem').filter({ hasText: name });
  const img = card.locator('img');
  await expect(img).toHaveAttribute('src', /\/media\/portraits\/[0-9a-f-]{36}-160\.jpg$/);
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  await page.goto('/content/team');
  await list.getByRole('button', { name: `Remove photo of ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Remove the photo of “${name}”?` });
  await confirm.getByRole('button', { name: 'Remove photo' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `The photo of “${name}” is removed.` })).toBeVisible();
  await expect(list.getByRole('button', { name: `Add photo of ${name}` })).toBeVisible();
  await expect(page.locator('#main')).toBeFocused();
});
