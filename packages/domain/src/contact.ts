import './zod-config.ts';
import { z } from 'zod';
import type { SERVICE_IDS } from './catalog.ts';
import { fieldErrors } from './field-errors.ts';

/** What a visitor can write about: a general question, a plan purchase, or one of the services. */
export const CONTACT_SUBJECTS = [
  { id: 'general', label: 'General inquiry' },
  { id: 'plans', label: 'Ready-made plans' },
  { id: 'residential-design', label: 'Residential Design' },
  { id: 'commercial-architecture', label: 'Commercial Architecture' },
  { id: 'urban-planning', label: 'Urban Planning' },
  { id: 'sustainable-design', label: 'Sustainable Design' },
  { id: 'renovation-restoration', label: 'Renovation & Restoration' },
  { id: 'interior-design', label: 'Interior Design' },
  { id: '3d-visualization', label: '3D Visualization' },
  { id: 'building-construction', label: 'Building Construction' },
  { id: 'property-estate-management', label: 'Property & Estate Management' },
] as const satisfies readonly { id: 'general' | 'plans' | (typeof SERVICE_IDS)[number]; label: string }[];
export type ContactSubjectId = (typeof CONTACT_SUBJECTS)[number]['id'];

const subjectIds = CONTACT_SUBJECTS.map((subject) => subject.id) as [ContactSubjectId, ...ContactSubjectId[]];

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 5000, messageMin: 10 } as const;

/**
 * The contact form, checked with this one schema in the browser, the route action and the JSON API.
 * Every message is meant to be shown next to its field.
 */
export const contactInputSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(CONTACT_LIMITS.name, `Please keep your name under ${CONTACT_LIMITS.name} characters.`),
  email: z
    .string({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(CONTACT_LIMITS.email, 'This email address is too long.')
    .pipe(z.email('Please enter a valid email address.')),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, 'This phone number is too long.')
    .regex(/^$|^\+?[0-9 ().-]{6,}$/, 'Please enter a valid phone number, or leave it empty.')
    .optional()
    .transform((value) => (value ? value : undefined)),
  subject: z.enum(subjectIds, { error: 'Please choose what your message is about.' }),
  message: z
    .string({ error: 'Please write a message.' })
    .trim()
    .min(CONTACT_LIMITS.messageMin, `Please write at least ${CONTACT_LIMITS.messageMin} characters.`)
    .max(CONTACT_LIMITS.message, `Please keep your message under ${CONTACT_LIMITS.message} characters.`),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
export type ContactField = keyof ContactInput;

export function contactSubjectLabel(id: string): string {
  return CONTACT_SUBJECTS.find((subject) => subject.id === id)?.label ?? id;
}

/** Field → first message, for showing next to each input. */
export function contactFieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  return fieldErrors<ContactField>(error.issues);
}
