import { randomUUID } from 'node:crypto';
import {
  CHAT_AGENT,
  CHAT_AGENT_REPLY,
  CHAT_HISTORY_LIMIT,
  CHAT_REPLY_DELAY_MS,
  type ChatMessage,
  type ChatMessageInput,
} from '@atelier/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatConversations, chatMessages } from '../../db/schema/index.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';
import { notifyStaff } from '../notifications/notify.ts';
import { preview, toChatMessage } from './chat-message.ts';

/** A visitor who writes again this long after staff had read everything is announced again. */
const RENOTIFY_AFTER_MS = 30 * 60_000;

type ConversationState = Pick<typeof chatConversations.$inferSelect, 'lastVisitorMessageAt' | 'staffReadAt'>;

/** New chat: the first visitor message, or the first after staff had read everything and a quiet half hour. */
function startsNewChat(before: ConversationState | undefined, sentAt: Date): boolean {
  const last = before?.lastVisitorMessageAt;
  if (!last) return true;
  const readAll = before.staffReadAt !== null && before.staffReadAt >= last;
  return readAll && sentAt.getTime() - last.getTime() > RENOTIFY_AFTER_MS;
}

/** The visitor's side of the chat. */
export function createVisitorChat(db: Database) {
  return {
    /** The visitor's messages, oldest first; an unknown visitor simply has none. */
    async conversation(visitorId: string): Promise<ChatMessage[]> {
      const rows = await db
        .select({ message: chatMessages })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(eq(chatConversations.visitorId, visitorId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.sender))
        .limit(CHAT_HISTORY_LIMIT);
      return rows.reverse().map((row) => toChatMessage(row.message));
    },

    /** One message of the visitor's conversation (for their event stream), or null. */
    async visitorMessage(visitorId: string, messageId: string): Promise<ChatMessage | null> {
      const [row] = await db
        .select({ message: chatMessages })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(and(eq(chatMessages.id, messageId), eq(chatConversations.visitorId, visitorId)));
      return row ? toChatMessage(row.message) : null;
    },

    /** Stores the visitor's message and the automatic agent reply, timestamped one delay later. */
    async storeVisitorMessage(input: ChatMessageInput) {
      const sentAt = new Date();
      const repliedAt = new Date(sentAt.getTime() + CHAT_REPLY_DELAY_MS);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(chatConversations)
          .where(eq(chatConversations.visitorId, input.visitorId))
          .for('update');
        const activity = {
          lastMessageAt: sentAt,
          lastVisitorMessageAt: sentAt,
          // A message from a widget that did not say where it is keeps the page known before.
          ...(input.page ? { lastPage: input.page } : {}),
          updatedAt: sql`now()`,
        };
        const [conversation] = await tx
          .insert(chatConversations)
          .values({ id: randomUUID(), visitorId: input.visitorId, ...activity })
          .onConflictDoUpdate({ target: chatConversations.visitorId, set: activity })
          .returning({ id: chatConversations.id });
        if (!conversation) throw new Error('conversation upsert returned no row');
        const base = { conversationId: conversation.id };
        const [message] = await tx
          .insert(chatMessages)
          .values({ ...base, id: randomUUID(), sender: 'user', content: input.content, createdAt: sentAt })
          .returning();
        const [reply] = await tx
          .insert(chatMessages)
          .values({
            ...base,
            id: randomUUID(),
            sender: 'agent',
            content: CHAT_AGENT_REPLY,
            agentName: CHAT_AGENT.name,
            createdAt: repliedAt,
          })
          .returning();
        if (!message || !reply) throw new Error('chat insert returned no rows');
        for (const row of [message, reply]) {
          await publish(tx, LIVE_CHANNELS.chat, { ...base, visitorId: input.visitorId, messageId: row.id });
        }
        if (startsNewChat(before, sentAt)) {
          await notifyStaff(tx, {
            kind: 'new_chat',
            title: 'New chat message',
            detail: preview(input.content, 80),
            link: `/support/chats/${conversation.id}`,
          });
        }
        return { message: toChatMessage(message), reply: toChatMessage(reply) };
      });
    },

    /** Keeps the address a visitor left so a staff reply can reach them by e-mail. */
    async saveVisitorEmail(visitorId: string, email: string) {
      await db
        .insert(chatConversations)
        .values({ id: randomUUID(), visitorId, visitorEmail: email })
        .onConflictDoUpdate({
          target: chatConversations.visitorId,
          set: { visitorEmail: email, updatedAt: sql`now()` },
        });
    },
  };
}
