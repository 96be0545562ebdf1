import './zod-config.ts';
import { z } from 'zod';
import { SIGN_IN_MESSAGES, type SignInForm } from './auth.ts';

/** The sign-in body as the server validates it; the messages follow SPEC §5. */
export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, SIGN_IN_MESSAGES.emptyField)
    .max(254)
    .includes('@', { message: SIGN_IN_MESSAGES.invalidEmail }),
  password: z.string().min(1, SIGN_IN_MESSAGES.emptyField).max(200),
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
