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

/** Roles are data: the built-in ones (seeded by migration 0009) and custom ones made in the admin. */
export const staffRoles = pgTable('staff_roles', {
  /** A slug, e.g. content_editor; staff_users.role refers to it. */
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  builtIn: boolean('built_in').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The resource and action pairs a role grants (super_admin holds none: it passes every check). */
export const staffRolePermissions = pgTable(
  'staff_role_permissions',
  {
    roleId: text('role_id')
      .notNull()
      .references(() => staffRoles.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    resource: text('resource').notNull(),
    action: text('action').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.resource, table.action] })],
);

export const staffUsers = pgTable(
  'staff_users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role')
      .notNull()
      .references(() => staffRoles.id, { onUpdate: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when staff forced a reset: the old password no longer works until a new one is set. */
    passwordResetRequired: boolean('password_reset_required').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** AES-256-GCM ciphertext of the TOTP secret (modules/auth/totp.ts); set while enrolling or enrolled. */
    totpSecret: text('totp_secret'),
    /** When the enrolment was confirmed with a first code; null: two-factor sign-in is off. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code of this step or an earlier one is a replay. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_users_role_idx').on(table.role)],
);

/**
 * One-time links to set a password: an invitation (the account stays inactive until it is used) or a
 * forced reset. Only the SHA-256 of the link's token is stored; the mail renders the token from `id`
 * and the server secret at delivery time.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    id: text('id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'invite' | 'reset'>().notNull(),
    createdBy: text('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_invites_user_idx').on(table.userId)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    remember: boolean('remember').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('staff_sessions_user_idx').on(table.userId)],
);

/** One-time recovery codes for two-factor sign-in: salted SHA-256 hashes only. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_user_idx').on(table.userId)],
);

/** A sign-in waiting for its second step: the password was right, no session exists yet. */
export const staffMfaChallenges = pgTable(
  'staff_mfa_challenges',
  {
    /** SHA-256 of the challenge token the client holds. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'required' | 'enrol'>().notNull(),
    remember: boolean('remember').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_mfa_challenges_user_idx').on(table.userId)],
);

export const authAuditLog = pgTable('auth_audit_log', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  event: text('event').notNull(),
  email: text('email'),
  userId: text('user_id'),
  ip: text('ip'),
  success: boolean('success').notNull(),
  detail: text('detail'),
});

/** Fixed-window counters shared by every server process (sign-in, public forms). */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** What staff did: one row per action, with who did it, on what, and the details. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: text('staff_user_id'),
    staffName: text('staff_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull().default({}),
    /** Where the change came from (the client IP of the request). */
    ip: text('ip'),
  },
  (table) => [
    index('staff_audit_log_target_idx').on(table.targetType, table.targetId),
    index('staff_audit_log_actor_idx').on(table.staffUserId),
  ],
);

/**
 * Something staff should know about (new order, payment, chat, inquiry, failed e-mail). `resource`
 * names the permission needed to see it; `link` is the admin path it opens.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    resource: text('resource').notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_created_idx').on(table.createdAt)],
);

/** Read state is per staff member. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    staffUserId: text('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.staffUserId] })],
);
