import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { designs } from './catalog.ts';
import { bytea } from './columns.ts';

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

/** A passkey a signed-in buyer added (WebAuthn): the public key only, never a secret. */
export const buyerPasskeys = pgTable(
  'buyer_passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => buyerAccounts.id, { onDelete: 'cascade' }),
    publicKey: bytea('public_key').notNull(),
    /** The authenticator's signature counter (0 for those that keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** 'singleDevice' or 'multiDevice' (synced). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** What the buyer sees in the list: the browser and system it was added on. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('buyer_passkeys_account_idx').on(table.accountId)],
);

/**
 * A WebAuthn ceremony under way: the challenge the server gave, for two minutes, used once. A sign-in's
 * has no account (any of the buyer's passkeys may answer); an addition's has the signed-in account.
 */
export const buyerPasskeyChallenges = pgTable('buyer_passkey_challenges', {
  /** SHA-256 of the handle the browser holds. */
  handleHash: text('handle_hash').primaryKey(),
  challenge: text('challenge').notNull(),
  purpose: text('purpose').$type<'register' | 'sign-in'>().notNull(),
  accountId: text('account_id').references(() => buyerAccounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The designs a buyer keeps, on any device (the cookie list merges into it at sign-in). */
export const accountFavourites = pgTable(
  'account_favourites',
  {
    accountId: text('account_id')
      .notNull()
      .references(() => buyerAccounts.id, { onDelete: 'cascade' }),
    designId: text('design_id')
      .notNull()
      .references(() => designs.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.designId] })],
);

/** "Alert me": a marketplace search whose new designs are e-mailed, at most once a day. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => buyerAccounts.id, { onDelete: 'cascade' }),
    /** The marketplace's canonical query string (`?style=modern&bedrooms=3`), without page or sort. */
    search: text('search').notNull(),
    /** The filters in words, as the marketplace showed them when it was saved ("Modern, 3+ beds"). */
    label: text('label').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Designs published after this are new to the buyer. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [
    index('saved_searches_account_idx').on(table.accountId),
    index('saved_searches_checked_idx').on(table.checkedAt),
  ],
);

/**
 * What happened to an account that must be kept: data exports and deletions, by the buyer or by staff
 * on the buyer's written request. No foreign key: the record outlives a deleted account.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: serial('id').primaryKey(),
    accountId: text('account_id').notNull(),
    kind: text('kind').$type<'export' | 'delete'>().notNull(),
    /** The staff member who acted, or null for the buyer. */
    staffUserId: text('staff_user_id'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_events_account_idx').on(table.accountId)],
);
