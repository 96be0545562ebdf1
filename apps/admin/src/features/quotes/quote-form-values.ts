import {
  QUOTE_DEFAULTS,
  type QuoteAmounts,
  type QuoteTerms,
  type QuoteTermsInput,
  quoteAmounts,
  quoteTermsSchema,
} from '@atelier/domain/quotes';
import { addDays, format } from 'date-fns';
import type { Path } from 'react-hook-form';
import { inputResolver } from '../../lib/input-resolver';

/** One line as the form holds it: the amount in cents, NaN while its box is empty. */
export interface QuoteLineValues {
  description: string;
  amountCents: number;
}

/** What the quote form holds: number boxes as their text, the last day to accept as a date input shows it. */
export interface QuoteFormValues {
  lines: QuoteLineValues[];
  depositPercent: string;
  dueDays: string;
  validUntil: string;
  note: string;
}

export const emptyLine = (): QuoteLineValues => ({ description: '', amountCents: Number.NaN });

/** A new quote: one empty line, the usual deposit and delivery time, valid for two weeks from today. */
export function newQuoteValues(today: Date = new Date()): QuoteFormValues {
  return {
    lines: [emptyLine()],
    depositPercent: String(QUOTE_DEFAULTS.depositPercent),
    dueDays: String(QUOTE_DEFAULTS.dueDays),
    validUntil: format(addDays(today, QUOTE_DEFAULTS.validDays), 'yyyy-MM-dd'),
    note: '',
  };
}

/** The form for a saved quote's terms. */
export function formValuesOf(terms: QuoteTerms): QuoteFormValues {
  return {
    lines: terms.lines.map(({ description, amountCents }) => ({ description, amountCents })),
    depositPercent: String(terms.depositPercent),
    dueDays: String(terms.dueDays),
    validUntil: terms.validUntil,
    note: terms.note,
  };
}

/** A number box's text as the number it reads as; blank (or not a number) is NaN, for the schema to refuse. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The terms the API takes, before the shared schema checks them. */
export function termsOf(values: QuoteFormValues): QuoteTermsInput {
  return {
    lines: values.lines.map(({ description, amountCents }) => ({ description, amountCents })),
    depositPercent: numberOf(values.depositPercent),
    dueDays: numberOf(values.dueDays),
    validUntil: values.validUntil,
    note: values.note,
  };
}

/** The total, deposit and balance of the terms as typed so far: an empty or unreadable box counts as 0. */
export function runningAmounts(values: Pick<QuoteFormValues, 'lines' | 'depositPercent'>): QuoteAmounts {
  const finite = (value: number) => (Number.isFinite(value) ? value : 0);
  const lines = values.lines.map((line) => ({ description: line.description, amountCents: finite(line.amountCents) }));
  return quoteAmounts(lines, finite(numberOf(values.depositPercent)));
}

const AMOUNT_PATH = /^lines\.(\d+)\.amountCents$/;

/**
 * The schema's messages on the fields they name ('lines.0.description'): one about the list of lines as a
 * whole goes on its root, and an empty amount box asks for an amount rather than a number of cents.
 */
export function messagesOnFields(
  messages: Readonly<Partial<Record<string, string>>>,
  values: QuoteFormValues,
): Record<string, string> {
  const onFields: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) {
    if (message === undefined) continue;
    const amount = AMOUNT_PATH.exec(path);
    if (amount && !Number.isFinite(values.lines[Number(amount[1])]?.amountCents)) {
      onFields[path] ??= 'Enter the amount in dollars.';
    } else {
      onFields[path === 'lines' ? 'lines.root' : path] ??= message;
    }
  }
  return onFields;
}

/** Checks the form as the terms it becomes, with the shared schema the server checks them with. */
export const quoteFormResolver = inputResolver(quoteTermsSchema, termsOf, messagesOnFields);

/** The fields the server's messages may name, in the order the form shows them (the first refused is focused). */
export function quoteFieldPaths(lineCount: number): Path<QuoteFormValues>[] {
  const linePaths = Array.from(
    { length: lineCount },
    (_, index) => [`lines.${index}.description`, `lines.${index}.amountCents`] as const,
  ).flat();
  return [...linePaths, 'lines', 'depositPercent', 'dueDays', 'validUntil', 'note'];
}
