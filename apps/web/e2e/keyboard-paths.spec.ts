import { expectNoAxeViolations } from '../../../e2e/axe';
import { expect, type Page, test } from './fixtures';

// Keyboard paths: past the marketplace's filters in one key press, and the focus on the new page after a
// client-side move.
test.use({ reducedMotion: 'reduce', bypassCSP: true });

/** Whether the browser reports the filters' disclosure as expanded (its summary, in the accessibility tree). */
async function filtersExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { name?: { value?: unknown }; properties?: { name: string; value: { value?: unknown } }[] }[];
  };
  await cdp.detach();
  const summary = nodes.find(
    (node) =>
      String(node.name?.value ?? '').startsWith('Filters') && node.properties?.some((p) => p.name === 'expanded'),
  );
  return summary?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
}

const focusInMain = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('main')));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('"Skip to results" takes the keyboard past the filters to the designs', async ({ page }) => {
    await page.goto('/marketplace');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to results' });
    await expect(skip).toBeFocused();
    // Shown while focused.
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#results$/);
    const sixth = page.getByRole('main').getByRole('article').nth(5).getByRole('link');
    let presses = 0;
    while (presses < 30 && !(await sixth.evaluate((link) => link === document.activeElement))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(sixth).toBeFocused();
    // Today's results: the sort, "Alert me", then a favourite button and a link per card.
    expect(presses).toBeLessThanOrEqual(16);
  });

  test('the filters fold behind a disclosure that says whether it is open', async ({ page }) => {
    await page.goto('/marketplace');
    const filters = page.locator('summary').filter({ hasText: 'Filters' });
    const search = page.getByRole('searchbox', { name: 'Search designs' });
    await expect(search).toBeHidden();
    expect(await filtersExpanded(page)).toBe(false);
    await expectNoAxeViolations(page);
    await filters.focus();
    await page.keyboard.press('Enter');
    await expect(search).toBeVisible();
    expect(await filtersExpanded(page)).toBe(true);
    await expectNoAxeViolations(page);
    await filters.click();
    await expect(search).toBeHidden();
    expect(await filtersExpanded(page)).toBe(false);
  });

  test("a link followed from the menu or the cart drawer leaves the focus on the new page's heading", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();

    await page.goto('/design/design-001');
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: /Shopping Cart/ });
    await drawer.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText(await page.title());
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the filters open and close all the same', async ({ page }) => {
      await page.goto('/marketplace');
      const search = page.getByRole('searchbox', { name: 'Search designs' });
      await expect(search).toBeHidden();
      await page.locator('summary').filter({ hasText: 'Filters' }).click();
      await expect(search).toBeVisible();
    });
  });
});

test('on a desktop the filters are always shown, without their disclosure', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/marketplace');
  await expect(page.getByRole('searchbox', { name: 'Search designs' })).toBeVisible();
  await expect(page.locator('summary').filter({ hasText: 'Filters' })).toBeHidden();
  await expectNoAxeViolations(page);
});

test('after following a link the focus is on the new page and its title is announced', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const announcer = page.getByTestId('route-announcer');
  await expect(announcer).toBeEmpty();

  // A footer link: the next Tab starts on the new page, not after the link in the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await expect(announcer).toHaveText(await page.title());
  await page.keyboard.press('Tab');
  expect(await focusInMain(page)).toBe(true);

  // A header link, followed with the keyboard.
  await page.getByRole('banner').getByRole('link', { name: 'Portfolio', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await expect(announcer).toHaveText(await page.title());
  await expectNoAxeViolations(page);
});

test('a change of filters keeps the focus on the filter', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/marketplace');
  const featured = page.getByRole('checkbox', { name: /Featured designs only/ });
  await featured.check();
  await expect(page).toHaveURL(/featured=1/);
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(featured).toBeFocused();
});
