// Browser-test helpers shared by the storefront's and the admin's Playwright specs.

import { expect, type Page } from '@playwright/test';

/**
 * axe-core (a pinned dev dependency) is injected as a script. Its script tag is inline, so specs that call this need
 * `test.use({ bypassCSP: true })`; the path is from the repository root, where Playwright runs.
 */
const AXE_PATH = 'node_modules/axe-core/axe.min.js';

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[]; html: string }[];
}

async function violations(page: Page, within: string | undefined): Promise<string[]> {
  // Once per document: axe.min.js is half a megabyte to parse again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const found = await page.evaluate(async (selector) => {
    type Axe = { run(context?: { include: string[][] }): Promise<{ violations: AxeViolation[] }> };
    const axe = (window as unknown as { axe: Axe }).axe;
    return (await (selector ? axe.run({ include: [[selector]] }) : axe.run())).violations;
  }, within);
  return found.map((item) => `${item.id}: ${item.help} (${item.nodes.map((node) => node.html).join(', ')})`);
}

const setDark = (page: Page, dark: boolean) =>
  page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);

/**
 * Runs axe on the page as it is, in the light and in the dark theme, and leaves it light. `within` limits
 * the check to one part: an open modal menu hides the rest of the page from assistive technology on
 * purpose, which axe would report about the page behind it.
 */
export async function expectNoAxeViolations(page: Page, { within }: { within?: string } = {}) {
  // A list being fetched again is dimmed on purpose; judge it once it has settled.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Colours must be judged as they end, not halfway through a theme transition.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  for (const dark of [false, true]) {
    await setDark(page, dark);
    // A live update may start a refetch between two checks and dim a list for a moment: a violation
    // must still be there once the page has settled again (a real one always is).
    await expect(async () => {
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await violations(page, within), `axe in the ${dark ? 'dark' : 'light'} theme`).toEqual([]);
    }).toPass({ timeout: 15_000 });
  }
  await setDark(page, false);
}
