import './zod-config.ts';
import { z } from 'zod';
import { SIGN_IN_MESSAGES, type SignInForm } from './auth.ts';

/**
 * Password length limits (ASVS 5.0 V6.2): at least 8 characters, 12 for super admins, and up to 128. The
 * sign-in form accepts exactly what a password may be, so every password that can be set can sign in.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const SUPER_ADMIN_PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Characters as a person counts them (code points of the NFKC form), not UTF-16 units. */
export const passwordLength = (password: string) => [...password.normalize('NFKC')].length;

/** The sign-in body as the server validates it; the messages follow SPEC §5. */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, SIGN_IN_MESSAGES.emptyField)
    .max(254)
    .includes('@', { message: SIGN_IN_MESSAGES.invalidEmail }),
  password: z
    .string()
    .min(1, SIGN_IN_MESSAGES.emptyField)
    .refine((password) => passwordLength(password) <= PASSWORD_MAX_LENGTH, SIGN_IN_MESSAGES.invalidCredentials),
  rememberMe: z.boolean().default(false),
});

/**
 * The sign-in form's one message, from the same schema the server validates with. SPEC §5 checks in
 * order: an empty field (a blank e-mail counts) before an e-mail without an @.
 */
export function validateSignIn(form: Pick<SignInForm, 'email' | 'password'>): string | null {
  const result = signInSchema.safeParse({ ...form, rememberMe: false });
  if (result.success) return null;
  const messages = result.error.issues.map((issue) => issue.message);
  if (messages.includes(SIGN_IN_MESSAGES.emptyField)) return SIGN_IN_MESSAGES.emptyField;
  return messages[0] ?? SIGN_IN_MESSAGES.failed;
}
