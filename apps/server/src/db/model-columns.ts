import { type BuildingModel, catalogueFactsOf, checkPlan } from '@atelier/domain/building-model';

/**
 * What a design's columns say of its model: the catalogue's facts (decision 072) and its plan check's
 * summary against its description (decision 076). Written on every save of the model or the design.
 */
export function modelColumns(model: BuildingModel, description: string) {
  const findings = checkPlan(model, { description });
  return {
    ...catalogueFactsOf(model),
    planCheckErrors: findings.filter((finding) => finding.severity === 'error').length,
    planCheckWarnings: findings.filter((finding) => finding.severity === 'warning').length,
    planCheckRules: [...new Set(findings.map((finding) => finding.rule))],
  };
}
