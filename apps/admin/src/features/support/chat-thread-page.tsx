import { can } from '@atelier/domain/permissions';
import type { SupportChatThread } from '@atelier/domain/support-inbox';
import type { ReactNode } from 'react';
import { DateTime } from '../../components/date-time';
import { ErrorState, LoadingState } from '../../components/query-states';
import { ApiRequestError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useChatThread } from './api';
import { BackToInbox } from './back-to-inbox';
import { VisitorContext, visitorLabel } from './chat-columns';
import { ChatMessages } from './chat-messages';
import { ChatReplyForm } from './chat-reply-form';

function ChatHeading({ chat }: { chat: SupportChatThread['chat'] }) {
  return (
    <div>
      <h2 className="text-xl font-semibold">Chat with {visitorLabel(chat)}</h2>
      <p className="text-sm text-muted-fg">
        Visitor {chat.visitorId.slice(-8)} · started <DateTime value={chat.createdAt} /> · last message{' '}
        <DateTime value={chat.lastMessageAt} />
      </p>
      {chat.page || chat.customer ? <VisitorContext chat={chat} /> : null}
    </div>
  );
}

/** /support/chats/:id: the conversation, live, and the agent's reply box. */
export function ChatThreadPage({ id }: { id: string }) {
  const { user } = useAuth();
  const query = useChatThread(id);
  const thread = query.data;

  let body: ReactNode;
  if (query.isError && !thread) {
    const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
    body = notFound ? (
      <p className="rounded-lg border border-border bg-card px-6 py-10 text-center">This chat does not exist.</p>
    ) : (
      <ErrorState title="The chat could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  } else if (!thread) {
    body = <LoadingState>Loading chat...</LoadingState>;
  } else {
    body = (
      <div className="space-y-4">
        <ChatHeading chat={thread.chat} />
        <ChatMessages messages={thread.messages} />
        {can(user, 'support', 'update') ? (
          <ChatReplyForm chatId={thread.chat.id} visitor={visitorLabel(thread.chat)} />
        ) : (
          <p className="text-sm text-muted-fg">Your role can read chats but not reply to them.</p>
        )}
      </div>
    );
  }

  return (
    <div className="max-w-4xl space-y-4">
      <BackToInbox tab="chats" />
      {body}
    </div>
  );
}
