/**
 * One building model per design (decision 069): its schema and JSON, the facts derived from it and the
 * plan check that judges it. `@atelier/domain/building-model`.
 */
export {
  type CatalogueFacts,
  catalogueFactsOf,
  complexityFromCorners,
  MODEL_FACT_FIELDS,
} from './building-model/catalogue-facts.ts';
export { type BuildingFacts, deriveFacts, type FloorArea } from './building-model/derive.ts';
export {
  exportBuildingModel,
  type ModelIssue,
  type ModelParseResult,
  parseBuildingModel,
} from './building-model/io.ts';
export {
  checkPlan,
  PLAN_RULES,
  type PlanFinding,
  type PlanRuleId,
  type PlanSeverity,
  passesPlanCheck,
} from './building-model/plan-check.ts';
export {
  type DrawnDimension,
  type DrawnSpace,
  type FloorDrawing,
  type PlacedText,
  type PlanDrawings,
  planDrawings,
} from './building-model/plan-drawing.ts';
export { labelBox } from './building-model/plan-labels.ts';
export {
  boxesOverlap,
  DRAWING_UNITS_PER_FOOT,
  dimensionTexts,
  LINE_HEIGHT,
  roomSizeTexts,
  SIZE_LINE_SCALE,
  type TextBox,
  textWidth,
} from './building-model/plan-text.ts';
export { type BuildingModel, type BuildingModelInput, buildingModelSchema } from './building-model/schema.ts';
export { type StairGeometry, stairGeometry, stairRiseIn } from './building-model/stairs.ts';
export { floorWalls, type Wall, type WallKind } from './building-model/walls.ts';
