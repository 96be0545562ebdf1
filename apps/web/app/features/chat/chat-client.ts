import type { ApiError } from '@atelier/domain/api-error';
import type { ChatMessage } from '@atelier/domain/support';

export const VISITOR_ID_KEY = 'chat-visitor-id';

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `v_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The visitor's id, kept in local storage so the conversation survives reloads. */
export function visitorId(): string {
  try {
    const stored = localStorage.getItem(VISITOR_ID_KEY);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const fresh = randomId();
    localStorage.setItem(VISITOR_ID_KEY, fresh);
    return fresh;
  } catch {
    return randomId();
  }
}

export function storedVisitorId(): string | null {
  try {
    return localStorage.getItem(VISITOR_ID_KEY);
  } catch {
    return null;
  }
}

export async function loadConversation(id: string): Promise<ChatMessage[]> {
  const response = await fetch(`/api/chat/${encodeURIComponent(id)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) return [];
  return ((await response.json()) as { messages: ChatMessage[] }).messages;
}

export type SendResult = { ok: true; reply: ChatMessage } | { ok: false; message: string };

export async function sendChatMessage(id: string, content: string): Promise<SendResult> {
  try {
    const response = await fetch('/api/chat/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ visitorId: id, content }),
    });
    if (response.ok) return { ok: true, reply: ((await response.json()) as { reply: ChatMessage }).reply };
    const body = (await response.json().catch(() => null)) as ApiError | null;
    return { ok: false, message: body?.error.message ?? 'Your message could not be sent. Please try again.' };
  } catch {
    return { ok: false, message: 'You appear to be offline. Please try again.' };
  }
}
