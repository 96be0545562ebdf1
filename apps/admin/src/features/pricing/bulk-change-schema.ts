import { type BulkPriceChange, bulkPriceChangeSchema, type PRICE_CHANGE_KINDS } from '@atelier/domain/catalogue-admin';
import { dollarsToCents } from '@atelier/domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';

export type BulkScope = 'category' | 'selected';

/** What the bulk form holds: a category or the selected designs, and an amount typed in dollars. */
export interface BulkForm {
  scope: BulkScope;
  categoryId: string;
  kind: (typeof PRICE_CHANGE_KINDS)[number];
  /** A percent, or dollars; NaN when the box is empty. */
  value: number;
  /** The extra licence prices (CAD, unlimited, study set) move in the same proportion. */
  moveLicences: boolean;
}

export function toChange(form: BulkForm, designIds: readonly string[]): BulkPriceChange {
  return {
    ...(form.scope === 'selected'
      ? { designIds: [...designIds] }
      : form.categoryId
        ? { categoryId: form.categoryId }
        : {}),
    kind: form.kind,
    value: form.kind === 'amount' ? dollarsToCents(form.value) : form.value,
    moveLicences: form.moveLicences,
  };
}

const checkChange = zodResolver(bulkPriceChangeSchema);

/**
 * Checks the form as the shared BulkPriceChange it becomes (amounts in cents): that schema's messages
 * land on the fields of the same names (categoryId, designIds, kind, value).
 */
export function bulkFormResolver(selectedIds: () => readonly string[]): Resolver<BulkForm, unknown, BulkPriceChange> {
  return async (values, context, options) => {
    const designIds = selectedIds();
    if (values.scope === 'selected' && designIds.length === 0) {
      return {
        values: {},
        errors: { scope: { type: 'required', message: 'Tick the designs to change in the list above.' } },
      };
    }
    return checkChange(
      toChange(values, designIds),
      context,
      options as unknown as ResolverOptions<z.input<typeof bulkPriceChangeSchema>>,
    );
  };
}
