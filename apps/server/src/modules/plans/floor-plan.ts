import { GARAGE_SQFT_PER_BAY } from '@atelier/domain/build-cost';
import {
  type FloorPlanFacts,
  type FloorRoom,
  formatFeetInches,
  heatedRectangle,
  layOutRooms,
  layoutBounds,
  type PlacedRoom,
  roomArea,
} from '@atelier/domain/floor-plans';

/**
 * The plan geometry of a generated plan set, in feet: each floor's rooms as the storefront lays them
 * out, the garage beside the ground floor, the walls, and the doors and windows with their marks. The
 * plan set PDF and the CAD drawing both draw this, so the two files a buyer receives show one building,
 * and the schedules list exactly the openings the plans mark.
 */

export interface PlanFacts extends FloorPlanFacts {
  garageBays: number | null;
  /** The design's floors (readFloors): the schedules staff keep, else the generated ones. */
  floors: readonly { label: string; rooms: readonly FloorRoom[] }[];
}

/** A garage bay is 12 ft wide by 20 ft deep: the 240 sq ft the cost estimate counts per bay. */
export const GARAGE_DEPTH_FT = 20;
export const GARAGE_BAY_WIDTH_FT = GARAGE_SQFT_PER_BAY / GARAGE_DEPTH_FT;

/** Walls drawn by the plans' room outlines are 6 in thick. */
export const WALL_THICKNESS_FT = 0.5;

export type Side = 'front' | 'rear' | 'left' | 'right';

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface Opening {
  kind: 'door' | 'window';
  /** D1, D2… or W1, W2…: the same mark for the same door or window in the same room. */
  mark: string;
  /** The room it belongs to: a door swings into it. */
  room: string;
  type: string;
  /** How it opens (a swing, sliding or overhead door, or a window): its plan symbol. */
  operation: 'swing' | 'slide' | 'overhead' | 'window';
  widthFt: number;
  heightFt: number;
  /** A window's sill above the floor; 0 for a door. */
  sillFt: number;
  /** The centre of the opening on its wall line. */
  x: number;
  y: number;
  /** The wall runs along x (it faces the front or the rear) or along y. */
  along: 'x' | 'y';
  /** The side of the wall line its room lies on, along the other axis. */
  inward: 1 | -1;
  /** The elevation it shows on, or null for a door between two rooms. */
  side: Side | null;
}

export interface Garage extends PlacedRoom {
  bays: number;
}

export interface FloorGeometry {
  label: string;
  rooms: PlacedRoom[];
  /** The rectangle the rooms cover. */
  widthFt: number;
  depthFt: number;
  /** Beside the ground floor's right side, its front in line with the house's. */
  garage: Garage | null;
  walls: { exterior: Segment[]; interior: Segment[] };
  openings: Opening[];
  /** Stair treads, 11 in apart. */
  treads: Segment[];
}

export interface ScheduleRow {
  kind: 'door' | 'window';
  mark: string;
  floor: string;
  room: string;
  size: string;
  type: string;
  count: number;
}

export interface PlanGeometry {
  floors: FloorGeometry[];
  schedule: ScheduleRow[];
}

/** The extent of a floor with its garage, in feet. */
export function floorExtent(floor: FloorGeometry): { widthFt: number; depthFt: number } {
  return {
    widthFt: Math.max(floor.widthFt, floor.garage ? floor.garage.x + floor.garage.widthFt : 0),
    depthFt: Math.max(floor.depthFt, floor.garage ? floor.garage.depthFt : 0),
  };
}

/** 12.5 → 12'-6": the domain's format with ASCII marks, which the PDF's standard fonts and DXF text carry. */
export const feetAndInches = (feet: number): string => formatFeetInches(feet).replace('′', "'").replace('″', '"');

/** Every floor laid out across the heated rectangle's width, its openings marked and scheduled. */
export function planGeometry(design: PlanFacts): PlanGeometry {
  const { widthFt } = heatedRectangle(design);
  const dwelling = design.bedrooms !== null;
  const bays = Math.max(design.garageBays ?? 0, 0);
  const unmarked = design.floors.map((floor, index) => {
    const rooms = layOutRooms(floor.rooms, widthFt);
    const bounds = layoutBounds(rooms);
    const garage = index === 0 && bays > 0 ? garageBeside(bounds.widthFt, bays) : null;
    const spaces: PlacedRoom[] = garage ? [...rooms, garage] : rooms;
    const doors = floorDoors(rooms, garage, { ground: index === 0, dwelling });
    return {
      label: floor.label,
      rooms,
      ...bounds,
      garage,
      walls: walls(spaces),
      openings: [...doors, ...floorWindows(rooms, spaces, doors)],
      treads: rooms.filter((room) => isStair(room.name)).flatMap(treads),
    };
  });
  return mark(unmarked);
}

