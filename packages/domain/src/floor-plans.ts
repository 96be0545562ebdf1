/**
 * Floor plans: one per floor, each with its room schedule (room name, width × depth in feet) and, when
 * staff uploaded one, a drawing. Seeded designs get schedules generated from their own facts (area,
 * stories, bedrooms, bathrooms), laid out so that the rooms of a floor fill its heated rectangle: the
 * storefront's drawing, the plan set PDF and the CAD drawing all draw the same rooms from here.
 * Plain functions and lists (no zod): the storefront bundle uses them.
 */

import { formatNumber } from './number-format.ts';

export interface FloorRoom {
  name: string;
  widthFt: number;
  depthFt: number;
}

/** A room placed on its floor: x along the width, y from the front, in feet. */
export interface PlacedRoom extends FloorRoom {
  x: number;
  y: number;
}

export interface FloorPicture {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** A floor as the storefront shows it. Without a picture, the drawing is made from the room schedule. */
export interface DesignFloor {
  label: string;
  picture: FloorPicture | null;
  rooms: FloorRoom[];
}

export const FLOOR_LIMITS = {
  floors: 8,
  roomsPerFloor: 40,
  labelLength: 40,
  roomNameLength: 60,
  /** Room sides, in feet. */
  minSide: 1,
  maxSide: 400,
} as const;

export const FEET_TO_METRES = 0.3048;
export const SQFT_TO_SQM = FEET_TO_METRES * FEET_TO_METRES;

export const roomArea = (room: FloorRoom): number => room.widthFt * room.depthFt;
export const floorArea = (rooms: readonly FloorRoom[]): number => rooms.reduce((sum, room) => sum + roomArea(room), 0);

/** 12.5 → 12′-6″ (to the nearest inch). */
export function formatFeetInches(feet: number): string {
  const inches = Math.round(feet * 12);
  return `${Math.floor(inches / 12)}′-${inches % 12}″`;
}

/** 12.5 → "3.81 m". */
export const formatMetres = (feet: number): string => `${(feet * FEET_TO_METRES).toFixed(2)} m`;

/** The units the storefront shows plans in; the visitor's choice is remembered in the browser. */
export const PLAN_UNITS = ['imperial', 'metric'] as const;
export type PlanUnits = (typeof PLAN_UNITS)[number];

export function formatRoomSize(room: Pick<FloorRoom, 'widthFt' | 'depthFt'>, units: PlanUnits): string {
  return units === 'metric'
    ? `${(room.widthFt * FEET_TO_METRES).toFixed(1)} × ${(room.depthFt * FEET_TO_METRES).toFixed(1)} m`
    : `${formatFeetInches(room.widthFt)} × ${formatFeetInches(room.depthFt)}`;
}

export function formatArea(squareFeet: number, units: PlanUnits): string {
  return units === 'metric'
    ? `${formatNumber(Math.round(squareFeet * SQFT_TO_SQM))} m²`
    : `${formatNumber(Math.round(squareFeet))} sq ft`;
}

/**
 * Places the rooms in order, in rows across the floor's width from the front: a room that no longer
 * fits the row starts the next one, and a row is as deep as its deepest room. Generated schedules fill
 * the rectangle exactly; a schedule staff typed in is drawn at its true sizes.
 */
export function layOutRooms(rooms: readonly FloorRoom[], widthFt: number): PlacedRoom[] {
  const placed: PlacedRoom[] = [];
  let x = 0;
  let y = 0;
  let rowDepth = 0;
  for (const room of rooms) {
    if (x > 0 && x + room.widthFt > widthFt + 0.01) {
      y += rowDepth;
      x = 0;
      rowDepth = 0;
    }
    placed.push({ ...room, x, y });
    x += room.widthFt;
    rowDepth = Math.max(rowDepth, room.depthFt);
  }
  return placed;
}

/** The rectangle the placed rooms cover, in feet. */
export function layoutBounds(rooms: readonly PlacedRoom[]): { widthFt: number; depthFt: number } {
  return {
    widthFt: Math.max(0, ...rooms.map((room) => room.x + room.widthFt)),
    depthFt: Math.max(0, ...rooms.map((room) => room.y + room.depthFt)),
  };
}

/** The facts a generated floor plan follows. */
export interface FloorPlanFacts {
  area: number;
  stories: number;
  bedrooms: number | null;
  bathrooms: number | null;
  widthFt?: number | null;
  depthFt?: number | null;
}

/** Generated plans draw at most this many floors; a taller building's upper floors repeat the last. */
export const MAX_GENERATED_FLOORS = 4;

/**
 * One floor's heated rectangle, in whole feet: the floor's share of the heated area, in the proportions
 * of the design's footprint (which also holds the garage and terraces), else 1.6 : 1.
 */
export function heatedRectangle(facts: FloorPlanFacts): { widthFt: number; depthFt: number } {
  const floorAreaSqFt = facts.area / Math.max(facts.stories, 1);
  const aspect = facts.widthFt && facts.depthFt && facts.depthFt > 0 ? facts.widthFt / facts.depthFt : 1.6;
  const widthFt = Math.max(Math.round(Math.sqrt(floorAreaSqFt * aspect)), 8);
  return { widthFt, depthFt: Math.max(Math.round(floorAreaSqFt / widthFt), 8) };
}

const FLOOR_NAMES = ['Ground floor', 'First floor', 'Second floor', 'Third floor'];

export function generatedFloorLabel(index: number, stories: number): string {
  if (stories <= 1) return 'Main floor';
  if (index === MAX_GENERATED_FLOORS - 1 && stories > MAX_GENERATED_FLOORS) return `Floors ${index} to ${stories - 1}`;
  return FLOOR_NAMES[index] ?? `Floor ${index}`;
}

/** A row of rooms across the floor: names with their share of the width, and the row's share of the depth. */
interface Row {
  depthShare: number;
  rooms: [name: string, weight: number][];
}

/** The rooms of a dwelling's bedrooms and bathrooms, in the order they are laid out. */
function privateRooms(bedrooms: number, bathrooms: number): [string, number][] {
  const fullBaths = Math.floor(bathrooms);
  const rooms: [string, number][] = [];
  for (let i = 1; i <= Math.max(bedrooms, fullBaths); i++) {
    if (i <= bedrooms) rooms.push([i === 1 ? 'Primary bedroom' : `Bedroom ${i}`, i === 1 ? 4 : 3]);
    if (i <= fullBaths) rooms.push([i === 1 ? 'Primary bath' : `Bath ${i}`, 1.5]);
  }
  return rooms;
}

/** Rooms in rows of at most four, each row an equal share of `depthShare`. */
function rowsOf(rooms: [string, number][], depthShare: number): Row[] {
  const count = Math.max(Math.ceil(rooms.length / 4), 1);
  const perRow = Math.ceil(rooms.length / count);
  return Array.from({ length: count }, (_, index) => ({
    depthShare: depthShare / count,
    rooms: rooms.slice(index * perRow, (index + 1) * perRow),
  })).filter((row) => row.rooms.length > 0);
}

function dwellingRows(facts: FloorPlanFacts, floors: number): Row[][] {
  const bedrooms = Math.max(facts.bedrooms ?? 0, 0);
  const bathrooms = Math.max(facts.bathrooms ?? 0, 0);
  const halfBath = bathrooms - Math.floor(bathrooms) >= 0.5;
  const hall: [string, number][] = [
    ['Entry', 1.5],
    ['Hall', 4],
  ];
  if (floors === 1) {
    if (halfBath) hall.push(['Powder room', 1]);
    return [
      [
        {
          depthShare: 0.4,
          rooms: [
            ['Living', 5],
            ['Dining', 3],
            ['Kitchen', 4],
          ],
        },
        { depthShare: 0.12, rooms: hall },
        ...rowsOf(privateRooms(bedrooms, bathrooms), 0.48),
      ],
    ];
  }
  const ground: Row[] = [
    {
      depthShare: 0.45,
      rooms: [
        ['Living', 5],
        ['Dining', 3],
        ['Kitchen', 4],
      ],
    },
    {
      depthShare: 0.15,
      rooms: [...hall, ['Stair', 1.2], ...(halfBath ? [['Powder room', 1] as [string, number]] : [])],
    },
    {
      depthShare: 0.4,
      rooms: [
        ['Family room', 5],
        ['Laundry', 2],
        ['Pantry', 1.5],
      ],
    },
  ];
  // Bedrooms and baths shared out over the upper floors, the primary suite on the first.
  const upperFloors = floors - 1;
  const rooms = privateRooms(bedrooms, bathrooms);
  const perFloor = Math.ceil(rooms.length / upperFloors);
  const uppers = Array.from({ length: upperFloors }, (_, index): Row[] => {
    const own = rooms.slice(index * perFloor, (index + 1) * perFloor);
    return [
      {
        depthShare: 0.15,
        rooms: [
          ['Landing', 4],
          ['Stair', 1.2],
          ['Linen', 1],
        ],
      },
      ...rowsOf(own.length > 0 ? own : [['Loft', 4]], 0.85),
    ];
  });
  return [ground, ...uppers];
}

function workplaceRows(floors: number): Row[][] {
  const ground: Row[] = [
    {
      depthShare: 0.4,
      rooms: [
        ['Reception', 3],
        ['Meeting room', 2],
        ['Office', 2],
      ],
    },
    {
      depthShare: 0.15,
      rooms:
        floors > 1
          ? [
              ['Entrance hall', 3],
              ['Stair', 1],
              ['WC', 1],
            ]
          : [
              ['Entrance hall', 3],
              ['WC', 1],
            ],
    },
    {
      depthShare: 0.45,
      rooms: [
        ['Open space', 5],
        ['Services', 1.5],
      ],
    },
  ];
  const upper: Row[] = [
    {
      depthShare: 0.4,
      rooms: [
        ['Open space', 5],
        ['Meeting room', 2],
      ],
    },
    {
      depthShare: 0.15,
      rooms: [
        ['Hall', 3],
        ['Stair', 1],
        ['WC', 1],
      ],
    },
    {
      depthShare: 0.45,
      rooms: [
        ['Office', 2],
        ['Office 2', 2],
        ['Services', 1.5],
      ],
    },
  ];
  return [ground, ...Array.from({ length: floors - 1 }, () => upper)];
}

/** Splits `total` feet by weights into half feet, the last part taking what rounding left. */
function split(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.max(Math.round(((total * weight) / sum) * 2) / 2, 1));
  const last = total - parts.slice(0, -1).reduce((a, b) => a + b, 0);
  parts[parts.length - 1] = last;
  return parts;
}

/** The generated floors of a seeded design: labels and room schedules that fill each heated rectangle. */
export function generatedFloors(facts: FloorPlanFacts): { label: string; rooms: FloorRoom[] }[] {
  const floors = Math.min(Math.max(facts.stories, 1), MAX_GENERATED_FLOORS);
  const { widthFt, depthFt } = heatedRectangle(facts);
  const rowsByFloor = facts.bedrooms === null ? workplaceRows(floors) : dwellingRows(facts, floors);
  return rowsByFloor.map((rows, index) => {
    const depths = split(
      depthFt,
      rows.map((row) => row.depthShare),
    );
    return {
      label: generatedFloorLabel(index, facts.stories),
      rooms: rows.flatMap((row, rowIndex) => {
        const widths = split(
          widthFt,
          row.rooms.map(([, weight]) => weight),
        );
        return row.rooms.map(([name], column) => ({
          name,
          widthFt: widths[column] as number,
          depthFt: depths[rowIndex] as number,
        }));
      }),
    };
  });
}
