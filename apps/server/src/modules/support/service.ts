import {
  type ChatMessage,
  type ChatMessageInput,
  type ContactField,
  contactFieldErrors,
  contactInputSchema,
  MODIFICATION_SUBJECT,
  type ModificationRequestField,
  modificationFieldErrors,
  modificationRequestInputSchema,
  modificationRequestMessage,
} from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designs } from '../../db/schema/index.ts';
import { createRateLimiter } from '../../plugins/rate-limit.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import type { EmailService } from '../email/service.ts';
import { createVisitorChat } from './chat.ts';
import { CHAT_REPLY_EMAIL, chatReplyTemplate, createChatInbox } from './chat-inbox.ts';
import { CONTACT_ACK, contactAckTemplate, storeInquiry } from './contact.ts';
import { createInquiryInbox, INQUIRY_REPLY_EMAIL, inquiryReplyTemplate } from './inquiry-inbox.ts';
import { createPresence } from './presence.ts';

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

export type ModificationRequestResult =
  | { ok: true; id: string }
  | { ok: false; reason: 'invalid'; fields: Partial<Record<ModificationRequestField, string>> }
  | RateLimited;

export type ChatPostResult = { ok: true; message: ChatMessage; reply: ChatMessage } | RateLimited;

/** What the public support calls need of the request (see plugins/request-context.ts). */
export type SupportContext = Pick<RequestContext, 'clientIp' | 'log'> & { visitorId?: string | undefined };

/** Chat with visitors, contact inquiries and the staff support inbox. */
export function createSupportService(db: Database, email: EmailService) {
  const chatLimiter = createRateLimiter(db, SUPPORT_RATE_LIMITS.chat);
  const contactLimiter = createRateLimiter(db, SUPPORT_RATE_LIMITS.contact);
  email.register({
    [CONTACT_ACK]: contactAckTemplate(db),
    [CHAT_REPLY_EMAIL]: chatReplyTemplate(db),
    [INQUIRY_REPLY_EMAIL]: inquiryReplyTemplate(db),
  });
  const visitorChat = createVisitorChat(db);
  const chatInbox = createChatInbox(db);
  const inquiryInbox = createInquiryInbox(db);
  const limited = (retryAfterSeconds: number): RateLimited => ({
    ok: false,
    reason: 'rate_limited',
    retryAfterSeconds,
  });

  const presence = createPresence(db);

  return {
    ...visitorChat,
    ...presence,
    listChats: chatInbox.listChats,
    openChat: chatInbox.openChat,
    listInquiries: inquiryInbox.listInquiries,
    inquiryDetail: inquiryInbox.inquiryDetail,
    setInquiryStatus: inquiryInbox.setInquiryStatus,

    /** Stores the visitor's message and the automatic agent reply, timestamped one delay later. */
    async postChatMessage(input: ChatMessageInput, ctx: SupportContext): Promise<ChatPostResult> {
      const limit = await chatLimiter.hit(ctx.clientIp);
      if (!limit.allowed) return limited(limit.retryAfterSeconds);
      return { ok: true, ...(await visitorChat.storeVisitorMessage(input)) };
    },

    /** Counted like chat messages: it is the chat's own form. */
    async leaveVisitorEmail(
      visitorId: string,
      address: string,
      ctx: SupportContext,
    ): Promise<{ ok: true } | RateLimited> {
      const limit = await chatLimiter.hit(ctx.clientIp);
      if (!limit.allowed) return limited(limit.retryAfterSeconds);
      await visitorChat.saveVisitorEmail(visitorId, address);
      return { ok: true };
    },

    /**
     * Validates and stores a contact inquiry and queues the acknowledgement email.
     * Only valid submissions count towards the rate limit, so a typo never locks anyone out.
     */
    async submitContact(raw: unknown, ctx: SupportContext): Promise<ContactResult> {
      const parsed = contactInputSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, reason: 'invalid', fields: contactFieldErrors(parsed.error) };
      const limit = await contactLimiter.hit(ctx.clientIp);
      if (!limit.allowed) return limited(limit.retryAfterSeconds);
      const id = await storeInquiry(db, { ...parsed.data, visitorId: ctx.visitorId, ip: ctx.clientIp });
      email.deliverSoon();
      return { ok: true, id };
    },

    /**
     * A modification request from a design page: stored as a contact inquiry linked to the design,
     * through the same rate limit, acknowledgement e-mail and staff notification.
     */
    async submitModificationRequest(raw: unknown, ctx: SupportContext): Promise<ModificationRequestResult> {
      const parsed = modificationRequestInputSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, reason: 'invalid', fields: modificationFieldErrors(parsed.error) };
      const input = parsed.data;
      const [design] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, input.designId));
      if (!design) return { ok: false, reason: 'invalid', fields: { designId: 'This design does not exist.' } };
      const limit = await contactLimiter.hit(ctx.clientIp);
      if (!limit.allowed) return limited(limit.retryAfterSeconds);
      const id = await storeInquiry(db, {
        name: input.name,
        email: input.email,
        subject: MODIFICATION_SUBJECT.id,
        message: modificationRequestMessage(input),
        designId: design.id,
        visitorId: ctx.visitorId,
        ip: ctx.clientIp,
      });
      email.deliverSoon();
      return { ok: true, id };
    },

    /** A staff reply; answering a chat is being at the inbox, so the widget says Online (presence.ts). */
    async replyToChat(...args: Parameters<typeof chatInbox.replyToChat>) {
      const result = await chatInbox.replyToChat(...args);
      if (result.ok) await presence.touchPresence(args[1].id);
      if (result.ok && result.value.emailed) email.deliverSoon();
      return result;
    },

    async replyToInquiry(...args: Parameters<typeof inquiryInbox.replyToInquiry>) {
      const result = await inquiryInbox.replyToInquiry(...args);
      if (result.ok) email.deliverSoon();
      return result;
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
