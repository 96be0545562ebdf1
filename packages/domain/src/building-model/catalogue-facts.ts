/**
 * The catalogue's facts of a design that has a building model: its cards, filters, facets, lot fit, cost
 * to build and compare read these columns, so they are written from the model (decision 072) and never
 * typed. A design without a model keeps the facts staff type, shown as stated.
 */
import type { Foundation, RoofType } from '../design-facts.ts';
import { type BuildingFacts, deriveFacts } from './derive.ts';
import type { BuildingModel } from './schema.ts';

export interface CatalogueFacts {
  /** Heated area, square feet. */
  area: number;
  stories: number;
  /** Null for a building without bedrooms (an office, a clinic): the catalogue lists no dwelling counts. */
  bedrooms: number | null;
  bathrooms: number | null;
  /** Rounded up to the foot: what a lot's setbacks must clear. */
  widthFt: number;
  depthFt: number;
  /** Null for a building without bedrooms and without a garage. */
  garageBays: number | null;
  foundation: Foundation;
  roofType: RoofType;
  complexityFactor: number;
}

/** The facts a model's form lets nobody type: the admin shows them from the model instead. */
export const MODEL_FACT_FIELDS = [
  'area',
  'stories',
  'bedrooms',
  'bathrooms',
  'widthFt',
  'depthFt',
  'garageBays',
  'foundation',
  'roofType',
  'complexityFactor',
] as const satisfies readonly (keyof CatalogueFacts)[];

/** Each outline corner past a rectangle's four adds this much to the cost of building (decision 072). */
export const COMPLEXITY_PER_CORNER = 0.02;
const MAX_COMPLEXITY = 3;

/**
 * How much harder than a plain box of its area the building is to build: a rectangle 1.00, an L (6
 * corners) 1.04, a courtyard house (8) 1.08. Two decimals, as the form shows it.
 */
export function complexityFromCorners(outlineCorners: number): number {
  const factor = 1 + COMPLEXITY_PER_CORNER * Math.max(0, outlineCorners - 4);
  return Math.min(MAX_COMPLEXITY, Math.round(factor * 100) / 100);
}

/** The catalogue's columns from the model's derived facts (given, when already derived). */
export function catalogueFactsOf(model: BuildingModel, facts: BuildingFacts = deriveFacts(model)): CatalogueFacts {
  const dwelling = facts.bedrooms > 0;
  return {
    area: Math.round(facts.heatedSqFt),
    stories: facts.stories,
    bedrooms: dwelling ? facts.bedrooms : null,
    bathrooms: dwelling ? facts.bathrooms : null,
    widthFt: Math.ceil(facts.widthFt),
    depthFt: Math.ceil(facts.depthFt),
    garageBays: dwelling || facts.garageBays > 0 ? facts.garageBays : null,
    foundation: model.foundation.type,
    roofType: model.roof.type,
    complexityFactor: complexityFromCorners(facts.outlineCorners),
  };
}
