import { planOptionSettingsSchema } from '@atelier/domain/plan-option-admin';
import { DEFAULT_PLAN_OPTIONS } from '@atelier/domain/plan-options';
import type { StudioSettingDefinition } from './studio-setting.ts';

/** The studio's plan options: each one's price, lead time and whether it is offered (/settings/plan-options). */
export const PLAN_OPTIONS_SETTING = {
  key: 'plan_options',
  name: 'plan_options',
  schema: planOptionSettingsSchema,
  defaults: DEFAULT_PLAN_OPTIONS,
} satisfies StudioSettingDefinition<typeof DEFAULT_PLAN_OPTIONS>;