function garageBeside(houseWidthFt: number, bays: number): Garage {
  return {
    name: 'Garage',
    x: houseWidthFt,
    y: 0,
    widthFt: bays * GARAGE_BAY_WIDTH_FT,
    depthFt: GARAGE_DEPTH_FT,
    bays,
  };
}

// Room kinds, by the start of a word of the name ("Bath 2", "Bathroom", "Hallway"): generated
// schedules use these names, and staff typing their own mostly keep them.
const HALL = /\b(hall|entry|landing|corridor|lobby|foyer)/i;
const STAIR = /\bstair/i;
const STORAGE = /\b(linen|pantry|closet|storage|services)/i;
const WET = /\b(bath|powder|wc|toilet|shower|laundry)/i;
const LIVING = /\b(living|family|great room|open space|reception|dining)/i;
const PATIO = /\b(living|family|great room|dining|kitchen)/i;

export const isStair = (name: string): boolean => STAIR.test(name);

const EPS = 0.01;

interface Interval {
  from: number;
  to: number;
}

/** A wall line of a space: along x or y at `at`, from `from` to `to`, the space on its `inward` side. */
interface Edge extends Interval {
  along: 'x' | 'y';
  at: number;
  inward: 1 | -1;
}

type UnmarkedOpening = Omit<Opening, 'mark'>;
type UnmarkedFloor = Omit<FloorGeometry, 'openings'> & { openings: UnmarkedOpening[] };

// A floor's walls compare every space's edges with every other's: each space's are worked out once.
const edgesOf = new WeakMap<PlacedRoom, Edge[]>();

function edges(space: PlacedRoom): Edge[] {
  let known = edgesOf.get(space);
  if (!known) {
    const right = space.x + space.widthFt;
    const back = space.y + space.depthFt;
    known = [
      { along: 'x', at: space.y, from: space.x, to: right, inward: 1 },
      { along: 'x', at: back, from: space.x, to: right, inward: -1 },
      { along: 'y', at: space.x, from: space.y, to: back, inward: 1 },
      { along: 'y', at: right, from: space.y, to: back, inward: -1 },
    ];
    edgesOf.set(space, known);
  }
  return known;
}

/** The side of the building an edge faces when nothing covers it. */
function facing(edge: Edge): Side {
  if (edge.along === 'x') return edge.inward === 1 ? 'front' : 'rear';
  return edge.inward === 1 ? 'left' : 'right';
}

/** The part of an edge that another space's opposite wall covers: the wall they share. */
function sharedSpan(edge: Edge, other: PlacedRoom): Interval | null {
  const opposite = edges(other).find(
    (candidate) =>
      candidate.along === edge.along && candidate.inward === -edge.inward && Math.abs(candidate.at - edge.at) < EPS,
  );
  if (!opposite) return null;
  const from = Math.max(edge.from, opposite.from);
  const to = Math.min(edge.to, opposite.to);
  return to - from > EPS ? { from, to } : null;
}

function subtract(interval: Interval, holes: readonly Interval[]): Interval[] {
  let parts = [interval];
  for (const hole of holes) {
    parts = parts.flatMap((part) =>
      [
        { from: part.from, to: Math.min(part.to, hole.from) },
        { from: Math.max(part.from, hole.to), to: part.to },
      ].filter((piece) => piece.to - piece.from > EPS),
    );
  }
  return parts;
}

/** The edge's parts no other space covers: the exterior walls of the space. */
function exteriorParts(edge: Edge, space: PlacedRoom, spaces: readonly PlacedRoom[]): Interval[] {
  const covered = spaces.flatMap((other) => (other === space ? [] : (sharedSpan(edge, other) ?? [])));
  return subtract(edge, covered);
}

