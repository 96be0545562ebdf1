/**
 * Hand-built building models for the building model's tests: a one-storey house that passes the plan
 * check (35 × 30 ft with a 12 × 20 ft garage and a porch) and a two-storey one with a stair, each a
 * fresh object to change.
 */
import {
  type BuildingModel,
  type BuildingModelInput,
  checkPlan,
  type PlanRuleId,
  parseBuildingModel,
} from '../building-model.ts';

type Point = [number, number];

/** A rectangle's corners, anticlockwise from (x, y). */
export const rect = (x: number, y: number, width: number, depth: number): Point[] => [
  [x, y],
  [x + width, y],
  [x + width, y + depth],
  [x, y + depth],
];

type FloorInput = BuildingModelInput['floors'][number];
type DoorInput = NonNullable<FloorInput['doors']>[number];
type WindowInput = NonNullable<FloorInput['windows']>[number];

const roof: BuildingModelInput['roof'] = { type: 'gable', pitch: 6, overhangIn: 12 };
const casement = (room: string, id: string, at: Point, widthIn = 48): WindowInput => ({
  id,
  room,
  at,
  widthIn,
  sillIn: 24,
  headIn: 80,
  operation: 'casement',
});
const opening = (id: string, a: string, b: string, at: Point, widthIn: number): DoorInput => ({
  id,
  between: [a, b],
  at,
  widthIn,
  kind: 'opening',
});
const door = (id: string, a: string, b: string, at: Point, widthIn = 32): DoorInput => ({
  id,
  between: [a, b],
  at,
  widthIn,
  opensInto: b,
  hinge: 'left',
});

/** Bedrooms west of a hall, living rooms east, the garage beside the dining room, the porch at the entry. */
export function house(): BuildingModelInput {
  return {
    version: 1,
    floors: [
      {
        id: 'ground',
        label: 'Ground floor',
        level: 0,
        floorToFloorIn: 108,
        ceilingIn: 96,
        rooms: [
          { id: 'bed2', name: 'Bedroom 2', kind: 'bedroom', polygon: rect(0, 0, 14, 11) },
          { id: 'closet2', name: 'Closet', kind: 'closet', polygon: rect(0, 11, 7, 6) },
          { id: 'bath', name: 'Bath', kind: 'bath-full', polygon: rect(7, 11, 7, 6) },
          { id: 'primary', name: 'Primary bedroom', kind: 'primary-bedroom', polygon: rect(0, 17, 14, 13) },
          { id: 'entry', name: 'Entry', kind: 'entry', polygon: rect(14, 0, 6, 8) },
          { id: 'hall', name: 'Hall', kind: 'hall', polygon: rect(14, 8, 3, 22) },
          { id: 'coats', name: 'Coats', kind: 'closet', polygon: rect(17, 8, 3, 7) },
          { id: 'kitchen', name: 'Kitchen', kind: 'kitchen', polygon: rect(17, 15, 9, 15) },
          { id: 'dining', name: 'Dining room', kind: 'dining', polygon: rect(26, 15, 9, 15) },
          { id: 'living', name: 'Living room', kind: 'living', polygon: rect(20, 0, 15, 15) },
          { id: 'garage', name: 'Garage', kind: 'garage', polygon: rect(35, 0, 12, 20) },
        ],
        outdoor: [{ id: 'porch', name: 'Porch', kind: 'porch', polygon: rect(14, -6, 12, 6) }],
        doors: [
          { ...door('front', 'porch', 'entry', [17, 0], 36), front: true },
          opening('entry-hall', 'entry', 'hall', [15.5, 8], 36),
          opening('entry-living', 'entry', 'living', [20, 4], 48),
          door('hall-bed2', 'hall', 'bed2', [14, 9.5]),
          door('bed2-closet', 'bed2', 'closet2', [3.5, 11], 24),
          door('hall-bath', 'hall', 'bath', [14, 14], 30),
          door('hall-primary', 'hall', 'primary', [14, 20]),
          door('hall-coats', 'hall', 'coats', [17, 11.5], 24),
          opening('hall-kitchen', 'hall', 'kitchen', [17, 22.5], 36),
          opening('kitchen-dining', 'kitchen', 'dining', [26, 22.5], 96),
          opening('living-dining', 'living', 'dining', [30.5, 15], 72),
          door('dining-garage', 'dining', 'garage', [35, 17.5], 36),
          { id: 'garage-door', between: ['outside', 'garage'], at: [41, 0], widthIn: 108, kind: 'vehicle' },
        ],
        windows: [
          casement('bed2', 'w-bed2', [7, 0]),
          casement('primary', 'w-primary', [7, 30]),
          { ...casement('living', 'w-living', [30, 0], 72), operation: 'fixed' },
          { ...casement('kitchen', 'w-kitchen', [21.5, 30]), sillIn: 36, operation: 'slider' },
          casement('dining', 'w-dining', [30.5, 30], 60),
        ],
      },
    ],
    roof,
    foundation: { type: 'slab' },
  };
}

