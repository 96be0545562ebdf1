import './zod-config.ts';
import { z } from 'zod';
import { type Action, type PermissionRecord, RESOURCE_ACTIONS, type Resource } from './permissions.ts';

const resources = Object.keys(RESOURCE_ACTIONS) as [Resource, ...Resource[]];
const actions = [...new Set(Object.values(RESOURCE_ACTIONS).flat())] as [Action, ...Action[]];

/** A permission as the admin API shows it (SPEC §3); checked against the PermissionRecord type. */
export const permissionRecordSchema: z.ZodType<PermissionRecord> = z.object({
  id: z.string(),
  name: z.string(),
  resource: z.enum(resources),
  action: z.enum(actions),
});

/** The signed-in staff user as the admin API returns it; never carries the password hash. */
export const staffUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  permissions: z.array(permissionRecordSchema),
  lastLogin: z.iso.datetime().nullable(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

/** Answer of sign-in and GET /api/admin/me. */
export const staffSessionInfoSchema = z.object({
  user: staffUserSchema,
  /** Sent back in the X-CSRF-Token header on every state-changing staff request. */
  csrfToken: z.string(),
});
export type StaffSessionInfo = z.infer<typeof staffSessionInfoSchema>;

/** Answer of GET /api/admin/auth/session: the admin app's start-up probe. */
export const sessionProbeSchema = z.object({ session: staffSessionInfoSchema.nullable() });

/** Answer of GET /api/admin/auth/config (no session needed). */
export const staffAuthConfigSchema = z.object({
  /** True outside production: the sign-in form may show the development account. */
  demoMode: z.boolean(),
  demoAccount: z.object({ email: z.string(), password: z.string() }).nullable(),
});
export type StaffAuthConfig = z.infer<typeof staffAuthConfigSchema>;

/**
 * Answer of POST /api/admin/auth/sign-in: the session, or, when the account uses two-factor sign-in, a
 * challenge for the second step (docs/decisions/031-two-factor-sign-in.md).
 */
export const mfaChallengeSchema = z.object({
  /** 'required': enter a code; 'enrol': the role requires two-factor sign-in and none is set up yet. */
  mfa: z.enum(['required', 'enrol']),
  /** Opaque and short-lived; only its hash is stored. */
  challenge: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

export const signInResponseSchema = z.union([staffSessionInfoSchema, mfaChallengeSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;
