import { z } from 'zod';
import { SIGN_IN_MESSAGES } from './auth.ts';

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
