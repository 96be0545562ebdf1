/**
 * Where a design without a building model states facts (area, bedrooms, bathrooms, stories) its floor
 * plans' room schedule disagrees with. Staff are warned, not refused, since either side may be the one to
 * correct. A design with a model states the model's own facts (decision 072): nothing to disagree.
 * Plain functions (no zod).
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

/** What the room schedule counts, as far as the stated facts go. */
export interface ScheduledFacts {
  heatedSqFt: number;
  bedrooms: number;
  bathrooms: number;
  stories: number;
}

export type CheckedFact = 'area' | 'stories' | 'bedrooms' | 'bathrooms';

export interface FactDisagreement {
  /** The stated fact (the form's field) that disagrees. */
  field: CheckedFact;
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
export function scheduleFacts(floors: readonly ScheduledFloor[]): ScheduledFacts {
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

function compare(stated: StatedFacts, facts: ScheduledFacts): FactDisagreement[] {
  const where = 'The floor plans’ rooms';
  const counts = 'The floor plans list';
  const found: FactDisagreement[] = [];
  const area = Math.round(facts.heatedSqFt);
  if (Math.abs(area - stated.area) > stated.area * AREA_TOLERANCE)
    found.push({
      field: 'area',
      message: `${where} add up to ${formatNumber(area)} sq ft heated, but the design states ${formatNumber(stated.area)} sq ft.`,
    });
  if (stated.bedrooms !== null && facts.bedrooms !== stated.bedrooms)
    found.push({
      field: 'bedrooms',
      message: `${counts} ${plural(facts.bedrooms, 'bedroom', 'bedrooms')}, but the design states ${formatNumber(stated.bedrooms)}.`,
    });
  if (stated.bathrooms !== null && facts.bathrooms !== stated.bathrooms)
    found.push({
      field: 'bathrooms',
      message: `${counts} ${plural(facts.bathrooms, 'bathroom', 'bathrooms')}, but the design states ${formatNumber(stated.bathrooms)}.`,
    });
  if (facts.stories !== stated.stories)
    found.push({
      field: 'stories',
      message: `${counts} ${plural(facts.stories, 'storey', 'storeys')}, but the design states ${formatNumber(stated.stories)}.`,
    });
  return found;
}

/**
 * The stated facts that the design's room schedule (when staff keep one) disagrees with: heated area
 * beyond 2 %, bedrooms, bathrooms, storeys.
 */
export function factDisagreements(stated: StatedFacts, floors: readonly ScheduledFloor[]): FactDisagreement[] {
  return floors.some((floor) => floor.rooms.length > 0) ? compare(stated, scheduleFacts(floors)) : [];
}
