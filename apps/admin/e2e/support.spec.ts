import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { asClient } from '../../../e2e/client-address';
import { hydrated } from '../../../e2e/hydrated';
import { signInAs } from './helpers';

// This file's own client address, so its form posts have their own rate-limit budget.
test.use(asClient(3));

// The axe helper adds an inline script tag. Reduced motion ends colour transitions at once, so axe never
// measures a link half-way through the switch to the dark theme.
test.use({ bypassCSP: true, reducedMotion: 'reduce' });

// Other specs share the server and its database: every chat and inquiry here carries a unique token.
const unique = () => crypto.randomUUID().slice(0, 8);

/** The storefront is the same server on the plain localhost host. */
function storefrontURL(adminURL: string | undefined): string {
  const url = new URL(adminURL ?? 'http://admin.localhost:4173');
  url.hostname = 'localhost';
  return url.origin;
}

async function openInbox(page: Page, tab: 'chats' | 'inquiries', search = '') {
  await page.goto(`/support?tab=${tab}${search}`);
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: tab === 'chats' ? 'Chats' : 'Inquiries' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('a visitor chat is answered from the inbox and the reply reaches the open widget live', async ({
  page,
  browser,
  baseURL,
}) => {
  const token = unique();
  const question = `Can plan ${token} be mirrored for a corner lot?`;
  const answer = `Yes, plan ${token} can be mirrored at no extra cost.`;

  const visitorContext = await browser.newContext({ baseURL: storefrontURL(baseURL) });
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto('/about');
    await hydrated(visitor);
    await visitor.getByRole('button', { name: 'Chat with us' }).click();
    const card = visitor.getByRole('region', { name: 'Chat' });
    const input = card.getByLabel('Type your message...');
    await input.fill(question);
    await input.press('Enter');
    await expect(card.locator('[data-sender="user"]')).toContainText(question);
    const visitorId = await visitor.evaluate(() => localStorage.getItem('chat-visitor-id'));
    expect(visitorId).toBeTruthy();
    const visitorName = `Visitor ${String(visitorId).slice(-8)}`;

    await signInAs(page, 'sales');
    await openInbox(page, 'chats');
    const chats = page.getByRole('table', { name: 'Chats, unread first' });
    const row = chats.getByRole('row').filter({ hasText: visitorName });
    await expect(row).toHaveCount(1, { timeout: 12_000 });
    await expect(row.getByText(/\d+ unread/)).toBeVisible();
    // The row says where the visitor wrote from; a search for words of the question finds only this chat.
    await expect(row).toContainText('Page: /about');
    await page.getByRole('searchbox', { name: 'Search chats' }).fill(`plan ${token} be mirrored`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=plan/);
    await expect(chats.getByRole('row')).toHaveCount(2);
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(page);
    await row.getByRole('link', { name: visitorName }).click();

    await expect(page).toHaveURL(/\/support\/chats\/[^/]+$/);
    await expect(page.getByRole('heading', { name: `Chat with ${visitorName}`, level: 2 })).toBeVisible();
    await expect(page.getByText('/about', { exact: true })).toBeVisible();
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.locator('[data-sender="user"]').filter({ hasText: question })).toHaveCount(1);

    const reply = page.getByRole('textbox', { name: 'Your reply' });
    await reply.fill(answer);
    await reply.press('ControlOrMeta+Enter');
    const sent = log.locator('[data-sender="agent"]').filter({ hasText: answer });
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText('Sales Team');
    await expect(reply).toHaveValue('');

    // The visitor's widget, still open and never reloaded, hears the reply with the agent's name.
    const live = card.locator('[data-sender="agent"]').filter({ hasText: answer });
    await expect(live).toContainText('Sales Team', { timeout: 5_000 });

    // A follow-up from the visitor appears in the staff thread without a reload.
    const followUp = `Great, and plan ${token} in brick?`;
    await input.fill(followUp);
    await input.press('Enter');
    await expect(log.locator('[data-sender="user"]').filter({ hasText: followUp })).toHaveCount(1, {
      timeout: 5_000,
    });

    await visitor.reload();
    await hydrated(visitor);
    await visitor.getByRole('button', { name: 'Chat with us' }).click();
    const reloaded = visitor.getByRole('region', { name: 'Chat' });
    await expect(reloaded.locator('[data-sender="agent"]').filter({ hasText: answer })).toContainText('Sales Team');

    await expectNoAxeViolations(page);

    // Opening the thread marked it read.
    await page.getByRole('link', { name: 'Back to chats' }).click();
    await expect(page.getByRole('table', { name: 'Chats, unread first' })).toBeVisible();
    await expect(chats.getByRole('row').filter({ hasText: visitorName })).toContainText('None');
  } finally {
    await visitorContext.close();
  }
});

