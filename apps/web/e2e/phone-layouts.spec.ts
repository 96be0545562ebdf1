import { expectNoAxeViolations } from '../../../e2e/axe';
import { expect, test } from './fixtures';

// A phone (390×844): what the walkthrough found cramped or covered. axe's script tag is inline (e2e/axe.ts).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, reducedMotion: 'reduce', bypassCSP: true });

test.beforeEach(async ({ page }) => {
  for (const [index, id] of ['design-001', 'design-002'].entries()) {
    await page.goto(`/design/${id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText(String(index + 1));
    // Kept in the cart cookie, which the server-rendered cart and checkout read.
    const cart = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'cart')?.value ?? '';
    await expect.poll(cart).toContain(id);
  }
});

test('a cart line keeps its title beside the picture and its controls on one row below', async ({ page }) => {
  await page.goto('/cart');
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Modern Coastal Villa' });
  const title = await line.getByRole('link', { name: 'Modern Coastal Villa' }).boundingBox();
  const picture = await line.locator('img').boundingBox();
  const stepper = await line
    .getByRole('button', { name: 'Increase number of builds for Modern Coastal Villa' })
    .boundingBox();
  const remove = await line.getByRole('button', { name: 'Remove Modern Coastal Villa' }).boundingBox();
  if (!title || !picture || !stepper || !remove) throw new Error('the cart line is not rendered');
  // One line of title (it wrapped into three before), the controls below the picture, on one row.
  expect(title.height).toBeLessThan(30);
  expect(stepper.y).toBeGreaterThanOrEqual(picture.y + picture.height);
  const sameRow = stepper.y < remove.y + remove.height && remove.y < stepper.y + stepper.height;
  expect(sameRow).toBe(true);
  await expectNoAxeViolations(page);
});

test('the chat button is a round icon that leaves the page its width', async ({ page }) => {
  await page.goto('/cart');
  const chat = page.getByRole('button', { name: 'Chat with us' });
  await expect(chat).toBeVisible();
  const box = await chat.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(56);
});

test('checkout shows the order before the form, so the total is read before Place order', async ({ page }) => {
  await page.goto('/checkout');
  const summary = await page.getByRole('heading', { name: 'Your order' }).boundingBox();
  const place = await page.getByRole('button', { name: 'Place order' }).boundingBox();
  if (!summary || !place) throw new Error('the checkout is not rendered');
  expect(summary.y).toBeLessThan(place.y);
  await expectNoAxeViolations(page);
});
