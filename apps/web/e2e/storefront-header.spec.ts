import { latestMail } from '../../../e2e/dev-mail';
import { expect, type Page, test } from './fixtures';

interface Category {
  id: string;
  label: string;
  count: number;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('has the main links, a theme toggle and a cart button', async ({ page }) => {
    await page.goto('/about');
    const nav = mainNav(page);
    for (const [name, href] of [
      ['Home', '/'],
      ['Portfolio', '/portfolio'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Marketplace' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Services' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /switch to (dark|light) theme/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
  });

  test('the Marketplace dropdown lists every category with its live design count', async ({ page, request }) => {
    const { categories } = (await (await request.get('/api/categories')).json()) as { categories: Category[] };
    expect(categories.length).toBe(7);
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Marketplace' }).hover();
    const browseAll = mainNav(page).getByRole('link', { name: 'Browse All Designs' });
    await expect(browseAll).toBeVisible();
    await expect(browseAll).toHaveAttribute('href', '/marketplace');
    for (const category of categories) {
      const noun = category.count === 1 ? 'design' : 'designs';
      const link = mainNav(page).getByRole('link', { name: `${category.label} ${category.count} ${noun}` });
      await expect(link).toHaveAttribute('href', `/marketplace?category=${category.id}`);
    }
    await mainNav(page)
      .getByRole('link', { name: /^Eco-friendly/ })
      .click();
    await expect(page).toHaveURL(/\/marketplace\?category=eco-friendly$/);
  });

  test('the Services dropdown lists All Services and the nine service pages', async ({ page }) => {
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Services' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'All Services' })).toHaveAttribute('href', '/services');
    for (const id of [
      'urban-planning',
      'commercial-architecture',
      'residential-design',
      'sustainable-design',
      'renovation-restoration',
      'interior-design',
      '3d-visualization',
      'building-construction',
      'property-estate-management',
    ]) {
      await expect(mainNav(page).locator(`a[href="/services/${id}"]`)).toBeVisible();
    }
    await mainNav(page).getByRole('link', { name: 'Sustainable Design' }).click();
    await expect(page).toHaveURL(/\/services\/sustainable-design$/);
  });

  test('hover opens after 200 ms and closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const trigger = mainNav(page).getByRole('button', { name: 'Marketplace' });
    await page.mouse.move(5, 400);
    // Measured in the page so test-runner latency cannot shorten the observed delays.
    await page.evaluate(() => {
      const w = window as unknown as Record<string, number>;
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Marketplace');
      button?.addEventListener('pointerenter', () => {
        w.enteredAt = performance.now();
      });
      button?.parentElement?.addEventListener('pointerleave', () => {
        w.leftAt = performance.now();
      });
      new MutationObserver(() => {
        const open = button?.getAttribute('data-state') === 'open';
        if (open && !w.openedAt) w.openedAt = performance.now();
        if (!open && w.openedAt && !w.closedAt) w.closedAt = performance.now();
      }).observe(button as Node, { attributes: true });
    });
    await trigger.hover();
    await expect(trigger).toHaveAttribute('data-state', 'open');
    await page.mouse.move(5, 600);
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    const timing = await page.evaluate(() => {
      const w = window as unknown as Record<string, number>;
      return { open: (w.openedAt ?? 0) - (w.enteredAt ?? 0), close: (w.closedAt ?? 0) - (w.leftAt ?? 0) };
    });
    expect(timing.open).toBeGreaterThanOrEqual(190);
    expect(timing.open).toBeLessThan(1500);
    expect(timing.close).toBeGreaterThanOrEqual(140);
    expect(timing.close).toBeLessThan(1500);
  });

  test('the dropdowns work from the keyboard', async ({ page }) => {
    await page.goto('/');
    const trigger = mainNav(page).getByRole('button', { name: 'Marketplace' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Browse All Designs' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header gains a shadow only after 10 px of scrolling', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 8));
    await page.waitForTimeout(100);
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });

  test('the theme toggle switches the page and is remembered', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/services');
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

test('the account link signs in, then the account menu leads to the account and signs out', async ({ page }) => {
  const email = `header-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/about');
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  const code = /code on the sign-in page: (\d{6})/.exec(await latestMail(email, 'account_sign_in'))?.[1] ?? '';
  await page.getByLabel(`Code sent to ${email}`).fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your plans', level: 1 })).toBeVisible();

  // A shared page is drawn signed out; the header shows the menu once scripts read the hint.
  await page.goto('/about');
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeHidden();
  const account = banner.getByRole('button', { name: 'Account' });
  await account.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Your account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your plans', level: 1 })).toBeVisible();
  await account.click();
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a menu opened while the next page is on its way stays open when that page arrives', async ({ page }) => {
  const email = `header-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/account/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  const code = /code on the sign-in page: (\d{6})/.exec(await latestMail(email, 'account_sign_in'))?.[1] ?? '';
  await page.getByLabel(`Code sent to ${email}`).fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your plans', level: 1 })).toBeVisible();

  // The about page's data is held back until the account menu is open.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/about.data*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).first().click();
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await account.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Your plans');
  await page.waitForTimeout(100); // two frames past the new page, where the focus would have moved
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the side menu opens as a dialog with every link and closes on navigation', async ({ page, request }) => {
    const { categories } = (await (await request.get('/api/categories')).json()) as { categories: Category[] };
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const banner = page.getByRole('banner');
    expect(await banner.evaluate((header) => header.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    for (const name of ['Home', 'Marketplace', 'Services', 'Portfolio', 'About', 'Contact']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const category of categories) {
      await expect(dialog.locator(`a[href="/marketplace?category=${category.id}"]`)).toContainText(
        String(category.count),
      );
    }
    await expect(dialog.locator('a[href^="/services/"]')).toHaveCount(9);
    // The header has no room for the account link on a phone: the side menu carries it.
    await expect(dialog.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/account/sign-in',
    );
    await dialog.getByRole('link', { name: 'About', exact: true }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('dropdowns open with a tap on touch screens that show the desktop menu', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/');
    await mainNav(page).getByRole('button', { name: 'Services' }).tap();
    await expect(mainNav(page).getByRole('link', { name: 'All Services' })).toBeVisible();
  });
});
