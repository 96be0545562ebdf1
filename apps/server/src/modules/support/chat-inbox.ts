import { randomUUID } from 'node:crypto';
import {
  type StaffChatReply,
  type StaffChatReplyResult,
  SUPPORT_PAGE_SIZE,
  type SupportChatList,
  type SupportChatThread,
} from '@atelier/domain';
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsText } from '../../db/escape-like.ts';
import { chatConversations, chatMessages, customers } from '../../db/schema/index.ts';
import { type EmailRenderer, enqueueEmail } from '../email/outbox.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { preview, toSupportChatMessage } from './chat-message.ts';
import type { InboxResult, StaffAuthor } from './inbox-types.ts';

export const CHAT_REPLY_EMAIL = 'chat-reply';
/** A visitor silent this long is taken to have left; a staff reply then also goes out by e-mail. */
export const VISITOR_AWAY_MS = 2 * 60_000;

export function chatReplyTemplate(db: Database): EmailRenderer {
  return async ({ messageId }, ctx) => {
    if (!messageId) return null;
    const [message] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
    if (!message) return null;
    return {
      subject: 'A reply to your chat with Atelier Plans',
      text: [
        'Hello,',
        '',
        `${message.agentName ?? 'Our team'} replied to your chat on our website:`,
        '',
        message.content,
        '',
        `To continue the conversation, open the chat on ${ctx.publicOrigin} from the same browser, or reply to this e-mail.`,
        '',
        'Atelier Plans, 350 Fifth Avenue, New York, NY 10118',
      ].join('\n'),
    };
  };
}

/**
 * A chat staff have not read: a visitor message came after a staff member last opened it (or it was never
 * opened). The conversation keeps the time of the visitor's last message, so no message is read here;
 * never null, so it sorts as well as it filters.
 */
export const chatIsUnread = sql<boolean>`(
  ${chatConversations.lastVisitorMessageAt} is not null
  and ${chatConversations.lastVisitorMessageAt} > coalesce(${chatConversations.staffReadAt}, '-infinity'::timestamptz)
)`;

// Plain names on purpose: inside a subquery drizzle would render the outer columns unqualified.
const unreadCount = sql<number>`(
  select count(*)::int from chat_messages m
  where m.conversation_id = chat_conversations.id and m.sender = 'user'
    and (chat_conversations.staff_read_at is null or m.created_at > chat_conversations.staff_read_at)
)`;

/**
 * The customer whose e-mail the visitor left, joined to a chat: customers' e-mails are unique and stored
 * in lower case (the checkout's), a visitor's as typed.
 */
const customerOfChat = eq(customers.email, sql`lower(${chatConversations.visitorEmail})`);
const chatCustomer = { id: customers.id, name: customers.name };

/** The conversation's page and customer as the inbox shows them. */
function visitorContext(page: string | null, customer: { id: string; name: string } | null) {
  return { page, customer: customer?.id ? customer : null };
}

/** Chats a staff search finds: the visitor's e-mail or id, or words of any message in the conversation. */
function chatMatches(text: string) {
  return or(
    containsText(text, chatConversations.visitorEmail, chatConversations.visitorId),
    sql`exists (select 1 from ${chatMessages} where ${chatMessages.conversationId} = ${chatConversations.id}
      and ${containsText(text, chatMessages.content)})`,
  );
}

