import './zod-config.ts';
import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  SUPER_ADMIN_PASSWORD_MIN_LENGTH,
} from './auth-schema.ts';
import {
  type Action,
  isPermission,
  type Resource,
  SUPER_ADMIN_ONLY_RESOURCES,
  SUPER_ADMIN_ROLE,
} from './permissions.ts';

/** The shortest password the role allows (ASVS 5.0: 8, and 12 for the accounts that can do everything). */
export const minPasswordLength = (role: string) =>
  role === SUPER_ADMIN_ROLE ? SUPER_ADMIN_PASSWORD_MIN_LENGTH : PASSWORD_MIN_LENGTH;

export const PASSWORD_MESSAGES = {
  tooShort: (min: number) => `Use at least ${min} characters.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: 'This password is too common. Choose one that is harder to guess, such as a few unrelated words.',
} as const;

/** The length part of the password rule, shared by the forms and the server; null when it passes. */
export function passwordLengthProblem(password: string, role: string): string | null {
  const length = passwordLength(password);
  const min = minPasswordLength(role);
  if (length < min) return PASSWORD_MESSAGES.tooShort(min);
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}

/** Any characters; the length is checked per role (see passwordLengthProblem) and the list by the server. */
const passwordText = z.string().max(PASSWORD_MAX_LENGTH * 4);

const nameField = z.string().trim().min(1, 'Enter a name.').max(100, 'Use at most 100 characters.');
const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter an e-mail address.')
  .max(254, 'Use at most 254 characters.')
  .regex(/^[^\s@]+@[^\s@]+$/, 'Enter a valid e-mail address.');
const roleField = z.string().trim().min(1, 'Choose a role.').max(60);

export const STAFF_MEMBER_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type StaffMemberStatus = (typeof STAFF_MEMBER_STATUSES)[number];

/** A staff account as /settings/users lists it. */
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  roleName: z.string(),
  status: z.enum(STAFF_MEMBER_STATUSES),
  lastLogin: z.iso.datetime().nullable(),
  /** Two-factor sign-in comes in a later slice; until then every account reads false. */
  mfaEnabled: z.boolean(),
  passwordResetRequired: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMemberListSchema = z.object({ members: z.array(staffMemberSchema) });
export const staffMemberResponseSchema = z.object({ member: staffMemberSchema });

/** Create a member: with a password, or (no password) invite them by e-mail to set one. */
export const createStaffMemberSchema = z
  .object({
    name: nameField,
    email: emailField,
    role: roleField,
    mode: z.enum(['invite', 'password']),
    password: passwordText.optional(),
  })
  .superRefine((value, context) => {
    if (value.mode !== 'password') return;
    const problem = passwordLengthProblem(value.password ?? '', value.role);
    if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
export type CreateStaffMemberInput = z.input<typeof createStaffMemberSchema>;

export const updateStaffMemberSchema = z
  .object({ name: nameField.optional(), role: roleField.optional() })
  .refine((value) => value.name !== undefined || value.role !== undefined, 'Change the name or the role.');
export type UpdateStaffMemberInput = z.infer<typeof updateStaffMemberSchema>;

const permissionPair = z
  .object({ resource: z.string().max(40), action: z.string().max(40) })
  .refine((pair) => isPermission(pair.resource, pair.action), 'Unknown permission.')
  .refine(
    (pair) => !SUPER_ADMIN_ONLY_RESOURCES.has(pair.resource as Resource),
    'Only super admins hold this permission; no role grants it.',
  )
  .transform((pair) => pair as { resource: Resource; action: Action });

/** A role and the resource and action pairs it grants. */
export const staffRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  builtIn: z.boolean(),
  /** super_admin: every check passes, its grid is not editable. */
  allPermissions: z.boolean(),
  permissions: z.array(z.object({ resource: z.string(), action: z.string() })),
  memberCount: z.number().int(),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;
export const staffRoleListSchema = z.object({ roles: z.array(staffRoleSchema) });
export const staffRoleResponseSchema = z.object({ role: staffRoleSchema });

export const staffRoleInputSchema = z.object({
  name: z.string().trim().min(2, 'Use at least 2 characters.').max(60, 'Use at most 60 characters.'),
  permissions: z.array(permissionPair).max(100),
});
export type StaffRoleInput = z.input<typeof staffRoleInputSchema>;

/** A role's id from its name: 'Support lead' → 'support_lead'. */
export const roleIdOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);

/** One row of the audit log. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  staffName: z.string(),
  staffUserId: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const memberAuditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  action: z.string().trim().max(60).optional(),
});
export const memberAuditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  actions: z.array(z.string()),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type MemberAuditPage = z.infer<typeof memberAuditPageSchema>;

/** The signed-in member's own account. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  roleName: z.string(),
  lastLogin: z.iso.datetime().nullable(),
  minPasswordLength: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.object({ name: nameField });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, 'Enter your current password.')
    .max(PASSWORD_MAX_LENGTH * 4),
  newPassword: passwordText,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The profile's password form: the API body plus the repeated new password and the role's length rule. */
export const changePasswordFormSchema = (role: string) =>
  changePasswordSchema.extend({ confirmPassword: z.string() }).superRefine((value, context) => {
    const problem = passwordLengthProblem(value.newPassword, role);
    if (problem) context.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
    if (value.confirmPassword !== value.newPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The two new passwords differ.' });
    }
  });
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;

/** The set-password page's form: the password twice, checked against the account's length rule. */
export const setPasswordFormSchema = (minLength: number) =>
  z.object({ password: passwordText, confirmPassword: z.string() }).superRefine((value, context) => {
    const length = passwordLength(value.password);
    if (length < minLength) {
      context.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.tooShort(minLength) });
    } else if (length > PASSWORD_MAX_LENGTH) {
      context.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_MESSAGES.tooLong });
    }
    if (value.confirmPassword !== value.password) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The two passwords differ.' });
    }
  });
export type SetPasswordForm = z.infer<ReturnType<typeof setPasswordFormSchema>>;

/** One of the member's own signed-in sessions. */
export const ownSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;
export const ownSessionListSchema = z.object({ sessions: z.array(ownSessionSchema) });

/** What the public set-password page shows for a link (invitation or reset). */
export const inviteInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  purpose: z.enum(['invite', 'reset']),
  minPasswordLength: z.number().int(),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;
export const acceptInviteSchema = z.object({ password: passwordText });

/** A short, readable device name from a User-Agent header: 'Firefox on Linux'. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([token]) => userAgent.includes(token as string))?.[1] ?? null;
  const system =
    [
      ['Windows', 'Windows'],
      ['iPhone', 'iOS'],
      ['iPad', 'iPadOS'],
      ['Android', 'Android'],
      ['Mac OS X', 'macOS'],
      ['Linux', 'Linux'],
    ].find(([token]) => userAgent.includes(token as string))?.[1] ?? null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}
