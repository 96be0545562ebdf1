/** The demo designs' building models, by design id (decision 069): the seed writes each into designs.building_model. */
import {
  type BuildingModel,
  type BuildingModelInput,
  exportBuildingModel,
  parseBuildingModel,
} from '@atelier/domain/building-model';
import { modernCoastalVilla } from './design-001.ts';
import { urbanLoftResidence } from './design-002.ts';
import { alpineMountainCabin } from './design-003.ts';
import { ecoCourtyardHouse } from './design-004.ts';
import { desertModernRetreat } from './design-005.ts';
import { nordicTimberHouse } from './design-006.ts';
import { urbanApartmentBlock } from './design-007.ts';
import { riversideMixedUseCenter } from './design-009.ts';
import { suburbanFamilyClinic } from './design-010.ts';
import { heritageTownhouse } from './design-011.ts';
import { coastalBoutiqueOffice } from './design-012.ts';

export const DEMO_BUILDING_MODELS: Record<string, BuildingModelInput> = {
  'design-001': modernCoastalVilla,
  'design-002': urbanLoftResidence,
  'design-003': alpineMountainCabin,
  'design-004': ecoCourtyardHouse,
  'design-005': desertModernRetreat,
  'design-006': nordicTimberHouse,
  'design-007': urbanApartmentBlock,
  'design-009': riversideMixedUseCenter,
  'design-010': suburbanFamilyClinic,
  'design-011': heritageTownhouse,
  'design-012': coastalBoutiqueOffice,
};

/** A demo model as the designs table keeps it: as `exportBuildingModel` writes it (checked, defaults filled in). */
export function storedDemoModel(designId: string): BuildingModel | null {
  const input = DEMO_BUILDING_MODELS[designId];
  if (!input) return null;
  const parsed = parseBuildingModel(input);
  if (!parsed.ok) throw new Error(`The demo model of ${designId} does not read: ${parsed.issues[0]?.message}`);
  return JSON.parse(exportBuildingModel(parsed.model)) as BuildingModel;
}