function segment(edge: Edge, part: Interval): Segment {
  return edge.along === 'x'
    ? { x1: part.from, y1: edge.at, x2: part.to, y2: edge.at }
    : { x1: edge.at, y1: part.from, x2: edge.at, y2: part.to };
}

/** Exterior walls, and each shared wall once (from the space in front of it or left of it). */
function walls(spaces: readonly PlacedRoom[]): FloorGeometry['walls'] {
  const exterior: Segment[] = [];
  const interior: Segment[] = [];
  for (const space of spaces)
    for (const edge of edges(space)) {
      exterior.push(...exteriorParts(edge, space, spaces).map((part) => segment(edge, part)));
      if (edge.inward === -1)
        for (const other of spaces) {
          const shared = other === space ? null : sharedSpan(edge, other);
          if (shared) interior.push(segment(edge, shared));
        }
    }
  return { exterior, interior };
}

interface OpeningSize {
  type: string;
  operation: Opening['operation'];
  widthFt: number;
  heightFt: number;
  sillFt: number;
}

const DOOR_HEIGHT_FT = 80 / 12;
const ENTRANCE: OpeningSize = {
  type: 'Exterior entry door, insulated',
  operation: 'swing',
  widthFt: 3,
  heightFt: DOOR_HEIGHT_FT,
  sillFt: 0,
};
const PATIO_DOOR: OpeningSize = {
  type: 'Sliding patio door',
  operation: 'slide',
  widthFt: 6,
  heightFt: DOOR_HEIGHT_FT,
  sillFt: 0,
};
const OVERHEAD_DOOR: OpeningSize = {
  type: 'Overhead sectional garage door',
  operation: 'overhead',
  widthFt: 9,
  heightFt: 7,
  sillFt: 0,
};
// The door between the garage and the house keeps a garage fire out of the house.
const GARAGE_ENTRY: OpeningSize = {
  type: 'Fire-rated door, 20 min, self-closing',
  operation: 'swing',
  widthFt: 32 / 12,
  heightFt: DOOR_HEIGHT_FT,
  sillFt: 0,
};

function interiorDoor(room: string): OpeningSize {
  const widthFt = STORAGE.test(room) ? 2 : WET.test(room) ? 2.5 : 32 / 12;
  return { type: 'Interior swing door', operation: 'swing', widthFt, heightFt: DOOR_HEIGHT_FT, sillFt: 0 };
}

function windowFor(room: string): OpeningSize {
  if (WET.test(room))
    return { type: 'Awning window, obscure glass', operation: 'window', widthFt: 2, heightFt: 3, sillFt: 4 };
  if (LIVING.test(room))
    return { type: 'Picture window, fixed', operation: 'window', widthFt: 5, heightFt: 5, sillFt: 2 };
  return { type: 'Casement window', operation: 'window', widthFt: 3, heightFt: 5, sillFt: 2.5 };
}

function opening(
  kind: Opening['kind'],
  room: string,
  size: OpeningSize,
  edge: Edge,
  centre: number,
  exterior: boolean,
): UnmarkedOpening {
  return {
    kind,
    room,
    ...size,
    x: edge.along === 'x' ? centre : edge.at,
    y: edge.along === 'x' ? edge.at : centre,
    along: edge.along,
    inward: edge.inward,
    side: exterior ? facing(edge) : null,
  };
}

interface Link {
  other: PlacedRoom;
  edge: Edge;
  span: Interval;
}

function links(space: PlacedRoom, spaces: readonly PlacedRoom[]): Link[] {
  return edges(space).flatMap((edge) =>
    spaces.flatMap((other) => {
      const span = other === space ? null : sharedSpan(edge, other);
      return span ? [{ other, edge, span }] : [];
    }),
  );
}

const spanLength = (link: Link) => link.span.to - link.span.from;
const byLongestSpan = (a: Link, b: Link) => spanLength(b) - spanLength(a);

/**
 * The wall a room's door is in: toward a hall (entry, landing) when the room touches one, else toward
 * the next room of the schedule, the previous one, a stair, or any neighbour; only walls long enough
 * for the door and a jamb either side.
 */