/** Staff: the chat half of the support inbox. */
export function createChatInbox(db: Database) {
  return {
    /** Unread first, then newest activity first; `search` keeps the chats it finds (`chatMatches`). */
    async listChats(page: number, search?: string): Promise<SupportChatList> {
      const where = search ? chatMatches(search) : undefined;
      const rows = await db
        .select({ conversation: chatConversations, unread: unreadCount, customer: chatCustomer })
        .from(chatConversations)
        .leftJoin(customers, customerOfChat)
        .where(where)
        .orderBy(desc(chatIsUnread), desc(chatConversations.lastMessageAt), desc(chatConversations.id))
        .limit(SUPPORT_PAGE_SIZE)
        .offset((page - 1) * SUPPORT_PAGE_SIZE);
      const [total] = await db.select({ total: count() }).from(chatConversations).where(where);
      const ids = rows.map((row) => row.conversation.id);
      // The preview is the last thing a person wrote: the visitor's message, or a staff reply, never the
      // automatic reply (an agent message without a staff member) that follows every visitor message.
      const latest = ids.length
        ? await db
            .selectDistinctOn([chatMessages.conversationId])
            .from(chatMessages)
            .where(
              and(
                inArray(chatMessages.conversationId, ids),
                or(eq(chatMessages.sender, 'user'), isNotNull(chatMessages.staffUserId)),
              ),
            )
            .orderBy(chatMessages.conversationId, desc(chatMessages.createdAt), desc(chatMessages.id))
        : [];
      const latestBy = new Map(latest.map((row) => [row.conversationId, row]));
      return {
        chats: rows.map(({ conversation, unread, customer }) => {
          const last = latestBy.get(conversation.id);
          return {
            id: conversation.id,
            visitorId: conversation.visitorId.slice(-8),
            visitorEmail: conversation.visitorEmail,
            lastMessage: last
              ? {
                  content: preview(last.content),
                  sender: last.sender === 'agent' ? 'agent' : 'user',
                  timestamp: last.createdAt.toISOString(),
                }
              : null,
            lastMessageAt: conversation.lastMessageAt.toISOString(),
            ...visitorContext(conversation.lastPage, customer),
            unread: Number(unread),
          };
        }),
        page,
        pageSize: SUPPORT_PAGE_SIZE,
        total: total?.total ?? 0,
      };
    },

    /** The whole thread, oldest first; opening it marks it read. Null when it does not exist. */
    async openChat(conversationId: string): Promise<SupportChatThread | null> {
      const [conversation] = await db
        .update(chatConversations)
        .set({ staffReadAt: sql`now()` })
        .where(eq(chatConversations.id, conversationId))
        .returning();
      if (!conversation) return null;
      const [customer] = conversation.visitorEmail
        ? await db
            .select(chatCustomer)
            .from(customers)
            .where(eq(customers.email, conversation.visitorEmail.toLowerCase()))
        : [];
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
      return {
        chat: {
          id: conversation.id,
          visitorId: conversation.visitorId,
          visitorEmail: conversation.visitorEmail,
          createdAt: conversation.createdAt.toISOString(),
          lastMessageAt: conversation.lastMessageAt.toISOString(),
          staffReadAt: conversation.staffReadAt?.toISOString() ?? null,
          ...visitorContext(conversation.lastPage, customer ?? null),
        },
        messages: rows.map(toSupportChatMessage),
      };
    },

    /**
     * A staff reply: stored under the staff member's name, announced to the visitor's open widget and,
     * when the visitor seems to have left an address and gone, queued as an e-mail too. A retry with the
     * same actionId (used as the message id) stores and sends nothing new.
     */
    async replyToChat(
      conversationId: string,
      author: StaffAuthor,
      input: StaffChatReply,
    ): Promise<InboxResult<StaffChatReplyResult>> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .select()
          .from(chatConversations)
          .where(eq(chatConversations.id, conversationId))
          .for('update');
        if (!conversation) return { ok: false, reason: 'not_found' };
        if (input.actionId) {
          const [done] = await tx.select().from(chatMessages).where(eq(chatMessages.id, input.actionId));
          if (done && done.conversationId !== conversationId) return { ok: false, reason: 'action_conflict' };
          if (done) return { ok: true, value: { message: toSupportChatMessage(done), emailed: false } };
        }
        const now = new Date();
        const [row] = await tx
          .insert(chatMessages)
          .values({
            id: input.actionId ?? randomUUID(),
            conversationId,
            sender: 'agent',
            content: input.content,
            agentName: author.name,
            staffUserId: author.id,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('chat reply insert returned no row');
        await tx
          .update(chatConversations)
          .set({ lastMessageAt: now, staffReadAt: now, updatedAt: now })
          .where(eq(chatConversations.id, conversationId));
        const lastSeen = conversation.lastVisitorMessageAt?.getTime() ?? 0;
        const emailed = conversation.visitorEmail !== null && now.getTime() - lastSeen > VISITOR_AWAY_MS;
        if (emailed && conversation.visitorEmail) {
          await enqueueEmail(tx, {
            kind: CHAT_REPLY_EMAIL,
            to: conversation.visitorEmail,
            params: { messageId: row.id },
          });
        }
        await publish(tx, LIVE_CHANNELS.chat, { conversationId, visitorId: conversation.visitorId, messageId: row.id });
        return { ok: true, value: { message: toSupportChatMessage(row), emailed } };
      });
    },
  };
}
