import './zod-config.ts';
import { z } from 'zod';
import { buyerEmailSchema } from './buyer-email.ts';

// The buyer account's request schemas (decision 044), apart from account.ts's constants and types: the
// storefront's pages import those, and must not bring zod with them.

export const signInRequestSchema = z.object({ email: buyerEmailSchema });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const signInCodeSchema = z.object({
  email: buyerEmailSchema,
  code: z
    .string({ error: 'Please enter the 6-digit code from the email.' })
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Please enter the 6-digit code from the email.')),
});
export type SignInCode = z.infer<typeof signInCodeSchema>;

/** What an authenticator answered (the browser's PublicKeyCredential as JSON); @simplewebauthn checks the rest. */
const credentialSchema = z.looseObject({ id: z.string().min(1).max(1024), type: z.literal('public-key') });
const handleSchema = z.string().min(1).max(100);

/** The passkey endpoint's requests (POST /account/passkey, JSON): each ceremony's two steps. */
export const passkeyRequestSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('sign-in-options') }),
  z.object({ intent: z.literal('sign-in'), handle: handleSchema, response: credentialSchema }),
  z.object({ intent: z.literal('register-options') }),
  z.object({ intent: z.literal('register'), handle: handleSchema, response: credentialSchema }),
]);
export type PasskeyRequest = z.infer<typeof passkeyRequestSchema>;

/** Where a licensed design will be built: named once per plan line, printed on its certificate and plan set. */
export const buildSiteSchema = z
  .string({ error: 'Please enter the address where you will build.' })
  .transform((site) => site.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(5, 'Please enter the address where you will build.')
      .max(300, 'Please keep the address under 300 characters.'),
  );

/** "Alert me" on the marketplace: its search (the canonical query string) and the filters in words. */
export const saveSearchSchema = z.object({
  search: z.string().max(2000, 'This search is too long to save.'),
  label: z
    .string()
    .transform((label) => label.replace(/\s+/g, ' ').trim().slice(0, 200))
    .catch(''),
});
export type SaveSearchInput = z.input<typeof saveSearchSchema>;
