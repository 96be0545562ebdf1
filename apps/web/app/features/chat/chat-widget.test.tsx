// @vitest-environment jsdom
import type { ChatMessage } from '@atelier/domain/support';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonNamed, mount, press, unmount, until } from '../../test/dom';
import { VISITOR_ID_KEY } from './chat-client';
import { ChatWidget } from './chat-widget';

const VISITOR = 'visitor-0123456789abcdef';

/** The history the server keeps for this browser: a question, the automatic reply, then a staff member's. */
const history: ChatMessage[] = [
  { id: 'm1', content: 'Can the garage be wider?', sender: 'user', timestamp: '2026-03-10T09:00:00.000Z' },
  {
    id: 'm2',
    content: 'Thank you for your message.',
    sender: 'agent',
    name: 'Olivia Grant',
    timestamp: '2026-03-10T09:00:01.000Z',
  },
  {
    id: 'm3',
    content: 'Yes, by two feet.',
    sender: 'agent',
    name: 'Studio Admin',
    timestamp: '2026-03-10T09:05:00.000Z',
  },
];

const answer = (url: string) => (url.endsWith('/status') ? { online: true } : { messages: history });

/** The widget on a page under the root route (no loader data: the studio's default details). */
const widget = () => (
  <RouterProvider router={createMemoryRouter([{ id: 'root', path: '/', element: <ChatWidget /> }])} />
);

const card = () => document.querySelector('section[aria-label="Chat"]');
const header = () => card()?.querySelector('h2')?.textContent;

async function openChat() {
  await mount(widget());
  await press(() => buttonNamed('Chat with us')?.click());
  return until(card);
}

describe('the chat widget', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(answer(url)), { status: 200 })),
    );
  });
  afterEach(() => {
    unmount();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('names the studio in the header until someone has answered', async () => {
    await openChat();
    expect(header()).toBe('Atelier Plans');
  });

  it('names the person who answered last in the header', async () => {
    localStorage.setItem(VISITOR_ID_KEY, VISITOR);
    await openChat();
    await until(() => card()?.textContent?.includes('Yes, by two feet.'));
    expect(header()).toBe('Studio Admin');
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    await openChat();
    const input = await until(() =>
      document.querySelector<HTMLInputElement>('input[aria-label="Type your message..."]'),
    );
    await until(() => document.activeElement === input);
    await press(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(buttonNamed('Chat with us'));
  });
});
