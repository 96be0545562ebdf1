/** The files a buyer receives: the plan set is a PDF; CAD files are DWG, DXF or a ZIP of them. */
export const PLAN_FILE_KINDS = ['plan-set', 'cad'] as const;
export type PlanFileKind = (typeof PLAN_FILE_KINDS)[number];
export const PLAN_FILE_KIND_LABELS: Record<PlanFileKind, string> = { 'plan-set': 'Plan set (PDF)', cad: 'CAD files' };
