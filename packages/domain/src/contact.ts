import './zod-config.ts';
import { z } from 'zod';
import type { SERVICE_IDS } from './catalog.ts';
import { fieldErrors } from './field-errors.ts';
import { minutesToWait } from './wait-time.ts';

/** Shown when one client sent too many messages (the contact form, a modification request) in a short time. */
export function contactLimitMessage(retryAfterSeconds: number): string {
  return `You have sent several messages in a short time. Please try again in ${minutesToWait(retryAfterSeconds)}.`;
}

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

/**
 * The subject of a modification request sent from a design page. Not offered on the contact form:
 * such an inquiry always names its design.
 */
export const MODIFICATION_SUBJECT = { id: 'plan-modification', label: 'Plan modification' } as const;

export function contactSubjectLabel(id: string): string {
  if (id === MODIFICATION_SUBJECT.id) return MODIFICATION_SUBJECT.label;
  return CONTACT_SUBJECTS.find((subject) => subject.id === id)?.label ?? id;
}

export const MODIFICATION_LIMITS = { changes: 5000, changesMin: 10, lotSize: 100, designId: 100 } as const;

/**
 * "Request a modification" on a design page (POST /api/modification-requests and the route action
 * of /design/:id/modify): what to change, the lot size if known, and who is asking.
 */
export const modificationRequestInputSchema = z.object({
  designId: z
    .string({ error: 'Please choose a design.' })
    .trim()
    .min(1, 'Please choose a design.')
    .max(MODIFICATION_LIMITS.designId, 'This design does not exist.'),
  changes: z
    .string({ error: 'Please describe what you would like to change.' })
    .trim()
    .min(MODIFICATION_LIMITS.changesMin, `Please write at least ${MODIFICATION_LIMITS.changesMin} characters.`)
    .max(MODIFICATION_LIMITS.changes, `Please keep this under ${MODIFICATION_LIMITS.changes} characters.`),
  lotSize: z
    .string()
    .trim()
    .max(MODIFICATION_LIMITS.lotSize, `Please keep the lot size under ${MODIFICATION_LIMITS.lotSize} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined)),
  name: contactInputSchema.shape.name,
  email: contactInputSchema.shape.email,
});
export type ModificationRequestInput = z.infer<typeof modificationRequestInputSchema>;
export type ModificationRequestField = keyof ModificationRequestInput;

/** The inquiry message staff read: the requested changes, then the lot size when given. */
export function modificationRequestMessage(input: Pick<ModificationRequestInput, 'changes' | 'lotSize'>): string {
  return input.lotSize ? `${input.changes}\n\nLot size: ${input.lotSize}` : input.changes;
}

/** Field → first message, for showing next to each input. */
export function modificationFieldErrors(error: z.ZodError): Partial<Record<ModificationRequestField, string>> {
  return fieldErrors<ModificationRequestField>(error.issues);
}

/** Field → first message, for showing next to each input. */
export function contactFieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  return fieldErrors<ContactField>(error.issues);
}
