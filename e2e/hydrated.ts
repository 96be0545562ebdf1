import type { Page } from '@playwright/test';

/**
 * Resolves once a storefront document has hydrated (root.tsx marks it); other documents at once. The
 * storefront's scripts load after first paint (decision 008), so a click before this may go nowhere.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated'),
  );
}
