import type { SupportChatMessage } from '@atelier/domain/support-inbox';
import { useEffect, useRef } from 'react';
import { DateTime } from '../../components/date-time';

function who(message: SupportChatMessage): string {
  if (message.sender === 'user') return 'Visitor';
  const name = message.name ?? 'Agent';
  // Agent messages without a staff member are the widget's automatic reply.
  return message.staffUserId ? name : `${name} (automatic reply)`;
}

function MessageItem({ message }: { message: SupportChatMessage }) {
  const agent = message.sender === 'agent';
  return (
    <li data-sender={message.sender} className={`flex ${agent ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[min(36rem,85%)] rounded-lg border px-3 py-2 ${
          agent ? 'border-primary bg-bg' : 'border-border bg-muted'
        }`}
      >
        <p className="text-xs text-muted-fg">
          <span className="font-semibold text-fg">{who(message)}</span> · <DateTime value={message.timestamp} />
        </p>
        <p className="mt-1 break-words whitespace-pre-line">{message.content}</p>
      </div>
    </li>
  );
}

/** The whole conversation, oldest first, kept scrolled to the newest message; new ones are announced. */
export function ChatMessages({ messages }: { messages: SupportChatMessage[] }) {
  const logRef = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls again whenever a newer message arrives.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  return (
    <section aria-labelledby="chat-messages-title" className="rounded-lg border border-border bg-card">
      <h3 id="chat-messages-title" className="border-b border-border px-4 py-3 font-semibold">
        Messages
      </h3>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-labelledby="chat-messages-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling conversation must be reachable by keyboard.
        tabIndex={0}
        className="max-h-[60vh] min-h-40 overflow-y-auto p-4"
      >
        {messages.length === 0 ? (
          <p className="text-sm text-muted-fg">No messages yet.</p>
        ) : (
          <ol aria-label="Messages, oldest first" className="space-y-3">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
