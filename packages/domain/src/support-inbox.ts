import './zod-config.ts';
import { z } from 'zod';
import { staffSearchParam } from './staff-list.ts';
import { chatContentSchema } from './support.ts';

/** The staff support inbox: chats with visitors and contact inquiries (API /api/admin/support/*). */

export const SUPPORT_PAGE_SIZE = 25;

const pageParam = z.coerce.number().int().min(1).max(10_000).catch(1);

/** A client-made crypto.randomUUID() that makes a retried action harmless (as for staff order actions). */
const supportActionIdSchema = z.uuid({ error: 'The action id must be a UUID.' });

const isoTime = z.iso.datetime();
const senderSchema = z.enum(['user', 'agent']);

// ---- chats ----

/** GET /api/admin/support/chats?page=&q= (q: the visitor's e-mail or id, or words of any message) */
export const supportChatListQuerySchema = z.object({ page: pageParam, q: staffSearchParam });

/** What staff know of who is chatting: the storefront page they last wrote from, the customer with their e-mail. */
const visitorContextFields = {
  /** The storefront path (and query) the visitor's last message was sent from; null when not known. */
  page: z.string().nullable(),
  /** The customer whose e-mail the visitor left, when one has ordered. */
  customer: z.object({ id: z.string(), name: z.string() }).nullable(),
};
export type SupportChatListQuery = z.infer<typeof supportChatListQuerySchema>;

export const supportChatSummarySchema = z.object({
  id: z.string(),
  /** The visitor id shortened for display (last 8 characters). */
  visitorId: z.string(),
  visitorEmail: z.string().nullable(),
  /** The newest message, its content cut to a preview; null for an empty conversation. */
  lastMessage: z.object({ content: z.string(), sender: senderSchema, timestamp: isoTime }).nullable(),
  lastMessageAt: isoTime,
  ...visitorContextFields,
  /** Visitor messages newer than the last time staff opened the thread. */
  unread: z.number().int(),
});
export type SupportChatSummary = z.infer<typeof supportChatSummarySchema>;

/** Unread first, then newest activity first. */
export const supportChatListSchema = z.object({
  chats: z.array(supportChatSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SupportChatList = z.infer<typeof supportChatListSchema>;

/** A chat message (SPEC §3) in the staff view: agent messages written by staff carry their staff user id. */
export const supportChatMessageSchema = z.object({
  id: z.string(),
  content: z.string(),
  sender: senderSchema,
  timestamp: isoTime,
  /** Agent messages only. */
  name: z.string().optional(),
  avatar: z.string().optional(),
  staffUserId: z.string().nullable(),
});
export type SupportChatMessage = z.infer<typeof supportChatMessageSchema>;

/** GET /api/admin/support/chats/:id (opening it marks it read). */
export const supportChatThreadSchema = z.object({
  chat: z.object({
    id: z.string(),
    visitorId: z.string(),
    visitorEmail: z.string().nullable(),
    createdAt: isoTime,
    lastMessageAt: isoTime,
    staffReadAt: isoTime.nullable(),
    ...visitorContextFields,
  }),
  messages: z.array(supportChatMessageSchema),
});
export type SupportChatThread = z.infer<typeof supportChatThreadSchema>;

/** POST /api/admin/support/chats/:id/messages */
export const staffChatReplySchema = z.object({
  content: chatContentSchema,
  /** Optional: a retry with the same id stores nothing new. */
  actionId: supportActionIdSchema.optional(),
});
export type StaffChatReply = z.infer<typeof staffChatReplySchema>;

export const staffChatReplyResultSchema = z.object({
  message: supportChatMessageSchema,
  /** True when the visitor seemed away and the reply was also queued as an e-mail. */
  emailed: z.boolean(),
});
export type StaffChatReplyResult = z.infer<typeof staffChatReplyResultSchema>;

// ---- inquiries ----

export const INQUIRY_STATUSES = ['new', 'answered', 'archived'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  answered: 'Answered',
  archived: 'Archived',
};

/** GET /api/admin/support/inquiries?status=&page= */
export const supportInquiryListQuerySchema = z.object({
  status: z.enum(INQUIRY_STATUSES).optional(),
  page: pageParam,
});
export type SupportInquiryListQuery = z.infer<typeof supportInquiryListQuerySchema>;

const inquiryFields = {
  id: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  subjectLabel: z.string(),
  /** The design a modification request is about; null for other inquiries. */
  design: z.object({ id: z.string(), title: z.string() }).nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
};

export const supportInquirySummarySchema = z.object({
  ...inquiryFields,
  /** The start of the message. */
  preview: z.string(),
  replyCount: z.number().int(),
});
export type SupportInquirySummary = z.infer<typeof supportInquirySummarySchema>;

/** Newest first. */
export const supportInquiryListSchema = z.object({
  inquiries: z.array(supportInquirySummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SupportInquiryList = z.infer<typeof supportInquiryListSchema>;

export const supportInquiryReplySchema = z.object({
  id: z.string(),
  staffName: z.string(),
  body: z.string(),
  createdAt: isoTime,
});
export type SupportInquiryReply = z.infer<typeof supportInquiryReplySchema>;

/** GET /api/admin/support/inquiries/:id; the reply and status endpoints answer the same shape. */
export const supportInquiryDetailSchema = z.object({
  inquiry: z.object({ ...inquiryFields, phone: z.string().nullable(), message: z.string() }),
  replies: z.array(supportInquiryReplySchema),
});
export type SupportInquiryDetail = z.infer<typeof supportInquiryDetailSchema>;

export const INQUIRY_REPLY_MAX_LENGTH = 5000;

/** POST /api/admin/support/inquiries/:id/reply */
export const inquiryReplySchema = z.object({
  message: z
    .string({ error: 'Please write a reply.' })
    .trim()
    .min(1, 'Please write a reply.')
    .max(INQUIRY_REPLY_MAX_LENGTH, `Please keep replies under ${INQUIRY_REPLY_MAX_LENGTH} characters.`),
  actionId: supportActionIdSchema,
});
export type InquiryReplyInput = z.infer<typeof inquiryReplySchema>;

/** POST /api/admin/support/inquiries/:id/status: archive, or reopen (back to answered or new). */
export const inquiryStatusActionSchema = z.object({ action: z.enum(['archive', 'reopen']) });
export type InquiryStatusAction = z.infer<typeof inquiryStatusActionSchema>;

// ---- live events (GET /api/admin/events, server-sent events) ----

/** `event: notification` — refetch the notification feed. */
export interface NotificationLiveEvent {
  id: number;
}

/** `event: chat` — a message was added to a conversation (staff with support read only). */
export interface ChatLiveEvent {
  conversationId: string;
  messageId: string;
}
