/** The staff API's view of a design's building model (decision 069): the model, its facts, its plan check. */
import './zod-config.ts';
import { z } from 'zod';
import type { BuildingFacts } from './building-model/derive.ts';
import { PLAN_RULES, type PlanRuleId } from './building-model/plan-check.ts';
import { buildingModelSchema } from './building-model/schema.ts';

/** PUT /api/admin/designs/:id/building-model: the design's model, or null for none (its facts stay as stated). */
export const buildingModelInputSchema = z.object({ model: buildingModelSchema.nullable() });

const buildingFactsSchema = z.object({
  widthFt: z.number(),
  depthFt: z.number(),
  footprintSqFt: z.number(),
  heatedFootprintSqFt: z.number(),
  heatedSqFtByFloor: z.array(z.object({ floor: z.string(), label: z.string(), sqFt: z.number() })),
  heatedSqFt: z.number(),
  coveredSqFt: z.number(),
  bedrooms: z.number(),
  fullBaths: z.number(),
  halfBaths: z.number(),
  bathrooms: z.number(),
  garageBays: z.number(),
  stories: z.number(),
  outlineCorners: z.number(),
}) satisfies z.ZodType<BuildingFacts>;

const planFindingSchema = z.object({
  rule: z.enum(Object.keys(PLAN_RULES) as [PlanRuleId, ...PlanRuleId[]]),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  elements: z.array(z.string()),
});

/** GET /api/admin/designs/:id/building-model (and the PUT's answer): null facts and no findings without a model. */
export const staffBuildingModelSchema = z.object({
  model: buildingModelSchema.nullable(),
  facts: buildingFactsSchema.nullable(),
  findings: z.array(planFindingSchema),
});
export type StaffBuildingModel = z.infer<typeof staffBuildingModelSchema>;

/**
 * GET /api/admin/designs/plan-check: the designs whose building model fails its plan check (decision
 * 076), as of each one's last save: how many are checked and fail, the designs per rule, and the failing
 * designs (most errors first, the first PLAN_CHECK_LIST_SIZE).
 */
export const PLAN_CHECK_LIST_SIZE = 50;
export const staffPlanCheckSummarySchema = z.object({
  checked: z.number().int(),
  failing: z.number().int(),
  rules: z.array(
    z.object({
      rule: planFindingSchema.shape.rule,
      title: z.string(),
      severity: planFindingSchema.shape.severity,
      designs: z.number().int(),
    }),
  ),
  designs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      errors: z.number().int(),
      warnings: z.number().int(),
    }),
  ),
});
export type StaffPlanCheckSummary = z.infer<typeof staffPlanCheckSummarySchema>;
