/** The files a buyer receives: the plan set is a PDF; CAD files are DWG, DXF or a ZIP of them. */
export const PLAN_FILE_KINDS = ['plan-set', 'cad'] as const;
export type PlanFileKind = (typeof PLAN_FILE_KINDS)[number];
export const PLAN_FILE_KIND_LABELS: Record<PlanFileKind, string> = { 'plan-set': 'Plan set (PDF)', cad: 'CAD files' };

/**
 * What a download grant opens: one of the design's plan files, or the drawing of a plan option the order
 * bought, delivered by staff (decision 043), as `option:<option id>`.
 */
export type GrantFile = PlanFileKind | `option:${string}` | `drawing:${string}`;

const OPTION_FILE = /^option:([a-z-]{1,40})$/;
/** A modification quote's final drawings (decision 053), delivered with the order that paid its balance. */
const DRAWING_FILE = /^drawing:([A-Za-z0-9-]{1,64})$/;
export const MODIFIED_PLANS_LABEL = 'Modified plans (PDF)';

export const drawingGrantFile = (drawingId: string): GrantFile => `drawing:${drawingId}`;

/** The quote drawing's id of a grant, or null for any other file. */
export function grantDrawingId(file: string): string | null {
  return DRAWING_FILE.exec(file)?.[1] ?? null;
}

export const optionGrantFile = (optionId: string): GrantFile => `option:${optionId}`;

/** The option id of an option's grant, or null for a plan file. */
export function grantOptionId(file: string): string | null {
  return OPTION_FILE.exec(file)?.[1] ?? null;
}

export function isGrantFile(value: string): value is GrantFile {
  return (PLAN_FILE_KINDS as readonly string[]).includes(value) || OPTION_FILE.test(value) || DRAWING_FILE.test(value);
}

/** A grant's label: the plan file's kind, or the option's label as the order line bought it. */
export function grantFileLabel(file: GrantFile, options: readonly { id: string; label: string }[]): string {
  if (grantDrawingId(file) !== null) return MODIFIED_PLANS_LABEL;
  const optionId = grantOptionId(file);
  if (optionId === null) return PLAN_FILE_KIND_LABELS[file as PlanFileKind];
  return options.find((option) => option.id === optionId)?.label ?? optionId;
}
