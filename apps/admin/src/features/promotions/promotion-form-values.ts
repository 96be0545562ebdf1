import {
  type PromotionInputFields,
  type PromotionScope,
  promotionInputSchema,
  type StaffPromotion,
} from '@atelier/domain/promotions';
import type { Path } from 'react-hook-form';
import { linesOf, textOf } from '../../components/lines-field';
import { ApiRequestError } from '../../lib/api';
import { inputResolver } from '../../lib/input-resolver';
import { isoOfLocalInput, localInputOfIso } from '../../lib/local-date-time';

export type DiscountKind = 'percent' | 'amount';

/**
 * What the promotion form holds: number boxes as their text, money in cents (NaN while empty), dates as
 * the date-time inputs show them, and the design ids as the text area's lines. The other scopes' values
 * are ticked boxes in `scopeValues`, emptied when the scope changes.
 */
export interface PromotionFormValues {
  code: string;
  kind: DiscountKind;
  percentOff: string;
  amountOffCents: number;
  maxUses: string;
  maxUsesPerBuyer: string;
  startsAt: string;
  endsAt: string;
  minSubtotalCents: number;
  scope: PromotionScope;
  scopeValues: string[];
  designIds: string;
}

/** The fields messages land on, in the order the form shows them (the first refused is focused). */
export const PROMOTION_FIELDS = [
  'code',
  'percentOff',
  'amountOffCents',
  'maxUses',
  'maxUsesPerBuyer',
  'startsAt',
  'endsAt',
  'minSubtotalCents',
  'scope',
  'scopeValues',
  'designIds',
] as const satisfies readonly Path<PromotionFormValues>[];

const countOf = (cap: number | null) => (cap === null ? '' : String(cap));

/** The form for a saved code, or an empty one (a percentage off everything, with no limits). */
export function formValuesOf(promotion: StaffPromotion | null): PromotionFormValues {
  const scope = promotion?.scope ?? 'all';
  const values = promotion?.scopeValues ?? [];
  return {
    code: promotion?.code ?? '',
    kind: promotion?.amountOffCents != null ? 'amount' : 'percent',
    percentOff: promotion?.percentOff != null ? String(promotion.percentOff) : '',
    amountOffCents: promotion?.amountOffCents ?? Number.NaN,
    maxUses: countOf(promotion?.maxUses ?? null),
    maxUsesPerBuyer: countOf(promotion?.maxUsesPerBuyer ?? null),
    startsAt: localInputOfIso(promotion?.startsAt ?? null),
    endsAt: localInputOfIso(promotion?.endsAt ?? null),
    // No minimum reads as an empty box.
    minSubtotalCents: promotion?.minSubtotalCents ? promotion.minSubtotalCents : Number.NaN,
    scope,
    scopeValues: scope === 'designs' ? [] : values,
    designIds: scope === 'designs' ? textOf(values) : '',
  };
}

/** A number box's text: blank is none (null), anything else the number it reads as (the schema judges it). */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Design ids typed one per line; a blank line names none. */
const designIdsOf = (text: string) => linesOf(text).filter(Boolean);

/** The body the API takes, before the shared schema checks it: only the chosen discount and scope count. */
export function inputOf(values: PromotionFormValues): PromotionInputFields {
  const percent = values.kind === 'percent';
  return {
    code: values.code,
    percentOff: percent ? numberOrNull(values.percentOff) : null,
    amountOffCents: !percent && Number.isFinite(values.amountOffCents) ? values.amountOffCents : null,
    maxUses: numberOrNull(values.maxUses),
    maxUsesPerBuyer: numberOrNull(values.maxUsesPerBuyer),
    startsAt: isoOfLocalInput(values.startsAt),
    endsAt: isoOfLocalInput(values.endsAt),
    minSubtotalCents: Number.isFinite(values.minSubtotalCents) ? values.minSubtotalCents : 0,
    scope: values.scope,
    scopeValues:
      values.scope === 'all' ? [] : values.scope === 'designs' ? designIdsOf(values.designIds) : values.scopeValues,
  };
}

/**
 * The schema's (or the server's) messages keyed by the form's fields: one about the values, or one of them,
 * goes on the control that holds them, and "give either a percent or an amount off" on the amount when
 * that is the kind chosen.
 */
export function messagesOnFields(
  messages: Readonly<Partial<Record<string, string>>>,
  { scope, kind }: Pick<PromotionFormValues, 'scope' | 'kind'>,
): Record<string, string> {
  const onFields: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) {
    if (message === undefined) continue;
    let field = path.split('.')[0] ?? path;
    if (field === 'scopeValues' && scope === 'designs') field = 'designIds';
    if (field === 'percentOff' && kind === 'amount') field = 'amountOffCents';
    onFields[field] ??= message;
  }
  return onFields;
}

/** Checks the form as the PromotionInput it becomes, with the shared schema; its messages land on the fields. */
export const promotionFormResolver = inputResolver(promotionInputSchema, inputOf, messagesOnFields);

/** The server's refusal with its messages on the form's fields, as the form's own check would put them. */
export function onFormFields(error: unknown, values: Pick<PromotionFormValues, 'scope' | 'kind'>): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  return new ApiRequestError(error.status, error.code, error.message, messagesOnFields(error.fields, values));
}
