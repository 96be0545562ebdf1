import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A buyer's account (decision 044): an e-mail address a sign-in link proved. Orders stay with their
 * customers; the account sees every order whose customer has this address, guest orders included.
 */
export const buyerAccounts = pgTable('buyer_accounts', {
  id: text('id').primaryKey(),
  /** Lower case. */
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
});

/**
 * A sign-in e-mail: its link and its 6-digit code work once, for 15 minutes. Both are derived from the
 * row's id with the server secret, so neither this table (the link's SHA-256 only) nor the outbox (the
 * id only) holds them.
 */
export const buyerSignInLinks = pgTable(
  'buyer_sign_in_links',
  {
    id: text('id').primaryKey(),
    /** Lower case. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Wrong codes typed against this e-mail; at five it stops working. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('buyer_sign_in_links_email_idx').on(table.email, table.expiresAt)],
);

/** A signed-in browser: the cookie holds a token, the table its SHA-256. */
export const buyerSessions = pgTable(
  'buyer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => buyerAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('buyer_sessions_account_idx').on(table.accountId)],
);
