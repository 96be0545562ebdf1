import { asClient } from '../../../e2e/client-address';
import { expect, type Page, test } from './fixtures';

// This file's own client address, so its form posts have their own rate-limit budget.
test.use(asClient(1));

async function fillValid(page: Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill('client@example.com');
  await page.getByLabel('Phone (optional)').fill('+1 212 555 0100');
  await page.getByLabel('Service of interest').selectOption({ label: 'Sustainable Design' });
  await page.getByLabel('Message', { exact: true }).fill('We would like a passive house on a wooded lot upstate.');
}

test('bad input gets a message next to each field, in the browser, before anything is sent', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/contact');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Message', { exact: true }).fill('Hi');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Please choose what your message is about.')).toBeVisible();
  await expect(page.getByText('Please write at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
  // Fixing a field clears its message.
  await page.getByLabel('Name', { exact: true }).fill('Ada');
  await expect(page.getByText('Please enter your name.')).toBeHidden();
});

test('a valid message is stored and a clear success state is shown', async ({ page }) => {
  await page.goto('/contact');
  await fillValid(page, 'Jordan Client');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you! Your message has been sent.');
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await page.getByRole('link', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still posts, shows field messages for bad input and succeeds with good input', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('No Script');
    await page.getByLabel('Email', { exact: true }).fill('bad-address');
    await page.getByLabel('Message', { exact: true }).fill('A long enough message about a cabin.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please choose what your message is about.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.');
    // What was typed is kept.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('No Script');

    await page.getByLabel('Email', { exact: true }).fill('noscript@example.com');
    await page.getByLabel('Service of interest').selectOption('general');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
  });
});

test('the JSON endpoint answers bad input with field messages, never a 500', async ({ request }) => {
  const response = await request.post('/api/contact', { data: { name: '', email: 'x', subject: 'none', message: '' } });
  expect(response.status()).toBe(400);
  const body = await response.json();
  expect(body.error.code).toBe('validation_failed');
  expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
  const garbage = await request.post('/api/contact', {
    headers: { 'content-type': 'application/json' },
    data: '{"broken',
  });
  expect(garbage.status()).toBe(400);
  const form = await request.post('/contact', { headers: { 'content-type': 'text/plain' }, data: 'nonsense' });
  expect(form.status()).toBeLessThan(500);
});
