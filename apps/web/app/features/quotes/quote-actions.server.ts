import { fieldErrors, type ValidationIssue } from '@atelier/domain/field-errors';
import {
  drawingDecisionSchema,
  quoteAcceptSchema,
  quoteBalanceSchema,
  quoteDeclineSchema,
} from '@atelier/domain/quotes';
import type { AppLoadContext } from 'react-router';
import { CORRECT_FIELDS_MESSAGE, formValues } from '../../lib/form-check';
import { IDEMPOTENCY_FIELD, placedOrderLocation } from '../../lib/order-form';
import { refusalOf, SERVER_FAULT_MESSAGE } from '../../lib/refusal.server';
import {
  ACCEPT_TEXT_FIELDS,
  CONFIRM_APPROVAL_FIELD,
  CONFIRM_APPROVAL_MESSAGE,
  type QuoteFailure,
  type QuoteFormField,
  type QuoteIntent,
  readAcceptValues,
} from './quote-form-values';

type QuoteOutcome = { ok: true; location: string } | { ok: false; status: number; failure: QuoteFailure };

/** The buyer's way into the quote: the token of its private link. */
interface QuoteAccess {
  token: string;
}

/** The fields each form shows messages under; a refusal's other messages are said above the form. */
const FORM_FIELDS: Record<QuoteIntent, readonly QuoteFormField[]> = {
  accept: [...ACCEPT_TEXT_FIELDS, 'acceptTerms'],
  decline: ['reason'],
  decide: ['comment', CONFIRM_APPROVAL_FIELD],
  balance: [],
};

const ownFields = (intent: QuoteIntent | null) => (intent ? FORM_FIELDS[intent] : []);

/** The quote's own page, where a decline or a decision leads back to. */
const quotePath = (number: string, { token }: QuoteAccess) =>
  `/quote/${encodeURIComponent(number)}?token=${encodeURIComponent(token)}`;

type Attempt = Omit<QuoteFailure, 'fields' | 'formError'>;

const refuse = (status: number, attempt: Attempt, formError: string, fields: QuoteFailure['fields'] = {}) =>
  ({ ok: false, status, failure: { ...attempt, fields, formError } }) satisfies QuoteOutcome;

/**
 * The schema's messages (the browser checks with the same one first): those about the form's fields
 * under them, or else the first (a missing key, a decision that is neither) above the form.
 */
function refuseFields(attempt: Attempt, issues: readonly ValidationIssue[]): QuoteOutcome {
  const own = ownFields(attempt.intent);
  const messages = Object.entries(fieldErrors(issues));
  const shown = Object.fromEntries(messages.filter(([name]) => own.includes(name as QuoteFormField)));
  if (Object.keys(shown).length > 0) return refuse(400, attempt, CORRECT_FIELDS_MESSAGE, shown);
  return refuse(400, attempt, messages[0]?.[1] ?? SERVER_FAULT_MESSAGE);
}

/**
 * A service's failure as the form shows it: a refusal's messages about the form's fields under them,
 * anything else above it; a fault is logged and said in general terms, keeping an order form's key
 * (the order may have been placed), as for a refusal of ours (5xx).
 */
function failed(error: unknown, attempt: Attempt, context: AppLoadContext, key?: string): QuoteOutcome {
  const withKey = key ? { ...attempt, retryKey: key } : attempt;
  const refusal = refusalOf(error);
  if (!refusal) {
    context.requestContext.log.error({ err: error, intent: attempt.intent }, 'quote action failed');
    return refuse(500, withKey, SERVER_FAULT_MESSAGE);
  }
  const own = ownFields(attempt.intent);
  const fields: QuoteFailure['fields'] = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(refusal.fields)) {
    if (own.includes(name as QuoteFormField)) fields[name as QuoteFormField] = message;
    else if (message !== refusal.message) other.push(message);
  }
  const onFieldsOnly = other.length === 0 && Object.keys(fields).length > 0 && refusal.status === 400;
  const formError = onFieldsOnly ? CORRECT_FIELDS_MESSAGE : [refusal.message, ...other].join(' ');
  return refuse(refusal.status, refusal.status >= 500 ? withKey : attempt, formError, fields);
}

