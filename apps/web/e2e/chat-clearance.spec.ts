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

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectClearOfChat(page: Page, box: Box | null) {
  const button = await page.getByRole('button', { name: 'Chat with us' }).boundingBox();
  if (!box || !button) throw new Error('The element or the chat button is not rendered.');
  expect(intersects(box, button)).toBe(false);
}

test("on a phone, the last card's favourite button is clear of the chat button when it is reached", async ({
  page,
}) => {
  await page.goto('/marketplace');
  const favourite = page
    .getByRole('main')
    .getByRole('button', { name: /to favourites$/ })
    .last();
  // Scrolled until it reaches the end of the screen, where the chat button is.
  await favourite.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await expectClearOfChat(page, await favourite.boundingBox());
  // Left under the button by a touch scroll, then reached with the keyboard: the page scrolls it clear.
  await favourite.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 24);
  });
  const card = page.getByRole('main').getByRole('article').last();
  await card.getByRole('link').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(favourite).toBeFocused();
  await expectClearOfChat(page, await favourite.boundingBox());
});

test("on a phone, the end of the site plan's sentence is clear of the chat button when scrolled to", async ({
  page,
}) => {
  await page.goto('/design/design-001?lotWidth=200&lotDepth=300');
  const caption = page.locator('#site-plan-caption');
  await caption.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const lastLine = await caption.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = [...range.getClientRects()].at(-1) ?? element.getBoundingClientRect();
    return { x, y, width, height };
  });
  await expectClearOfChat(page, lastLine);
  await expect(caption).toBeInViewport({ ratio: 1 });
});
