import {
  CHAT_AGENT,
  CHAT_EMPTY_TEXT,
  CHAT_REPLY_DELAY_MS,
  type ChatMessage,
  isSendableChatText,
} from '@atelier/domain/support';
import { ChevronUp, Minus, Send, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useStudio } from '../../layouts/site-footer';
import { loadShownConversation, mergeMessages, sendChatMessage, storedVisitorId, visitorId } from './chat-client';
import { useLiveMessages } from './chat-live';
import { EmailForm, StatusLine, useChatStatus } from './chat-status';
import type { ChatState } from './chat-widget';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

const iconButton = 'inline-flex size-8 items-center justify-center rounded-md hover:bg-white/15';

function Bubble({ message }: { message: ChatMessage }) {
  const mine = message.sender === 'user';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-sender={message.sender}>
      <div
        className={`max-w-[80%] rounded-2xl px-3 py-2 text-sm ${mine ? 'rounded-br-sm bg-primary text-primary-fg' : 'rounded-bl-sm bg-muted text-fg'}`}
      >
        {!mine && <p className="mb-0.5 text-xs font-semibold">{message.name ?? CHAT_AGENT.name}</p>}
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
        <time dateTime={message.timestamp} className="mt-1 block text-right text-[0.7rem] opacity-75">
          {timeFormat.format(new Date(message.timestamp))}
        </time>
      </div>
    </li>
  );
}

/**
 * Who answers: the person who wrote the newest answer (a staff member, or the automatic reply's name), else
 * the studio, until someone has answered.
 */
export function answererName(messages: readonly ChatMessage[], studioName: string): string {
  return messages.findLast((message) => message.sender === 'agent')?.name ?? studioName;
}

/** "Studio Admin" → "SA", "Atelier Plans" → "AP". */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

export default function ChatCard({
  state,
  onStateChange,
}: {
  state: ChatState;
  onStateChange(state: ChatState): void;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  /** The visitor id once this browser has one (no stream is needed before the first message or address). */
  const [id, setId] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const status = useChatStatus(state !== 'closed');
  const answerer = answererName(messages, useStudio().name);
  const add = useCallback((incoming: ChatMessage[]) => setMessages((current) => mergeMessages(current, incoming)), []);
  useLiveMessages(id, state !== 'closed', add);

  useEffect(() => {
    const stored = storedVisitorId();
    if (!stored) return;
    setId(stored);
    let active = true;
    loadShownConversation(stored).then((history) => {
      // Messages sent while the history loaded stay after it.
      if (active) setMessages((current) => mergeMessages(history, current));
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (state === 'open') inputRef.current?.focus();
  }, [state]);

  useEffect(() => {
    const list = listRef.current;
    if (list && messages.length > 0) list.scrollTop = list.scrollHeight;
  }, [messages]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!isSendableChatText(text)) return;
    const content = text.trim();
    setText('');
    setError(null);
    const sentAt = Date.now();
    const localId = `local-${sentAt}-${messages.length}`;
    setMessages((current) => [
      ...current,
      { id: localId, content, sender: 'user', timestamp: new Date(sentAt).toISOString() },
    ]);
    const visitor = visitorId();
    setId(visitor);
    const sending = sendChatMessage(visitor, content).then((result) => {
      // The shown copy takes the stored message's id, so a later history read does not show it twice.
      if (!result.ok) return result;
      setMessages((current) =>
        current.some((m) => m.id === result.message.id)
          ? current.filter((m) => m.id !== localId)
          : current.map((m) => (m.id === localId ? result.message : m)),
      );
      return result;
    });
    // The agent's reply shows one delay after sending (SPEC §9), even when the server answers sooner.
    const [result] = await Promise.all([sending, wait(CHAT_REPLY_DELAY_MS)]);
    if (result.ok) add([result.reply]);
    else setError(result.message);
  }

  if (state === 'closed') return null;
  const minimised = state === 'minimised';
  // Escape closes the card, wherever in it the focus is; the widget then focuses its button again.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onStateChange('closed');
  };

  return (
    <section
      aria-label="Chat"
      onKeyDown={closeOnEscape}
      className="flex w-[calc(100vw-2rem)] max-w-sm animate-pop-in flex-col overflow-hidden rounded-xl border border-border bg-card shadow-2xl"
    >
      <header className="flex items-center gap-3 bg-primary px-4 py-3 text-primary-fg">
        <span
          aria-hidden
          className="flex size-9 items-center justify-center rounded-full bg-white/20 text-sm font-bold"
        >
          {initialsOf(answerer)}
        </span>
        <div className="flex-1">
          <h2 className="text-sm font-semibold">{answerer}</h2>
          <StatusLine status={status} />
        </div>
        <button
          type="button"
          className={iconButton}
          aria-label={minimised ? 'Restore chat' : 'Minimise chat'}
          aria-expanded={!minimised}
          onClick={() => onStateChange(minimised ? 'open' : 'minimised')}
        >
          {minimised ? <ChevronUp aria-hidden className="size-4" /> : <Minus aria-hidden className="size-4" />}
        </button>
        <button type="button" className={iconButton} aria-label="Close chat" onClick={() => onStateChange('closed')}>
          <X aria-hidden className="size-4" />
        </button>
      </header>
      <div hidden={minimised}>
        {status && !status.online && <EmailForm visitorId={visitorId} onSaved={setId} />}
        <div ref={listRef} role="log" aria-label="Messages" className="h-80 overflow-y-auto p-4">
          {messages.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-fg">{CHAT_EMPTY_TEXT}</p>
          ) : (
            <ul className="space-y-3">
              {messages.map((message) => (
                <Bubble key={message.id} message={message} />
              ))}
            </ul>
          )}
        </div>
        {error && (
          <p role="alert" className="px-4 pb-2 text-xs text-danger">
            {error}
          </p>
        )}
        <form onSubmit={send} className="flex gap-2 border-t border-border p-3">
          <input
            ref={inputRef}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-label="Type your message..."
            placeholder="Type your message..."
            maxLength={1000}
            className="h-10 flex-1 rounded-md border border-border bg-bg px-3 text-sm"
          />
          <button
            type="submit"
            aria-label="Send message"
            disabled={!text.trim()}
            className="inline-flex size-10 items-center justify-center rounded-md bg-primary text-primary-fg disabled:opacity-50"
          >
            <Send aria-hidden className="size-4" />
          </button>
        </form>
      </div>
    </section>
  );
}
