import './zod-config.ts';
import { z } from 'zod';

/** A buyer's e-mail address as the storefront's forms take it: trimmed, checked, in lower case. */
export const buyerEmailSchema = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'This email address is too long.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((email) => email.toLowerCase());
