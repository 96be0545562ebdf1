import './zod-config.ts';
import { z } from 'zod';
import { staffSessionInfoSchema } from './staff-session.ts';

/** Two-factor sign-in (docs/decisions/031-two-factor-sign-in.md): TOTP with one-time recovery codes. */
export const RECOVERY_CODE_COUNT = 10;

export const MFA_MESSAGES = {
  code: 'Enter the 6-digit code from your authenticator app.',
  recoveryCode: 'Enter a recovery code like abcd-efgh-jk.',
  wrongCode: 'This code is not correct or was already used. Wait for the next code and try again.',
  wrongRecoveryCode: 'This recovery code is not correct or was already used.',
  challengeGone: 'This sign-in has expired. Sign in with your password again.',
  oneOf: 'Enter a code from your authenticator app or a recovery code.',
} as const;

/** Six digits; spaces an app shows in the middle of the code are ignored. */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MFA_MESSAGES.code));

/** A recovery code as printed (xxxx-xxxx-xx); case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, MFA_MESSAGES.recoveryCode));

const challengeToken = z.string().min(20).max(100);

export { type MfaChallenge, mfaChallengeSchema } from './staff-session.ts';

/** POST /api/admin/auth/mfa: the second step, with a code or a recovery code. */
export const mfaSignInSchema = z
  .object({
    challenge: challengeToken,
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((body) => Boolean(body.code) !== Boolean(body.recoveryCode), { message: MFA_MESSAGES.oneOf, path: ['code'] });
export type MfaSignInInput = z.input<typeof mfaSignInSchema>;

export const mfaChallengeRefSchema = z.object({ challenge: challengeToken });
export const mfaEnrolConfirmSchema = z.object({ challenge: challengeToken, code: totpCodeSchema });

/** A new secret to scan: shown once, while enrolling. */
export const totpEnrolmentSchema = z.object({
  otpauthUri: z.string(),
  /** The QR code of otpauthUri as an SVG data URL. */
  qrDataUrl: z.string(),
  /** The secret for typing in by hand, in groups of four. */
  secret: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Enrolment finished at sign-in: the session and the recovery codes, shown once. */
export const mfaEnrolledSignInSchema = z.object({
  session: staffSessionInfoSchema,
  recoveryCodes: z.array(z.string()),
});
export type MfaEnrolledSignIn = z.infer<typeof mfaEnrolledSignInSchema>;

/** GET /api/admin/profile/mfa */
export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** The member's role requires two-factor sign-in. */
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const confirmTotpSchema = z.object({ code: totpCodeSchema });
export type ConfirmTotpInput = z.input<typeof confirmTotpSchema>;

/** Turning two-factor sign-in off needs the password or a current code. */
export const disableMfaSchema = z
  .object({
    password: z.string().max(200).optional(),
    code: totpCodeSchema.optional(),
  })
  .refine((body) => Boolean(body.password) || Boolean(body.code), {
    message: 'Enter your password or a code from your authenticator app.',
    path: ['password'],
  });
export type DisableMfaInput = z.input<typeof disableMfaSchema>;

/** The roles whose members must use two-factor sign-in (a setting, edited with the roles). */
export const mfaPolicySchema = z.object({ requiredRoles: z.array(z.string().min(1).max(80)).max(100) });
export type MfaPolicy = z.infer<typeof mfaPolicySchema>;

/** A base32 secret in groups of four for typing by hand. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;
