import { expectNoAxeViolations } from '../../../e2e/axe';
import { expect, type Page, test } from './fixtures';

// The design page's buy box: its price and "Add to cart" stay in view while the buyer goes through the
// licences and the plan options above them (a bar held at the bottom of the screen).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

/** A design offering several licences and the studio's plan options (foundations and add-ons). */
const office = 'design-012';

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function expectSummaryInViewWhileChoosing(page: Page) {
  await page.goto(`/design/${office}`);
  const main = page.getByRole('main');
  const price = page.getByTestId('design-price');
  const add = main.getByRole('button', { name: 'Add to cart' });
  const chat = page.getByRole('button', { name: 'Chat with us' });
  const summary = main.locator('[data-buy-summary]');
  const choices = main
    .getByRole('group', { name: 'Licence' })
    .getByRole('radio')
    .or(main.getByRole('group', { name: 'Plan options' }).locator('input'));
  const count = await choices.count();
  expect(count).toBeGreaterThanOrEqual(6);
  for (let index = 0; index < count; index += 1) {
    const choice = choices.nth(index);
    // Reached as the keyboard reaches it: the page scrolls it into view, above the bar.
    await choice.focus();
    await expect(choice).toBeInViewport();
    const [chosen, bar] = await Promise.all([choice.boundingBox(), summary.boundingBox()]);
    if (!chosen || !bar) throw new Error('The choice or the bar is not rendered.');
    expect(chosen.y + chosen.height).toBeLessThanOrEqual(bar.y);
    await expect(price).toBeInViewport({ ratio: 1 });
    await expect(add).toBeInViewport({ ratio: 1 });
    // The bar keeps clear of the floating chat button.
    const [button, chatBox] = await Promise.all([add.boundingBox(), chat.boundingBox()]);
    if (!button || !chatBox) throw new Error('The Add to cart or the chat button is not rendered.');
    expect(intersects(button, chatBox)).toBe(false);
  }
}

test('on a desktop the price and Add to cart stay in view through the licences and the options', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectSummaryInViewWhileChoosing(page);
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the price and Add to cart stay in view through the licences and the options', async ({ page }) => {
    await expectSummaryInViewWhileChoosing(page);
    // The price follows the choice, in the bar.
    await page.getByRole('checkbox', { name: /^Materials list/ }).check();
    await expect(page.getByTestId('design-price')).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
  });
});
