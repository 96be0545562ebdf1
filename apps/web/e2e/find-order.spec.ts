import { expectNoAxeViolations } from '../../../e2e/axe';
import { expect, test } from './fixtures';

const ANSWER =
  'If an order with that number was placed with this email address, we have sent its link to that address.';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

test('find my order: the footer leads there, the form checks its fields and answers the same for any pair', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // No social network is named until staff set the studio's profile there.
  await expect(footer.getByText(/Soon on|Facebook|Pinterest/)).toHaveCount(0);
  await footer.getByRole('link', { name: 'Find my order' }).click();
  await expect(page).toHaveURL(/\/find-order$/);
  await expect(page).toHaveTitle(/Find my order/);
  await expect(page.getByRole('heading', { name: 'Find my order', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Email me my order link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
  await expectNoAxeViolations(page);

  await page.getByLabel('Email address').fill(`nobody-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await page.getByLabel('Order number').fill('AP-0000-0000');
  await page.getByRole('button', { name: 'Email me my order link' }).click();
  await expect(page.getByRole('status')).toContainText(ANSWER);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still posts and answers', async ({ page }) => {
    await page.goto('/find-order');
    await page.getByLabel('Email address').fill('olivia.bennett@example.com');
    await page.getByLabel('Order number').fill('AP-DEMO-1001');
    await page.getByRole('button', { name: 'Email me my order link' }).click();
    await expect(page.getByRole('status')).toContainText(ANSWER);
  });
});
