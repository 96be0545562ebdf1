import { format, parseISO } from 'date-fns';

const PATTERNS = { date: 'd MMM yyyy', dateTime: 'd MMM yyyy, HH:mm' } as const;

/** An ISO date-time from the API in the reader's time zone, e.g. '3 Mar 2026, 14:05'. */
export function formatDateTime(iso: string, style: keyof typeof PATTERNS = 'dateTime'): string {
  return format(parseISO(iso), PATTERNS[style]);
}

export function DateTime({ value, style = 'dateTime' }: { value: string; style?: keyof typeof PATTERNS }) {
  return <time dateTime={value}>{formatDateTime(value, style)}</time>;
}
