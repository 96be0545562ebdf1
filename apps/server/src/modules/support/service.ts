import {
  type ChatMessage,
  type ChatMessageInput,
  contactFieldErrors,
  contactInputSchema,
  contactLimitMessage,
  MODIFICATION_SUBJECT,
  modificationFieldErrors,
  modificationRequestInputSchema,
  modificationRequestMessage,
} from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import { tooManyRequestsMessage } from '@atelier/domain/wait-time';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designs } from '../../db/schema/index.ts';
import { createRateLimiter } from '../../limits/rate-limit.ts';
import type { RequestContext } from '../../service-context.ts';
import { recipientKey } from '../email/recipient-key.ts';
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
  /**
   * Acknowledgements per mailbox (recipientKey), whatever client sends the form: it mails an address the
   * visitor typed. Over it the message is still kept for staff, silently without the mail.
   */
  acknowledgementsPerRecipient: { name: 'contact-ack:recipient', limit: 3, windowMs: 60 * 60_000 },
} as const;

/** A form's fields did not pass its schema: 400 with the form's own message for each field. */
const invalidFields = (fields: Record<string, string | undefined>) =>
  new DomainError('invalid', 'validation_failed', 'Some fields are not valid.', {
    fields: Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1]))),
  });

const tooMany = (retryAfterSeconds: number, message = tooManyRequestsMessage(retryAfterSeconds)) =>
  new DomainError('too_many', 'rate_limited', message, { retryAfterSeconds });

/** What the public support calls need of the request (see plugins/request-context.ts). */
export type SupportContext = Pick<RequestContext, 'clientIp' | 'log'> & { visitorId?: string | undefined };

/** Chat with visitors, contact inquiries and the staff support inbox. */
export function createSupportService(db: Database, email: EmailService) {
  const chatLimiter = createRateLimiter(db, SUPPORT_RATE_LIMITS.chat);
  const contactLimiter = createRateLimiter(db, SUPPORT_RATE_LIMITS.contact);
  const acknowledgementLimiter = createRateLimiter(db, SUPPORT_RATE_LIMITS.acknowledgementsPerRecipient);
  /** Whether this inquiry's acknowledgement may go out: counted only once the client's limit let it in. */
  const mayAcknowledge = async (address: string) => (await acknowledgementLimiter.hit(recipientKey(address))).allowed;
  email.register({
    [CONTACT_ACK]: contactAckTemplate(db),
    [CHAT_REPLY_EMAIL]: chatReplyTemplate(db),
    [INQUIRY_REPLY_EMAIL]: inquiryReplyTemplate(db),
  });
  const visitorChat = createVisitorChat(db);
  const chatInbox = createChatInbox(db);
  const inquiryInbox = createInquiryInbox(db);
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
    async postChatMessage(
      input: ChatMessageInput,
      ctx: SupportContext,
    ): Promise<{ message: ChatMessage; reply: ChatMessage }> {
      const limit = await chatLimiter.hit(ctx.clientIp);
      if (!limit.allowed) throw tooMany(limit.retryAfterSeconds);
      return visitorChat.storeVisitorMessage(input);
    },

    /** Counted like chat messages: it is the chat's own form. */
    async leaveVisitorEmail(visitorId: string, address: string, ctx: SupportContext): Promise<void> {
      const limit = await chatLimiter.hit(ctx.clientIp);
      if (!limit.allowed) throw tooMany(limit.retryAfterSeconds);
      await visitorChat.saveVisitorEmail(visitorId, address);
    },

    /**
     * Validates and stores a contact inquiry and queues the acknowledgement email, unless its mailbox
     * had its share of them (the answer does not say). Only valid submissions count towards the rate
     * limit, so a typo never locks anyone out.
     */
    async submitContact(raw: unknown, ctx: SupportContext): Promise<{ id: string }> {
      const parsed = contactInputSchema.safeParse(raw);
      if (!parsed.success) throw invalidFields(contactFieldErrors(parsed.error));
      const limit = await contactLimiter.hit(ctx.clientIp);
      if (!limit.allowed) throw tooMany(limit.retryAfterSeconds, contactLimitMessage(limit.retryAfterSeconds));
      const id = await storeInquiry(db, {
        ...parsed.data,
        visitorId: ctx.visitorId,
        ip: ctx.clientIp,
        acknowledge: await mayAcknowledge(parsed.data.email),
      });
      email.deliverSoon();
      return { id };
    },

    /**
     * A modification request from a design page: stored as a contact inquiry linked to the design,
     * through the same rate limits, acknowledgement e-mail and staff notification.
     */
    async submitModificationRequest(raw: unknown, ctx: SupportContext): Promise<{ id: string }> {
      const parsed = modificationRequestInputSchema.safeParse(raw);
      if (!parsed.success) throw invalidFields(modificationFieldErrors(parsed.error));
      const input = parsed.data;
      const [design] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, input.designId));
      if (!design) throw invalidFields({ designId: 'This design does not exist.' });
      const limit = await contactLimiter.hit(ctx.clientIp);
      if (!limit.allowed) throw tooMany(limit.retryAfterSeconds, contactLimitMessage(limit.retryAfterSeconds));
      const id = await storeInquiry(db, {
        name: input.name,
        email: input.email,
        subject: MODIFICATION_SUBJECT.id,
        message: modificationRequestMessage(input),
        designId: design.id,
        visitorId: ctx.visitorId,
        ip: ctx.clientIp,
        acknowledge: await mayAcknowledge(input.email),
      });
      email.deliverSoon();
      return { id };
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
