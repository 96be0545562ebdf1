import { z } from 'zod';

export const SIGN_IN_MESSAGES = {
  emptyField: 'Please fill in all fields',
  invalidEmail: 'Please enter a valid email address',
  invalidCredentials: 'Invalid credentials',
  failed: 'Login failed',
} as const;

export interface SignInForm {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** SPEC §5: checked in this order; the first failing rule's message is shown. */
export function validateSignIn(form: Pick<SignInForm, 'email' | 'password'>): string | null {
  if (!form.email || !form.password) return SIGN_IN_MESSAGES.emptyField;
  if (!form.email.includes('@')) return SIGN_IN_MESSAGES.invalidEmail;
  return null;
}

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
