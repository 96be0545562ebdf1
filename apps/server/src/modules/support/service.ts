import { randomUUID } from 'node:crypto';
import {
  CHAT_AGENT,
  CHAT_AGENT_REPLY,
  CHAT_HISTORY_LIMIT,
  CHAT_REPLY_DELAY_MS,
  type ChatMessage,
  type ChatMessageInput,
  type ContactField,
  contactFieldErrors,
  contactInputSchema,
  contactSubjectLabel,
} from '@atelier/domain';
import { count, desc, eq, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { chatConversations, chatMessages, contactInquiries } from '../../db/schema/index.ts';
import { createRateLimiter } from '../../plugins/rate-limit.ts';
import { type EmailRenderer, enqueueEmail } from '../email/outbox.ts';
import type { EmailService } from '../email/service.ts';

/** Per client IP. Generous for people, tight for scripts. */
export const SUPPORT_RATE_LIMITS = {
  chat: { name: 'chat', limit: 20, windowMs: 60_000 },
  contact: { name: 'contact', limit: 5, windowMs: 10 * 60_000 },
} as const;

export type RateLimited = { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

export type ContactResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'invalid'; fields: Partial<Record<ContactField, string>> }
  | RateLimited;

export type ChatPostResult = { ok: true; message: ChatMessage; reply: ChatMessage } | RateLimited;

interface RequestInfo {
  ip: string;
  visitorId?: string | undefined;
  log?: FastifyBaseLogger | undefined;
}

const STAFF_PAGE_SIZE = 50;

const CONTACT_ACK = 'contact-ack';

/** The acknowledgement, rendered from the stored inquiry when it is delivered. */
function contactAckTemplate(db: Database): EmailRenderer {
  return async ({ inquiryId }) => {
    if (!inquiryId) return null;
    const [inquiry] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, inquiryId));
    if (!inquiry) return null;
    return {
      subject: 'We received your message',
      text: [
        `Dear ${inquiry.name},`,
        '',
        `Thank you for contacting Atelier Plans about "${contactSubjectLabel(inquiry.subject)}".`,
        'A member of our architectural team will reply within one business day.',
        '',
        'Your message:',
        inquiry.message,
        '',
        'Atelier Plans, 350 Fifth Avenue, New York, NY 10118',
      ].join('\n'),
    };
  };
}

type MessageRow = typeof chatMessages.$inferSelect;

function toChatMessage(row: MessageRow): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    content: row.content,
    sender: row.sender === 'agent' ? 'agent' : 'user',
    timestamp: row.createdAt.toISOString(),
  };
  if (row.sender === 'agent') {
    message.name = row.agentName ?? CHAT_AGENT.name;
    message.avatar = CHAT_AGENT.avatar;
  }
  return message;
}

/** Chat conversations and contact inquiries. */
export function createSupportService(db: Database, email: EmailService) {
  const chatLimiter = createRateLimiter(db, SUPPORT_RATE_LIMITS.chat);
  const contactLimiter = createRateLimiter(db, SUPPORT_RATE_LIMITS.contact);
  email.register({ [CONTACT_ACK]: contactAckTemplate(db) });

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

    /** Stores the visitor's message and the automatic agent reply, timestamped one delay later. */
    async postChatMessage(input: ChatMessageInput, info: RequestInfo): Promise<ChatPostResult> {
      const limit = await chatLimiter.hit(info.ip);
      if (!limit.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };
      const sentAt = new Date();
      const repliedAt = new Date(sentAt.getTime() + CHAT_REPLY_DELAY_MS);
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .insert(chatConversations)
          .values({ id: randomUUID(), visitorId: input.visitorId })
          .onConflictDoUpdate({ target: chatConversations.visitorId, set: { updatedAt: sql`now()` } })
          .returning({ id: chatConversations.id });
        if (!conversation) throw new Error('conversation upsert returned no row');
        const rows = await tx
          .insert(chatMessages)
          .values([
            {
              id: randomUUID(),
              conversationId: conversation.id,
              sender: 'user',
              content: input.content,
              createdAt: sentAt,
            },
            {
              id: randomUUID(),
              conversationId: conversation.id,
              sender: 'agent',
              content: CHAT_AGENT_REPLY,
              agentName: CHAT_AGENT.name,
              createdAt: repliedAt,
            },
          ])
          .returning();
        const message = rows.find((row) => row.sender === 'user');
        const reply = rows.find((row) => row.sender === 'agent');
        if (!message || !reply) throw new Error('chat insert returned no rows');
        return { ok: true as const, message: toChatMessage(message), reply: toChatMessage(reply) };
      });
    },

    /**
     * Validates and stores a contact inquiry and queues the acknowledgement email.
     * Only valid submissions count towards the rate limit, so a typo never locks anyone out.
     */
    async submitContact(raw: unknown, info: RequestInfo): Promise<ContactResult> {
      const parsed = contactInputSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, reason: 'invalid', fields: contactFieldErrors(parsed.error) };
      const limit = await contactLimiter.hit(info.ip);
      if (!limit.allowed) return { ok: false, reason: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };
      const input = parsed.data;
      const id = randomUUID();
      // One transaction: the acknowledgement is queued exactly when the inquiry is stored.
      await db.transaction(async (tx) => {
        await tx.insert(contactInquiries).values({
          id,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          subject: input.subject,
          message: input.message,
          visitorId: info.visitorId ?? null,
          ip: info.ip,
        });
        await enqueueEmail(tx, { kind: CONTACT_ACK, to: input.email, params: { inquiryId: id } });
      });
      email.deliverSoon();
      return { ok: true, id };
    },

    /** Staff: conversations, most recently active first. */
    async listConversations(page = 1) {
      return db
        .select({
          id: chatConversations.id,
          visitorId: chatConversations.visitorId,
          createdAt: chatConversations.createdAt,
          updatedAt: chatConversations.updatedAt,
          messageCount: count(chatMessages.id),
          lastMessageAt: max(chatMessages.createdAt),
        })
        .from(chatConversations)
        .leftJoin(chatMessages, eq(chatMessages.conversationId, chatConversations.id))
        .groupBy(chatConversations.id)
        .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
        .limit(STAFF_PAGE_SIZE)
        .offset((page - 1) * STAFF_PAGE_SIZE);
    },

    /** Staff: one conversation's messages, or null when it does not exist. */
    async conversationMessages(conversationId: string): Promise<ChatMessage[] | null> {
      const [conversation] = await db
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(eq(chatConversations.id, conversationId))
        .limit(1);
      if (!conversation) return null;
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(chatMessages.createdAt);
      return rows.map(toChatMessage);
    },

    /** Staff: contact inquiries, newest first. */
    async listInquiries(page = 1) {
      return db
        .select()
        .from(contactInquiries)
        .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
        .limit(STAFF_PAGE_SIZE)
        .offset((page - 1) * STAFF_PAGE_SIZE);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
