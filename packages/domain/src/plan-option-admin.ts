import './zod-config.ts';
import { z } from 'zod';
import {
  isPlanOptionId,
  PLAN_OPTION_IDS,
  PLAN_OPTION_LIMITS,
  type PlanOptionId,
  type PlanOptionSettings,
  sortPlanOptions,
} from './plan-options.ts';

/** Zod schemas of the plan options' staff API (plan-options.ts holds the model and its plain functions). */

export const planOptionTermsSchema = z.object({
  offered: z.boolean(),
  priceCents: z
    .number('Enter a price.')
    .int('Enter a price in whole cents.')
    .min(0, 'A price cannot be negative.')
    .max(PLAN_OPTION_LIMITS.maxPriceCents, `A price is at most $${PLAN_OPTION_LIMITS.maxPriceCents / 100}.`),
  leadDays: z
    .number('Enter the lead time in days.')
    .int('Enter the lead time in whole days.')
    .min(PLAN_OPTION_LIMITS.minLeadDays, `A lead time is at least ${PLAN_OPTION_LIMITS.minLeadDays} day.`)
    .max(PLAN_OPTION_LIMITS.maxLeadDays, `A lead time is at most ${PLAN_OPTION_LIMITS.maxLeadDays} days.`),
});

/** Every option's terms (all of them, always). */
export const planOptionSettingsSchema = z.object(
  Object.fromEntries(PLAN_OPTION_IDS.map((id) => [id, planOptionTermsSchema])) as Record<
    PlanOptionId,
    typeof planOptionTermsSchema
  >,
) satisfies z.ZodType<PlanOptionSettings>;

/** GET and PUT /api/admin/settings/plan-options. */
export const studioPlanOptionsSchema = z.object({ options: planOptionSettingsSchema });
export type StudioPlanOptions = z.infer<typeof studioPlanOptionsSchema>;

/** Option ids as the API answers them: known ones, in their fixed order. */
const planOptionIdListSchema = z.array(z.string().refine(isPlanOptionId, 'This option is not known.'));

/** Option ids as staff send them: put in their fixed order, repeats dropped. */
export const planOptionIdsSchema = planOptionIdListSchema
  .max(PLAN_OPTION_IDS.length)
  .transform((ids) => sortPlanOptions(ids));

/**
 * PUT /api/admin/designs/:id/plan-options: the options this design offers, of those the studio offers;
 * null offers every one the studio offers (and follows the studio's later changes).
 */
export const designPlanOptionsInputSchema = z.object({ offered: planOptionIdsSchema.nullable() });
export type DesignPlanOptionsInput = z.infer<typeof designPlanOptionsInputSchema>;

/** GET and PUT /api/admin/designs/:id/plan-options answer: also the studio's terms and the design's foundation. */
export const staffDesignPlanOptionsSchema = z.object({
  offered: planOptionIdListSchema.nullable(),
  studio: planOptionSettingsSchema,
  /** The design's own foundation, included at no charge; null when it has none (no foundation is sold). */
  includedFoundation: z.string().nullable(),
});
export type StaffDesignPlanOptions = z.infer<typeof staffDesignPlanOptionsSchema>;
