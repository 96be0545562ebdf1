/**
 * Where a design's own drawings disagree with the facts it states (area, bedrooms, bathrooms, stories):
 * the floor plans' room schedule and, when it has one, its building model's derived facts. Staff are
 * warned, not refused, since either side may be the one to correct. Plain functions (no zod).
 */
import { type FloorRoom, floorArea } from './floor-plans.ts';
import { formatNumber } from './number-format.ts';

/** The facts a design states, as its form has them. */
export interface StatedFacts {
  area: number;
  stories: number;
  bedrooms: number | null;
  bathrooms: number | null;
}

/** A floor of the room schedule staff keep. */
export interface ScheduledFloor {
  label: string;
  rooms: readonly FloorRoom[];
}

/** What a building model derives (deriveFacts), as far as the stated facts go. */
export interface ModelFacts {
  heatedSqFt: number;
  bedrooms: number;
  bathrooms: number;
  stories: number;
}

export type CheckedFact = 'area' | 'stories' | 'bedrooms' | 'bathrooms';

export interface FactDisagreement {
  /** The stated fact (the form's field) that disagrees. */
  field: CheckedFact;
  /** Where the other figure comes from. */
  source: 'floor-plans' | 'building-model';
  message: string;
}

/** The heated area may differ from the stated one by this share (walls, rounding) before a warning. */
export const AREA_TOLERANCE = 0.02;

const UNHEATED_ROOM = /garage|porch|deck|patio|terrace|balcony|carport/i;
const HALF_BATH = /powder|half[ -]?bath|\bwc\b|toilet|cloakroom/i;
const BATH = /bath|shower|en[ -]?suite/i;
const BEDROOM = /bedroom/i;
/** Floors that are no storey: below ground, or a mezzanine over another. */
const NOT_A_STOREY = /basement|cellar|mezzanine/i;

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** The room schedule's own count of the stated facts. */
export function scheduleFacts(floors: readonly ScheduledFloor[]): ModelFacts {
  const rooms = floors.flatMap((floor) => floor.rooms);
  const fullBaths = rooms.filter((room) => BATH.test(room.name) && !HALF_BATH.test(room.name)).length;
  const halfBaths = rooms.filter((room) => HALF_BATH.test(room.name)).length;
  return {
    heatedSqFt: Math.round(floorArea(rooms.filter((room) => !UNHEATED_ROOM.test(room.name)))),
    bedrooms: rooms.filter((room) => BEDROOM.test(room.name)).length,
    bathrooms: fullBaths + halfBaths / 2,
    stories: floors.filter((floor) => !NOT_A_STOREY.test(floor.label)).length,
  };
}

function compare(stated: StatedFacts, facts: ModelFacts, source: FactDisagreement['source']): FactDisagreement[] {
  const where = source === 'floor-plans' ? 'The floor plans’ rooms' : 'The building model’s rooms';
  const counts = source === 'floor-plans' ? 'The floor plans list' : 'The building model has';
  const found: FactDisagreement[] = [];
  const area = Math.round(facts.heatedSqFt);
  if (Math.abs(area - stated.area) > stated.area * AREA_TOLERANCE)
    found.push({
      field: 'area',
      source,
      message: `${where} add up to ${formatNumber(area)} sq ft heated, but the design states ${formatNumber(stated.area)} sq ft.`,
    });
  if (stated.bedrooms !== null && facts.bedrooms !== stated.bedrooms)
    found.push({
      field: 'bedrooms',
      source,
      message: `${counts} ${plural(facts.bedrooms, 'bedroom', 'bedrooms')}, but the design states ${formatNumber(stated.bedrooms)}.`,
    });
  if (stated.bathrooms !== null && facts.bathrooms !== stated.bathrooms)
    found.push({
      field: 'bathrooms',
      source,
      message: `${counts} ${plural(facts.bathrooms, 'bathroom', 'bathrooms')}, but the design states ${formatNumber(stated.bathrooms)}.`,
    });
  if (facts.stories !== stated.stories)
    found.push({
      field: 'stories',
      source,
      message: `${counts} ${plural(facts.stories, 'storey', 'storeys')}, but the design states ${formatNumber(stated.stories)}.`,
    });
  return found;
}

/**
 * The stated facts that the design's room schedule (when staff keep one) or its building model's derived
 * facts (when it has one) disagree with: heated area beyond 2 %, bedrooms, bathrooms, storeys.
 */
export function factDisagreements(
  stated: StatedFacts,
  drawn: { floors: readonly ScheduledFloor[]; model: ModelFacts | null },
): FactDisagreement[] {
  const scheduled = drawn.floors.some((floor) => floor.rooms.length > 0)
    ? compare(stated, scheduleFacts(drawn.floors), 'floor-plans')
    : [];
  return [...scheduled, ...(drawn.model ? compare(stated, drawn.model, 'building-model') : [])];
}
