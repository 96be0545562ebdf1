import { priceSaleInputSchema, type SaleTarget, type StaffPriceSale } from '@atelier/domain/price-sales';
import type { Path } from 'react-hook-form';
import { inputResolver } from '../../lib/input-resolver';
import { isoOfLocalInput, localInputOfIso } from '../../lib/local-date-time';
import { numberOrNull } from './promotion-form-values';

/**
 * What the sale form holds: the percent box as its text, the times as the date-time inputs show them, and
 * the id of the design typed or of the category chosen (emptied when the kind of target changes).
 */
export interface SaleFormValues {
  name: string;
  target: SaleTarget;
  targetId: string;
  percentOff: string;
  startsAt: string;
  endsAt: string;
}

/** The fields messages land on, in the order the form shows them (the first refused is focused). */
export const SALE_FIELDS = [
  'name',
  'target',
  'targetId',
  'percentOff',
  'startsAt',
  'endsAt',
] as const satisfies readonly Path<SaleFormValues>[];

/** The form for a saved sale, or an empty one (of a design). */
export function saleValuesOf(sale: StaffPriceSale | null): SaleFormValues {
  return {
    name: sale?.name ?? '',
    target: sale?.target ?? 'design',
    targetId: sale?.targetId ?? '',
    percentOff: sale ? String(sale.percentOff) : '',
    startsAt: localInputOfIso(sale?.startsAt ?? null),
    endsAt: localInputOfIso(sale?.endsAt ?? null),
  };
}

/** The body the API takes, before the shared schema checks it (a blank box is null, for it to refuse). */
export function saleInputOf(values: SaleFormValues) {
  return {
    name: values.name,
    target: values.target,
    targetId: values.targetId,
    percentOff: numberOrNull(values.percentOff),
    startsAt: isoOfLocalInput(values.startsAt),
    endsAt: isoOfLocalInput(values.endsAt),
  };
}

/** Checks the form as the sale it becomes, with the schema the server checks it with. */
export const saleFormResolver = inputResolver(priceSaleInputSchema, saleInputOf);
