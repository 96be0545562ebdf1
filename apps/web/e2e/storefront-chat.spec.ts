import { type Browser, expect, test } from './fixtures';

const REPLY =
  'Thank you for your message. Our architectural team will review your inquiry and get back to you shortly.';

/** A sales user with the admin open: the widget then truly says "Online", whatever the hour. */
async function staffMemberOnline(browser: Browser, baseURL: string) {
  const admin = new URL(baseURL);
  admin.hostname = `admin.${admin.hostname}`;
  const context = await browser.newContext({ baseURL: admin.origin });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('sales@example.com');
  await page.getByLabel('Password', { exact: true }).fill('sales123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The admin's event stream marks the inbox open; the public status follows within a moment.
  const status = async () => (await context.request.get(new URL('/api/chat/status', baseURL).href)).json();
  await expect.poll(async () => (await status()).online).toBe(true);
  return context;
}

test('the chat opens, minimises and closes', async ({ page, browser, baseURL }) => {
  const staff = await staffMemberOnline(browser, baseURL ?? '');
  await page.goto('/services');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const card = page.getByRole('region', { name: 'Chat' });
  await expect(card).toBeVisible();
  // Nobody has answered yet: the header names the studio.
  await expect(card.getByRole('heading', { name: 'Atelier Plans' })).toBeVisible();
  await expect(card.getByText('Online')).toBeVisible();
  await expect(
    card.getByText('No messages yet. Start a conversation with our architectural support team.'),
  ).toBeVisible();
  await expect(card.getByLabel('Type your message...')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeHidden();

  await card.getByRole('button', { name: 'Minimise chat' }).click();
  await expect(card.getByLabel('Type your message...')).toBeHidden();
  await expect(card.getByRole('heading', { name: 'Atelier Plans' })).toBeVisible();
  await card.getByRole('button', { name: 'Restore chat' }).click();
  await expect(card.getByLabel('Type your message...')).toBeVisible();

  await card.getByRole('button', { name: 'Close chat' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();

  // Escape closes it too, and the focus goes back to the button.
  await page.getByRole('button', { name: 'Chat with us' }).press('Enter');
  await expect(card.getByLabel('Type your message...')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
  await staff.close();
});

test('blank text sends nothing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const card = page.getByRole('region', { name: 'Chat' });
  const input = card.getByLabel('Type your message...');
  await input.fill('    ');
  await input.press('Enter');
  await expect(card.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await page.waitForTimeout(1200);
  await expect(
    card.getByText('No messages yet. Start a conversation with our architectural support team.'),
  ).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(0);
});

test('a message shows at once, the agent replies about 1 s later, and both survive a reload', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const card = page.getByRole('region', { name: 'Chat' });
  // Timing is observed inside the page, so test-runner latency cannot make the reply look early.
  await page.evaluate(() => {
    const w = window as unknown as Record<string, number>;
    document.addEventListener(
      'submit',
      () => {
        w.sentAt ??= performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (!w.userAt && document.querySelector('[data-sender="user"]')) w.userAt = performance.now();
      if (!w.replyAt && document.querySelector('[data-sender="agent"]')) w.replyAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  const input = card.getByLabel('Type your message...');
  await input.fill('  Do you adapt plans for snowy sites?  ');
  await input.press('Enter');
  await expect(card.locator('[data-sender="user"]')).toHaveText(/Do you adapt plans for snowy sites\?/);
  await expect(input).toHaveValue('');
  await expect(card.locator('[data-sender="agent"]')).toContainText(REPLY);
  const timing = await page.evaluate(() => {
    const w = window as unknown as Record<string, number>;
    return { user: (w.userAt ?? 0) - (w.sentAt ?? 0), reply: (w.replyAt ?? 0) - (w.sentAt ?? 0) };
  });
  expect(timing.user).toBeLessThan(500);
  expect(timing.reply).toBeGreaterThanOrEqual(990);
  expect(timing.reply).toBeLessThan(3000);
  await expect(card.locator('[data-sender="agent"]')).toContainText('Olivia Grant');
  // The header names who answered.
  await expect(card.getByRole('heading', { name: 'Olivia Grant' })).toBeVisible();

  const visitorId = await page.evaluate(() => localStorage.getItem('chat-visitor-id'));
  expect(visitorId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

  await page.reload();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const reloaded = page.getByRole('region', { name: 'Chat' });
  await expect(reloaded.locator('[data-sender="user"]')).toHaveText(/Do you adapt plans for snowy sites\?/);
  await expect(reloaded.locator('[data-sender="agent"]')).toContainText(REPLY);
  await expect(reloaded.getByRole('listitem')).toHaveCount(2);
});

test('the chat is only part of the main layout and its code loads on demand', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/chat-card')) chunks.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(page.getByRole('region', { name: 'Chat' })).toBeVisible();
  expect(chunks.length).toBe(1);
  await page.goto('/sitemap');
  await expect(page.getByRole('button', { name: 'Chat with us' })).toHaveCount(0);
});
