// @vitest-environment jsdom
import type { ChatMessage } from '@atelier/domain/support';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

function answer(url: string) {
  if (url.endsWith('/status')) return { online: true };
  return { messages: history };
}

function renderWidget() {
  const router = createMemoryRouter([{ id: 'root', path: '/', element: <ChatWidget /> }]);
  return render(<RouterProvider router={router} />);
}

describe('the chat widget', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify(answer(url)), { status: 200 })),
    );
    vi.stubGlobal('EventSource', undefined);
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('names the studio in the header until someone has answered', async () => {
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    const card = await screen.findByRole('region', { name: 'Chat' });
    expect(card.querySelector('h2')?.textContent).toBe('Atelier Plans');
  });

  it('names the person who answered last in the header', async () => {
    localStorage.setItem(VISITOR_ID_KEY, VISITOR);
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    await screen.findByText('Yes, by two feet.');
    const card = screen.getByRole('region', { name: 'Chat' });
    await waitFor(() => expect(card.querySelector('h2')?.textContent).toBe('Studio Admin'));
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    const input = await screen.findByLabelText('Type your message...');
    await waitFor(() => expect(document.activeElement).toBe(input));
    act(() => {
      fireEvent.keyDown(input, { key: 'Escape' });
    });
    expect(screen.queryByRole('region', { name: 'Chat' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat with us' }));
  });
});
