import { CHAT_AGENT, type ChatMessage, type SupportChatMessage } from '@atelier/domain';
import type { chatMessages } from '../../db/schema/index.ts';

export type MessageRow = typeof chatMessages.$inferSelect;

/** A stored message as the visitor's widget shows it. */
export function toChatMessage(row: MessageRow): ChatMessage {
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

/** The staff view also says which staff member wrote an agent message (null for the automatic reply). */
export const toSupportChatMessage = (row: MessageRow): SupportChatMessage => ({
  ...toChatMessage(row),
  staffUserId: row.staffUserId,
});

/** A short, single-line preview of a message for lists and notifications. */
export function preview(text: string, length = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}