function doorLink(rooms: readonly PlacedRoom[], index: number, widthFt: number): Link | null {
  const room = rooms[index] as PlacedRoom;
  const usable = links(room, rooms)
    .filter((link) => spanLength(link) >= widthFt + 1)
    .sort(byLongestSpan);
  const next = rooms[index + 1];
  const previous = rooms[index - 1];
  return (
    usable.find((link) => HALL.test(link.other.name)) ??
    usable.find((link) => link.other === next) ??
    usable.find((link) => link.other === previous) ??
    usable.find((link) => STAIR.test(link.other.name)) ??
    usable[0] ??
    null
  );
}

/** The longest stretch of exterior wall of the space on the side asked for, if long enough. */
function exteriorStretch(
  space: PlacedRoom,
  spaces: readonly PlacedRoom[],
  side: Side,
  minimumFt: number,
): { edge: Edge; part: Interval } | null {
  const edge = edges(space).find((candidate) => facing(candidate) === side) as Edge;
  const part = exteriorParts(edge, space, spaces)
    .filter((piece) => piece.to - piece.from >= minimumFt)
    .sort((a, b) => b.to - b.from - (a.to - a.from))[0];
  return part ? { edge, part } : null;
}

const ENTRANCE_SIDES: Side[] = ['front', 'left', 'right', 'rear'];

/** The front door: in a hall (entry) on the ground floor, on the front if it reaches it, else the nearest side. */
function entrance(rooms: readonly PlacedRoom[], spaces: readonly PlacedRoom[]): UnmarkedOpening | null {
  const candidates = [...rooms.filter((room) => HALL.test(room.name)), ...rooms];
  for (const room of candidates)
    for (const side of ENTRANCE_SIDES) {
      const stretch = exteriorStretch(room, spaces, side, ENTRANCE.widthFt + 2);
      if (stretch) return opening('door', room.name, ENTRANCE, stretch.edge, middle(stretch.part), true);
    }
  return null;
}

/** A dwelling's living room (or family room, kitchen) opens onto the back garden when it reaches the rear. */
function patioDoor(rooms: readonly PlacedRoom[], spaces: readonly PlacedRoom[]): UnmarkedOpening | null {
  const [largest] = rooms
    .filter((room) => PATIO.test(room.name))
    .flatMap((room) => {
      const stretch = exteriorStretch(room, spaces, 'rear', PATIO_DOOR.widthFt + 2);
      return stretch ? [{ room, stretch }] : [];
    })
    .sort((a, b) => roomArea(b.room) - roomArea(a.room));
  if (!largest) return null;
  const { room, stretch } = largest;
  return opening('door', room.name, PATIO_DOOR, stretch.edge, middle(stretch.part), true);
}

const middle = (interval: Interval) => (interval.from + interval.to) / 2;

function garageDoors(garage: Garage, spaces: readonly PlacedRoom[]): UnmarkedOpening[] {
  const [front] = edges(garage);
  const overhead = Array.from({ length: garage.bays }, (_, bay) =>
    opening('door', garage.name, OVERHEAD_DOOR, front as Edge, garage.x + (bay + 0.5) * GARAGE_BAY_WIDTH_FT, true),
  );
  const intoHouse = links(garage, spaces)
    .filter((link) => spanLength(link) >= GARAGE_ENTRY.widthFt + 1)
    .sort(byLongestSpan)[0];
  return intoHouse
    ? [...overhead, opening('door', garage.name, GARAGE_ENTRY, intoHouse.edge, middle(intoHouse.span), false)]
    : overhead;
}

/**
 * A floor's doors: the entrance and a patio door on the ground floor, one door per room (halls and
 * stairs stay open to the rooms around them; two rooms never get two doors between them), and the
 * garage's overhead doors with the door into the house.
 */
function floorDoors(
  rooms: readonly PlacedRoom[],
  garage: Garage | null,
  floor: { ground: boolean; dwelling: boolean },
): UnmarkedOpening[] {
  const spaces = garage ? [...rooms, garage] : rooms;
  const exterior = floor.ground
    ? [entrance(rooms, spaces), floor.dwelling ? patioDoor(rooms, spaces) : null].filter((door) => door !== null)
    : [];
  const connected = new Set<string>();
  const pair = (a: PlacedRoom, b: PlacedRoom) => {
    const [i, j] = [rooms.indexOf(a), rooms.indexOf(b)];
    return `${Math.min(i, j)}|${Math.max(i, j)}`;
  };
  const interior = rooms.flatMap((room, index) => {
    if (HALL.test(room.name) || STAIR.test(room.name)) return [];
    const size = interiorDoor(room.name);
    const link = doorLink(rooms, index, size.widthFt);
    if (!link || connected.has(pair(room, link.other))) return [];
    connected.add(pair(room, link.other));
    return [opening('door', room.name, size, link.edge, middle(link.span), false)];
  });
  const doors = [...exterior, ...interior];
  // Listed in the schedule's order: room by room, then the garage.
  doors.sort((a, b) => roomOrder(rooms, a.room) - roomOrder(rooms, b.room));
  return garage ? [...doors, ...garageDoors(garage, spaces)] : doors;
}

