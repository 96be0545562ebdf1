import './zod-config.ts';
import { z } from 'zod';
import { type ChatMessage, chatContentSchema } from './support.ts';

/** The staff support inbox: chats with visitors and contact inquiries (API /api/admin/support/*). */

export const SUPPORT_PAGE_SIZE = 25;

const pageParam = z.coerce.number().int().min(1).max(10_000).catch(1);

/** A client-made crypto.randomUUID() that makes a retried action harmless (as for staff order actions). */
const supportActionIdSchema = z.uuid({ error: 'The action id must be a UUID.' });

// ---- chats ----

/** GET /api/admin/support/chats?page= */
export const supportChatListQuerySchema = z.object({ page: pageParam });
export type SupportChatListQuery = z.infer<typeof supportChatListQuerySchema>;

export interface SupportChatSummary {
  id: string;
  /** The visitor id shortened for display (last 8 characters). */
  visitorId: string;
  visitorEmail: string | null;
  /** The newest message, its content cut to a preview; null for an empty conversation. */
  lastMessage: { content: string; sender: ChatMessage['sender']; timestamp: string } | null;
  lastMessageAt: string;
  /** Visitor messages newer than the last time staff opened the thread. */
  unread: number;
}

/** Unread first, then newest activity first. */
export interface SupportChatList {
  chats: SupportChatSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** A message in the staff view: agent messages written by staff carry their staff user id. */
export type SupportChatMessage = ChatMessage & { staffUserId: string | null };

/** GET /api/admin/support/chats/:id (opening it marks it read). */
export interface SupportChatThread {
  chat: {
    id: string;
    visitorId: string;
    visitorEmail: string | null;
    createdAt: string;
    lastMessageAt: string;
    staffReadAt: string | null;
  };
  messages: SupportChatMessage[];
}

/** POST /api/admin/support/chats/:id/messages */
export const staffChatReplySchema = z.object({
  content: chatContentSchema,
  /** Optional: a retry with the same id stores nothing new. */
  actionId: supportActionIdSchema.optional(),
});
export type StaffChatReply = z.infer<typeof staffChatReplySchema>;

export interface StaffChatReplyResult {
  message: SupportChatMessage;
  /** True when the visitor seemed away and the reply was also queued as an e-mail. */
  emailed: boolean;
}

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

export interface SupportInquirySummary {
  id: string;
  status: InquiryStatus;
  name: string;
  email: string;
  subject: string;
  subjectLabel: string;
  /** The start of the message. */
  preview: string;
  /** The design a modification request is about; null for other inquiries. */
  design: { id: string; title: string } | null;
  replyCount: number;
  createdAt: string;
  updatedAt: string;
}

/** Newest first. */
export interface SupportInquiryList {
  inquiries: SupportInquirySummary[];
  page: number;
  pageSize: number;
  total: number;
}

export interface SupportInquiryReply {
  id: string;
  staffName: string;
  body: string;
  createdAt: string;
}

/** GET /api/admin/support/inquiries/:id; the reply and status endpoints answer the same shape. */
export interface SupportInquiryDetail {
  inquiry: Omit<SupportInquirySummary, 'preview' | 'replyCount'> & { phone: string | null; message: string };
  replies: SupportInquiryReply[];
}

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
