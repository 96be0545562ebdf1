import { test as base } from '@playwright/test';
import { hydrated } from '../../../e2e/hydrated';

export * from '@playwright/test';
export { hydrated };

/**
 * The storefront's scripts load after first paint and after the load event (decision 008), so a
 * page is only ready for clicks once hydrated: `goto` and `reload` (waiting for the load event, their
 * default) also wait for it, as a person waits for a page to respond. Pages without JavaScript have
 * nothing to wait for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      // A test that asks for an earlier moment (`waitUntil: 'commit'`) gets the page as it is then.
      const waitsForLoad = (options?: { waitUntil?: string }) => (options?.waitUntil ?? 'load') === 'load';
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (waitsForLoad(options)) await hydrated(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (waitsForLoad(options)) await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
});
