import { DEFAULT_INCLUSIONS, storedInclusionsSchema } from '@atelier/domain/plan-inclusions';
import type { StudioSettingDefinition } from './studio-setting.ts';

/** What each licence kind includes, studio-wide (plan-inclusions.ts), edited on /settings/inclusions. */
export const INCLUSIONS_SETTING = {
  key: 'licence_inclusions',
  name: 'inclusions',
  schema: storedInclusionsSchema,
  defaults: DEFAULT_INCLUSIONS,
} satisfies StudioSettingDefinition<typeof DEFAULT_INCLUSIONS>;
