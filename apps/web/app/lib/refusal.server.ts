import { isDomainError } from '@atelier/domain/domain-error';
import { fieldsFailure } from './form-check';

/** What a service refused, as the storefront shows it: the status for the page, the message and the fields. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields: Record<string, string>;
}

/**
 * The storefront's one reading of a service's failure: a domain error is meant for the visitor and maps to
 * its status (the same table as the API's); anything else is ours to log, and null here.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!isDomainError(error)) return null;
  return { status: error.status, code: error.code, message: error.message, fields: error.fields ?? {} };
}

/**
 * A form's failure as the storefront's forms show it: the fields' own messages with "Please correct the
 * highlighted fields." above them, or the refusal's message alone (e.g. a rate limit's "try again in …").
 */
export function formFailure(refusal: Refusal): { fields: Record<string, string>; formError: string } {
  if (refusal.code === 'validation_failed') return fieldsFailure(refusal.fields);
  return { fields: {}, formError: refusal.message };
}

/** The posted form, or null when it cannot be read (not a form, or cut off on its way). */
export const readForm = (request: Request): Promise<FormData | null> => request.formData().catch(() => null);

export const UNREADABLE_FORM = 'The form could not be read. Please try again.';

/** What a form's action answers (with status 400) when the posted form could not be read: no values, no field messages. */
export const unreadableForm = () => ({ values: {}, fields: {}, formError: UNREADABLE_FORM });

/** What the visitor reads when a service failed for a reason of ours (logged, never shown). */
export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';