function roomOrder(rooms: readonly PlacedRoom[], name: string): number {
  return rooms.findIndex((room) => room.name === name);
}

/**
 * Windows along each room's exterior walls, clear of its doors: one per 10 ft of wall, at least one on
 * a wall long enough to take it, evenly spaced. Storage rooms and the garage have none.
 */
function floorWindows(
  rooms: readonly PlacedRoom[],
  spaces: readonly PlacedRoom[],
  doors: readonly UnmarkedOpening[],
): UnmarkedOpening[] {
  return rooms
    .filter((room) => !STORAGE.test(room.name))
    .flatMap((room) => {
      const size = windowFor(room.name);
      return edges(room).flatMap((edge) => {
        const doorways = doors
          .filter(
            (door) => door.along === edge.along && Math.abs((edge.along === 'x' ? door.y : door.x) - edge.at) < EPS,
          )
          .map((door) => {
            const centre = edge.along === 'x' ? door.x : door.y;
            return { from: centre - door.widthFt / 2 - 1, to: centre + door.widthFt / 2 + 1 };
          });
        return exteriorParts(edge, room, spaces)
          .flatMap((part) => subtract(part, doorways))
          .flatMap((part) =>
            windowCentres(part, size.widthFt).map((centre) => opening('window', room.name, size, edge, centre, true)),
          );
      });
    });
}

function windowCentres(part: Interval, widthFt: number): number[] {
  const length = part.to - part.from;
  if (length < widthFt + 2) return [];
  const count = Math.max(1, Math.min(Math.floor(length / 10), Math.floor((length - 1) / (widthFt + 1))));
  return Array.from({ length: count }, (_, index) => part.from + (length * (index + 0.5)) / count);
}

const TREAD_FT = 11 / 12;

/** A straight run along the stair's longer side, a foot clear at each end. */
function treads(stair: PlacedRoom): Segment[] {
  const alongX = stair.widthFt >= stair.depthFt;
  const run = alongX ? stair.widthFt : stair.depthFt;
  const count = Math.max(Math.floor((run - 2) / TREAD_FT), 0);
  return Array.from({ length: count + 1 }, (_, index) => {
    const at = 1 + index * TREAD_FT;
    return alongX
      ? { x1: stair.x + at, y1: stair.y, x2: stair.x + at, y2: stair.y + stair.depthFt }
      : { x1: stair.x, y1: stair.y + at, x2: stair.x + stair.widthFt, y2: stair.y + at };
  });
}

/**
 * Numbers the openings through the set, floor by floor (D1, D2… and W1, W2…): the same door or window
 * in the same room shares a mark, and the schedule lists each mark once with its count.
 */
function mark(floors: UnmarkedFloor[]): PlanGeometry {
  const rows = new Map<string, ScheduleRow>();
  const counters = { door: 0, window: 0 };
  const marked = floors.map((floor, index) => ({
    ...floor,
    openings: floor.openings.map((unmarked): Opening => {
      const size = `${feetAndInches(unmarked.widthFt)} × ${feetAndInches(unmarked.heightFt)}`;
      const key = [index, unmarked.kind, unmarked.room, unmarked.type, size].join('|');
      let row = rows.get(key);
      if (!row) {
        counters[unmarked.kind] += 1;
        const prefix = unmarked.kind === 'door' ? 'D' : 'W';
        row = {
          kind: unmarked.kind,
          mark: `${prefix}${counters[unmarked.kind]}`,
          floor: floor.label,
          room: unmarked.room,
          size,
          type: unmarked.type,
          count: 0,
        };
        rows.set(key, row);
      }
      row.count += 1;
      return { ...unmarked, mark: row.mark };
    }),
  }));
  return { floors: marked, schedule: [...rows.values()] };
}
