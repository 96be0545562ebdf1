import type { ApiError } from '@atelier/domain/api-error';
import { chatPageOf } from '@atelier/domain/chat-page';
import type { ChatMessage, ChatStatus } from '@atelier/domain/support';

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

export type SendResult = { ok: true; message: ChatMessage; reply: ChatMessage } | { ok: false; message: string };

export async function sendChatMessage(id: string, content: string): Promise<SendResult> {
  try {
    const response = await fetch('/api/chat/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ visitorId: id, content, page: chatPageOf(window.location) }),
    });
    if (response.ok) return { ok: true, ...((await response.json()) as { message: ChatMessage; reply: ChatMessage }) };
    const body = (await response.json().catch(() => null)) as ApiError | null;
    return { ok: false, message: body?.error.message ?? 'Your message could not be sent. Please try again.' };
  } catch {
    return { ok: false, message: 'You appear to be offline. Please try again.' };
  }
}

export async function loadChatStatus(): Promise<ChatStatus | null> {
  try {
    const response = await fetch('/api/chat/status', { headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as ChatStatus) : null;
  } catch {
    return null;
  }
}

export async function leaveEmail(id: string, email: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const response = await fetch(`/api/chat/${encodeURIComponent(id)}/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => null)) as ApiError | null;
    const field = body?.error.fields?.email;
    return { ok: false, message: field ?? body?.error.message ?? 'Your address could not be saved. Please try again.' };
  } catch {
    return { ok: false, message: 'You appear to be offline. Please try again.' };
  }
}

/** Adds the messages not shown yet, by id. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const known = new Set(current.map((message) => message.id));
  const fresh = incoming.filter((message) => !known.has(message.id));
  return fresh.length === 0 ? current : [...current, ...fresh];
}

/** The history without the automatic reply still dated in the future: it shows one delay after sending (SPEC §9). */
export async function loadShownConversation(id: string): Promise<ChatMessage[]> {
  const now = Date.now();
  return (await loadConversation(id)).filter((message) => Date.parse(message.timestamp) <= now);
}