test('a contact inquiry is answered by e-mail, then archived and reopened', async ({ page, request, baseURL }) => {
  const token = unique();
  const name = `Inquirer ${token}`;
  const email = `inquirer-${token}@example.com`;
  const response = await request.post(`${storefrontURL(baseURL)}/api/contact`, {
    data: {
      name,
      email,
      phone: '+1 212 555 0199',
      subject: 'sustainable-design',
      message: `We would like a passive house, reference ${token}.`,
    },
  });
  expect(response.status()).toBe(201);

  await signInAs(page, 'sales');
  await openInbox(page, 'inquiries', '&status=new');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('new');
  const table = page.getByRole('table', { name: 'Contact inquiries, newest first' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Sustainable Design');
  await expect(row).toContainText('New');
  await row.getByRole('link', { name }).click();

  await expect(page).toHaveURL(/\/support\/inquiries\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Sustainable Design', level: 2 })).toBeVisible();
  const sender = page.getByRole('region', { name: 'Sender' });
  await expect(sender).toContainText(name);
  await expect(sender).toContainText(email);
  await expect(sender).toContainText('+1 212 555 0199');
  await expect(page.getByRole('region', { name: 'Message', exact: true })).toContainText(`reference ${token}`);
  await expect(page.getByText('No replies yet.')).toBeVisible();

  const answer = `Thank you, ${name}. A passive house is a good fit for your lot.`;
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Please write a reply.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your reply' }).fill(answer);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reply sent.' })).toBeVisible();
  const replies = page.getByRole('list', { name: 'Replies, oldest first' });
  await expect(replies.getByRole('listitem')).toHaveCount(1);
  await expect(replies).toContainText('Sales Team');
  await expect(replies).toContainText(answer);
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();

  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The inquiry is archived.' })).toBeVisible();
  await expect(page.getByText('Archived', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The inquiry is reopened.' })).toBeVisible();
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();

  // Back to the list as it was filtered; the inquiry is now under Answered.
  await page.getByRole('link', { name: 'Back to inquiries' }).click();
  await expect(page).toHaveURL(/tab=inquiries/);
  await page.getByLabel('Status', { exact: true }).selectOption('answered');
  await expect(page).toHaveURL(/status=answered/);
  await expect(table.getByRole('row').filter({ hasText: email })).toContainText('Answered');
});

test('the inbox tabs pass axe in both themes and keep the tab in the URL', async ({ page }) => {
  await signInAs(page, 'sales');
  await page.goto('/support');
  await expect(page.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Loading chats...')).toBeHidden();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Inquiries' }).click();
  await expect(page).toHaveURL(/\?tab=inquiries$/);
  await expect(page.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Status', { exact: true })).toBeVisible();
  await expect(page.getByText('Loading inquiries...')).toBeHidden();
  await expectNoAxeViolations(page);

  // Arrow keys move between the tabs.
  await page.getByRole('tab', { name: 'Inquiries' }).press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Chats' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=chats$/);
});

test('a content editor gets Access Denied on the support inbox', async ({ page }) => {
  await signInAs(page, 'editor');
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Current role: CONTENT EDITOR')).toBeVisible();
  await page.goto('/support/inquiries/anything');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
