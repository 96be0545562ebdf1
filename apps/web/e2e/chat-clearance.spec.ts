import { expect, type Page, test } from './fixtures';

// WCAG 2.2, 2.4.11: the floating chat button must leave the page's last content reachable.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, reducedMotion: 'reduce' });

async function boxes(page: Page) {
  const button = await page.getByRole('button', { name: 'Chat with us' }).boundingBox();
  const last = await page.getByRole('contentinfo').getByRole('link').last().boundingBox();
  if (!button || !last) throw new Error('The chat button or the footer link is not rendered.');
  return { button, last };
}

for (const path of ['/', '/design/design-001', '/marketplace']) {
  test(`on a phone, scrolled to the bottom of ${path}, the footer's last link is clear of the chat button`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' })).toBeInViewport();
    const { button, last } = await boxes(page);
    const overlapsHorizontally = last.x < button.x + button.width && button.x < last.x + last.width;
    const overlapsVertically = last.y < button.y + button.height && button.y < last.y + last.height;
    expect(overlapsHorizontally && overlapsVertically).toBe(false);
    // The link ends above the button, not merely beside it.
    expect(last.y + last.height).toBeLessThanOrEqual(button.y);
  });
}
