import './zod-config.ts';
import { z } from 'zod';
import type { ChatMessage, ChatStatus } from './support.ts';

// Response schemas of the public chat and contact API. Server-side only: support.ts reaches the chat
// widget's browser code, which should not carry them. Each schema is annotated with the interface the
// widget reads, so the two cannot drift apart.

/** A chat message as the visitor's widget shows it (SPEC §3). */
export const chatMessageSchema: z.ZodType<ChatMessage> = z.object({
  id: z.string(),
  content: z.string(),
  sender: z.enum(['user', 'agent']),
  timestamp: z.iso.datetime(),
  /** Agent messages only. */
  name: z.string().optional(),
  avatar: z.string().optional(),
});

/** GET /api/chat/:visitorId */
export const chatHistorySchema = z.object({ messages: z.array(chatMessageSchema) });

/** POST /api/chat/messages (201): the visitor's message and the automatic reply. */
export const chatPostResultSchema = z.object({ message: chatMessageSchema, reply: chatMessageSchema });

/** GET /api/chat/status */
export const chatStatusSchema: z.ZodType<ChatStatus> = z.object({
  online: z.boolean(),
  backAt: z.iso.datetime().nullable(),
});

/** POST /api/chat/:visitorId/email */
export const chatEmailResultSchema = z.object({ email: z.string() });

/** POST /api/contact and /api/modification-requests (201): the stored inquiry's id. */
export const inquiryCreatedSchema = z.object({ id: z.string() });
