import { formatMoney } from '@atelier/domain/money';
import {
  type DesignPlanOptionsInput,
  designPlanOptionsInputSchema,
  type StaffDesignPlanOptions,
} from '@atelier/domain/plan-option-admin';
import {
  ADD_ON_IDS,
  FOUNDATION_IDS,
  isFoundationOption,
  leadTimeText,
  type PlanOptionId,
} from '@atelier/domain/plan-options';
import { z } from 'zod';

/** What the form holds: every option the studio offers, or only the ticked ones. */
export interface PlanOptionsFormValues {
  mode: 'all' | 'only';
  /** The ticked options; ids not listed on the page (the design's own foundation) stay as they were saved. */
  offered: string[];
}

/** The design's own foundation, or null when it has none. */
export const includedFoundationOf = (saved: StaffDesignPlanOptions) =>
  saved.includedFoundation !== null && isFoundationOption(saved.includedFoundation) ? saved.includedFoundation : null;

/**
 * The options this design could sell, in their fixed order: the foundations other than its own (none when it
 * has no foundation of its own), then the add-ons.
 */
export function listedOptions(saved: StaffDesignPlanOptions): PlanOptionId[] {
  const included = includedFoundationOf(saved);
  const foundations = included ? FOUNDATION_IDS.filter((id) => id !== included) : [];
  return [...foundations, ...ADD_ON_IDS];
}

/** Those the studio offers: all of them are ticked when "only these" is chosen after "every option". */
export const studioOffered = (saved: StaffDesignPlanOptions) =>
  listedOptions(saved).filter((id) => saved.studio[id].offered);

export const planOptionsValuesOf = (saved: StaffDesignPlanOptions): PlanOptionsFormValues => ({
  mode: saved.offered === null ? 'all' : 'only',
  offered: saved.offered ?? studioOffered(saved),
});

/** The form's values as the shared schema takes them: null for every option the studio offers. */
export const planOptionsFormSchema = z
  .object({ mode: z.enum(['all', 'only']), offered: z.array(z.string()) })
  .transform(
    (values): z.input<typeof designPlanOptionsInputSchema> => ({
      offered: values.mode === 'all' ? null : values.offered,
    }),
  )
  .pipe(designPlanOptionsInputSchema) satisfies z.ZodType<DesignPlanOptionsInput, PlanOptionsFormValues>;

/** One option's terms as the storefront shows them: the studio's price and lead time. */
export const termsText = (saved: StaffDesignPlanOptions, id: PlanOptionId) =>
  `${formatMoney(saved.studio[id].priceCents)} · ${leadTimeText(saved.studio[id].leadDays)}`;
