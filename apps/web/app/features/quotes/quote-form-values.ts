import { drawingDecisionSchema, quoteAcceptSchema, quoteDeclineSchema } from '@atelier/domain/quotes';
import type { CustomerField } from '../../components/customer-fields';
import { formValues, schemaCheck } from '../../lib/form-check';

/** Each form of the quote page posts its `intent`; the one action tells them apart by it. */
export const QUOTE_INTENTS = ['accept', 'decline', 'decide', 'balance'] as const;
export type QuoteIntent = (typeof QUOTE_INTENTS)[number];
export const QUOTE_INTENT_FIELD = 'intent';

export const isQuoteIntent = (value: unknown): value is QuoteIntent =>
  typeof value === 'string' && (QUOTE_INTENTS as readonly string[]).includes(value);

export type AcceptField = CustomerField | 'acceptTerms';
/** The fields a form of the page may show messages under. */
export type QuoteFormField = AcceptField | 'reason' | 'comment' | 'confirmApproval';

/** The approval's "yes, approve them": the checkbox of the form without scripts, or the dialog's answer. */
export const CONFIRM_APPROVAL_FIELD = 'confirmApproval';
export const CONFIRM_APPROVAL_MESSAGE = 'Tick the box to say you approve these drawings.';

export const ACCEPT_TEXT_FIELDS = [
  'fullName',
  'phone',
  'company',
  'vatNumber',
  'country',
  'address',
] as const satisfies readonly CustomerField[];

/**
 * What a form of the page sent that was not done: which form (null when the post could not be read),
 * what was typed, the messages under its fields and above it. `retryKey` is the key an order form must
 * post again, when the attempt may have placed the order.
 */
export interface QuoteFailure {
  intent: QuoteIntent | null;
  values: Partial<Record<QuoteFormField, string>>;
  fields: Partial<Record<QuoteFormField, string>>;
  formError: string;
  retryKey?: string;
  /** The drawing a decision was about. */
  drawingId?: string;
}

/** The accept form's values as the quote's schema reads them (the key comes from the server). */
export function readAcceptValues(form: FormData) {
  return { ...formValues(form, ACCEPT_TEXT_FIELDS), acceptTerms: form.get('acceptTerms') === 'on' };
}

/** The accept form checked with the schema the server uses: in the browser before the post, and by the action. */
export const checkAcceptForm = schemaCheck<AcceptField>(
  quoteAcceptSchema.omit({ idempotencyKey: true }),
  readAcceptValues,
);

export const checkDeclineForm = schemaCheck<'reason'>(quoteDeclineSchema);

/** A decision on the preliminary drawings: asking for changes needs a comment. */
export const checkDecisionForm = schemaCheck<'decision' | 'comment'>(drawingDecisionSchema);
