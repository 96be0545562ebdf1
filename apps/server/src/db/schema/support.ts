import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { designs } from './catalog.ts';
import { staffUsers } from './staff.ts';

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    visitorId: text('visitor_id').notNull().unique(),
    /** Left by the visitor when nobody is online, so a staff reply can also go out by e-mail. */
    visitorEmail: text('visitor_email'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastVisitorMessageAt: timestamp('last_visitor_message_at', { withTimezone: true }),
    /** When a staff member last opened the thread; later visitor messages are unread. */
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    /** The storefront page (path and query) the visitor's latest message was sent from. */
    lastPage: text('last_page'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_conversations_activity_idx').on(table.lastMessageAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    content: text('content').notNull(),
    agentName: text('agent_name'),
    /** The staff member who wrote an agent message; null for the automatic reply. */
    staffUserId: text('staff_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: text('id').primaryKey(),
    /** new, answered or archived. */
    status: text('status').notNull().default('new'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The design a modification request is about (see docs/decisions/016); null for other inquiries. */
    designId: text('design_id').references(() => designs.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_inquiries_status_idx').on(table.status, table.createdAt),
    index('contact_inquiries_email_idx').on(table.email),
  ],
);

/** A staff answer to an inquiry; the e-mail itself goes through the outbox. */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: text('id').primaryKey(),
    inquiryId: text('inquiry_id')
      .notNull()
      .references(() => contactInquiries.id, { onDelete: 'cascade' }),
    staffUserId: text('staff_user_id'),
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inquiry_replies_inquiry_idx').on(table.inquiryId, table.createdAt)],
);

/** A staff member with the support inbox open; the chat widget says "Online" while any is recent. */
export const staffPresence = pgTable('staff_presence', {
  staffUserId: text('staff_user_id')
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  inboxSeenAt: timestamp('inbox_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
