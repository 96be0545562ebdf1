import { expect, test } from './fixtures';

// What a first visit evaluates (decision 008): no zod schemas, and no Intl formatter, whose first use
// starts the browser's locale data (over 100 ms on a phone-class CPU).
for (const path of ['/', '/marketplace', '/design/design-001']) {
  test(`a first visit to ${path} loads no zod and no Intl`, async ({ page }) => {
    const scripts: Promise<[string, string]>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (url.endsWith('.js')) scripts.push(response.text().then((text) => [url, text]));
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(3);
    for (const [url, text] of loaded) {
      expect(text, url).not.toMatch(/\bIntl\.|toLocale(String|DateString)\(/);
      expect(text, url).not.toContain('._zod');
    }
  });
}