/** Accepts the quote with the billing details typed: its deposit's order is placed, and the buyer sent to it. */
async function acceptQuote(
  number: string,
  access: QuoteAccess,
  form: FormData,
  context: AppLoadContext,
): Promise<QuoteOutcome> {
  const attempt: Attempt = { intent: 'accept', values: formValues(form, FORM_FIELDS.accept) };
  const body = quoteAcceptSchema.safeParse({ ...readAcceptValues(form), idempotencyKey: form.get(IDEMPOTENCY_FIELD) });
  if (!body.success) return refuseFields(attempt, body.error.issues);
  try {
    const result = await context.services.quotes.accept(number, access, body.data, context.requestContext);
    return { ok: true, location: placedOrderLocation(form, result) };
  } catch (error) {
    return failed(error, attempt, context, body.data.idempotencyKey);
  }
}

/** Places the balance's order once the drawings are approved, and sends the buyer to it. */
async function payQuoteBalance(
  number: string,
  access: QuoteAccess,
  form: FormData,
  context: AppLoadContext,
): Promise<QuoteOutcome> {
  const attempt: Attempt = { intent: 'balance', values: {} };
  const body = quoteBalanceSchema.safeParse({ idempotencyKey: form.get(IDEMPOTENCY_FIELD) });
  if (!body.success) return refuseFields(attempt, body.error.issues);
  const { idempotencyKey } = body.data;
  try {
    const result = await context.services.quotes.payBalance(number, access, idempotencyKey, context.requestContext);
    return { ok: true, location: placedOrderLocation(form, result) };
  } catch (error) {
    return failed(error, attempt, context, idempotencyKey);
  }
}

/** Declines the quote, with the buyer's reason if they gave one; the quote's page then says so. */
async function declineQuote(
  number: string,
  access: QuoteAccess,
  form: FormData,
  context: AppLoadContext,
): Promise<QuoteOutcome> {
  const attempt: Attempt = { intent: 'decline', values: formValues(form, FORM_FIELDS.decline) };
  const body = quoteDeclineSchema.safeParse(attempt.values);
  if (!body.success) return refuseFields(attempt, body.error.issues);
  try {
    await context.services.quotes.decline(number, access, body.data.reason);
    return { ok: true, location: quotePath(number, access) };
  } catch (error) {
    return failed(error, attempt, context);
  }
}

/** Approves the preliminary drawings, or asks for changes to them (which needs a comment). */
async function decideDrawing(
  number: string,
  access: QuoteAccess,
  form: FormData,
  context: AppLoadContext,
): Promise<QuoteOutcome> {
  const drawingId = String(form.get('drawingId') ?? '');
  const attempt: Attempt = { intent: 'decide', drawingId, values: formValues(form, FORM_FIELDS.decide) };
  const body = drawingDecisionSchema.safeParse({ ...attempt.values, decision: form.get('decision') });
  if (!body.success) return refuseFields(attempt, body.error.issues);
  // An approval is asked for twice (the balance falls due): it comes with the buyer's confirmation.
  if (body.data.decision === 'approved' && form.get(CONFIRM_APPROVAL_FIELD) !== 'on') {
    return refuse(400, attempt, CORRECT_FIELDS_MESSAGE, { [CONFIRM_APPROVAL_FIELD]: CONFIRM_APPROVAL_MESSAGE });
  }
  try {
    await context.services.quotes.decide(number, access, drawingId, body.data);
    return { ok: true, location: quotePath(number, access) };
  } catch (error) {
    return failed(error, attempt, context);
  }
}

/** The action of each form of the quote page, by its intent. */
export const QUOTE_ACTIONS: Record<
  QuoteIntent,
  (number: string, access: QuoteAccess, form: FormData, context: AppLoadContext) => Promise<QuoteOutcome>
> = { accept: acceptQuote, decline: declineQuote, decide: decideDrawing, balance: payQuoteBalance };