/** 24 × 30 ft on two floors; the stair climbs +y from (10, 2) in a 4-ft stair hall open above. */
export function twoStorey(): BuildingModelInput {
  return {
    version: 1,
    floors: [
      {
        id: 'ground',
        label: 'Ground floor',
        level: 0,
        floorToFloorIn: 108,
        ceilingIn: 96,
        rooms: [
          { id: 'entry', name: 'Entry', kind: 'entry', polygon: rect(0, 0, 8, 10) },
          { id: 'powder', name: 'Powder room', kind: 'bath-half', polygon: rect(0, 10, 8, 8) },
          { id: 'stair-hall', name: 'Stair hall', kind: 'stair', polygon: rect(8, 0, 4, 18) },
          { id: 'dining', name: 'Dining room', kind: 'dining', polygon: rect(0, 18, 12, 12) },
          { id: 'living', name: 'Living room', kind: 'living', polygon: rect(12, 0, 12, 15) },
          { id: 'kitchen', name: 'Kitchen', kind: 'kitchen', polygon: rect(12, 15, 12, 15) },
        ],
        doors: [
          { ...door('front', 'outside', 'entry', [4, 0], 36), front: true },
          opening('entry-stair', 'entry', 'stair-hall', [8, 5], 48),
          door('entry-powder', 'entry', 'powder', [4, 10], 30),
          opening('stair-living', 'stair-hall', 'living', [12, 9], 36),
          opening('stair-dining', 'stair-hall', 'dining', [10, 18], 36),
          opening('dining-kitchen', 'dining', 'kitchen', [12, 24], 72),
        ],
        windows: [
          casement('living', 'w-living', [18, 0], 72),
          casement('kitchen', 'w-kitchen', [18, 30], 72),
          casement('dining', 'w-dining', [6, 30]),
        ],
      },
      {
        id: 'upper',
        label: 'Upper floor',
        level: 1,
        floorToFloorIn: 96,
        ceilingIn: 96,
        rooms: [
          { id: 'bed2', name: 'Bedroom 2', kind: 'bedroom', polygon: rect(0, 0, 8, 14) },
          { id: 'bath', name: 'Bath', kind: 'bath-full', polygon: rect(0, 14, 8, 6) },
          { id: 'landing', name: 'Landing', kind: 'stair', polygon: rect(8, 0, 4, 22) },
          {
            id: 'office',
            name: 'Office',
            kind: 'office',
            polygon: [
              [0, 20],
              [8, 20],
              [8, 22],
              [12, 22],
              [12, 30],
              [0, 30],
            ],
          },
          { id: 'primary', name: 'Primary bedroom', kind: 'primary-bedroom', polygon: rect(12, 0, 12, 16) },
          { id: 'bed3', name: 'Bedroom 3', kind: 'bedroom', polygon: rect(12, 16, 12, 14) },
        ],
        doors: [
          door('landing-bed2', 'landing', 'bed2', [8, 10]),
          door('landing-bath', 'landing', 'bath', [8, 16], 30),
          door('landing-office', 'landing', 'office', [10, 22]),
          door('landing-primary', 'landing', 'primary', [12, 5]),
          door('landing-bed3', 'landing', 'bed3', [12, 19]),
        ],
        windows: [
          { ...casement('bed2', 'w-bed2', [4, 0], 36), headIn: 72 },
          casement('primary', 'w-primary', [18, 0], 60),
          casement('bed3', 'w-bed3', [18, 30]),
          casement('office', 'w-office', [6, 30]),
        ],
      },
    ],
    stairs: [
      {
        id: 'stair',
        name: 'Main stair',
        from: 'ground',
        to: 'upper',
        start: [10, 2],
        direction: '+y',
        widthIn: 36,
        risers: 15,
        treadIn: 10,
      },
    ],
    roof,
    foundation: { type: 'slab' },
  };
}

/** The model an input parses to; a test input that does not parse is a broken test. */
export function build(input: BuildingModelInput): BuildingModel {
  const result = parseBuildingModel(input);
  if (!result.ok) throw new Error(result.issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n'));
  return result.model;
}

/** The messages one rule reports on a model. */
export const messages = (input: BuildingModelInput, rule: PlanRuleId, description?: string): string[] =>
  checkPlan(build(input), { description })
    .filter((finding) => finding.rule === rule)
    .map((finding) => finding.message);

/** The input's floor with this id, to change in place. */
export function floorOf(input: BuildingModelInput, id: string): FloorInput {
  const floor = input.floors.find((candidate) => candidate.id === id);
  if (!floor) throw new Error(`No floor ${id}`);
  return floor;
}

/** The input without a room, its doors and windows. */
export function withoutRoom(input: BuildingModelInput, id: string): BuildingModelInput {
  for (const floor of input.floors) {
    floor.rooms = floor.rooms.filter((room) => room.id !== id);
    floor.doors = floor.doors?.filter((candidate) => !candidate.between.includes(id));
    floor.windows = floor.windows?.filter((window) => window.room !== id);
  }
  return input;
}
