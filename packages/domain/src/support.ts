import './zod-config.ts';
import { z } from 'zod';
import { CHAT_PAGE_MAX_LENGTH } from './chat-page.ts';

/** SPEC §9: the automatic agent reply and its delay. */
export const CHAT_REPLY_DELAY_MS = 1000;
export const CHAT_AGENT_REPLY =
  'Thank you for your message. Our architectural team will review your inquiry and get back to you shortly.';
export const CHAT_AGENT = { name: 'Olivia Grant', role: 'Design Consultant', avatar: 'OG' } as const;
export const CHAT_EMPTY_TEXT = 'No messages yet. Start a conversation with our architectural support team.';
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** A conversation keeps at most this many messages; older ones are still stored but not sent. */
export const CHAT_HISTORY_LIMIT = 200;

/** The browser keeps a random visitor id; only URL-safe ids of a sensible length are accepted. */
export const visitorIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'The visitor id is not valid.');

export const chatContentSchema = z
  .string()
  .trim()
  .min(1, 'Please type a message.')
  .max(CHAT_MESSAGE_MAX_LENGTH, `Please keep messages under ${CHAT_MESSAGE_MAX_LENGTH} characters.`);

/** The storefront page a chat message is sent from: its path and query, as the widget reads them. */
export const chatPageSchema = z
  .string()
  .trim()
  .max(CHAT_PAGE_MAX_LENGTH, `The page is at most ${CHAT_PAGE_MAX_LENGTH} characters.`)
  .regex(/^\/(?!\/)\S*$/, 'The page must be a path on this site, starting with /.');

export const chatMessageInputSchema = z.object({
  visitorId: visitorIdSchema,
  content: chatContentSchema,
  page: chatPageSchema.optional(),
});
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

export type ChatSender = 'user' | 'agent';

export interface ChatMessage {
  id: string;
  content: string;
  sender: ChatSender;
  /** ISO date-time */
  timestamp: string;
  /** Agent messages only */
  name?: string;
  avatar?: string;
}

/** SPEC §5: nothing is sent when the trimmed text is empty. */
export function isSendableChatText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= CHAT_MESSAGE_MAX_LENGTH;
}

/** GET /api/chat/status: whether someone can answer now, and if not, when the team is next in. */
export interface ChatStatus {
  online: boolean;
  /** ISO date-time the studio next opens; null while online. */
  backAt: string | null;
}

/** POST /api/chat/:visitorId/email: where a reply can reach a visitor who leaves. */
export const chatEmailInputSchema = z.object({
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'This email address is too long.')
    .pipe(z.email('Please enter a valid email address.')),
});
export type ChatEmailInput = z.infer<typeof chatEmailInputSchema>;
