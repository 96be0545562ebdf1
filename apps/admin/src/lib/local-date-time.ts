import { format, formatISO, isValid, parseISO } from 'date-fns';

/**
 * A date-time input (`type="datetime-local"`) shows the reader's wall-clock time, without a zone; the API
 * wants an ISO date-time with its offset. These convert between the two in the reader's time zone.
 */

/** '2026-03-01T09:00' → '2026-03-01T09:00:00+01:00'; blank is null, and text that is no date stays as it is. */
export function isoOfLocalInput(text: string): string | null {
  if (text.trim() === '') return null;
  const date = parseISO(text);
  return isValid(date) ? formatISO(date) : text;
}

/** An ISO date-time from the API as a date-time input's value, e.g. '2026-03-01T09:00'; null is blank. */
export function localInputOfIso(iso: string | null): string {
  return iso ? format(parseISO(iso), "yyyy-MM-dd'T'HH:mm") : '';
}
