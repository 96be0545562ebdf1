/** Import and export of a building model as JSON (the admin's file, the database's jsonb). */
import { type BuildingModel, buildingModelSchema } from './schema.ts';

export interface ModelIssue {
  /** Where, as 'floors.0.rooms.2.polygon' ('' for the model as a whole). */
  path: string;
  message: string;
}

export type ModelParseResult = { ok: true; model: BuildingModel } | { ok: false; issues: ModelIssue[] };

/** A model from its JSON (text or already parsed), with its defaults filled in, or what is wrong with it. */
export function parseBuildingModel(json: unknown): ModelParseResult {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch {
      return { ok: false, issues: [{ path: '', message: 'The file is not JSON.' }] };
    }
  }
  const result = buildingModelSchema.safeParse(value);
  if (result.success) return { ok: true, model: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  };
}

/** Keys in reading order: what an element is before where it is and how big. */
const KEY_ORDER = [
  'version',
  'northDeg',
  'walls',
  'floors',
  'stairs',
  'roof',
  'foundation',
  'id',
  'name',
  'label',
  'kind',
  'type',
  'level',
  'mezzanine',
  'floorToFloorIn',
  'ceilingIn',
  'heated',
  'covered',
  'room',
  'between',
  'from',
  'to',
  'at',
  'start',
  'direction',
  'polygon',
  'outline',
  'rooms',
  'outdoor',
  'doors',
  'windows',
];
const rank = (key: string) => {
  const index = KEY_ORDER.indexOf(key);
  return index === -1 ? KEY_ORDER.length : index;
};

function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([, field]) => field !== undefined);
  entries.sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return Object.fromEntries(entries.map(([key, field]) => [key, ordered(field)]));
}

/** Stable JSON: the same model always gives the same text, keys in reading order, points on one line. */
export function exportBuildingModel(model: BuildingModel): string {
  const text = JSON.stringify(ordered(model), null, 2);
  // Arrays of plain values ([x, y], the two spaces of a door) on one line.
  return `${text.replace(
    /\[\s*((?:"[^"\n]*"|-?[\d.e+-]+)(?:,\s*(?:"[^"\n]*"|-?[\d.e+-]+))*)\s*\]/g,
    (_, items: string) => `[${items.split(/,\s*/).join(', ')}]`,
  )}\n`;
}
