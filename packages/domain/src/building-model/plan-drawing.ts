/**
 * A floor of the building model drawn as a plan (decision 073): walls with their thickness and the gaps
 * of their doors and windows, door leaves and swings, windows, stairs with their treads and the arrow
 * of the climb, rooms and outdoor spaces with their names and sizes, the overall dimensions, a scale bar
 * and a north arrow. Plain data (paths and placed texts) for the design page and the plan set to draw:
 * in inches, y down, the front of the building at the bottom. Texts are placed for both units, so the
 * page switches feet and metres without moving anything.
 */
import { deriveFacts, enclosedRooms, isHeated } from './derive.ts';
import type { Point, Ring, Shape } from './geometry.ts';
import { boundingBox, rectangle, ringArea, shapeRings, union } from './geometry.ts';
import type { LabelFit } from './plan-labels.ts';
import { fitLabel } from './plan-labels.ts';
import { DRAWING_UNITS_PER_FOOT, roomSizeTexts, textWidth } from './plan-text.ts';
import type { BuildingModel, Floor, Room } from './schema.ts';
import { stairGeometry, stairRiseIn } from './stairs.ts';
import { floorWalls, type Wall, wallAt } from './walls.ts';

const UNIT = DRAWING_UNITS_PER_FOOT;
/** A label's font size, in feet, as large as fits and never smaller than the plan can be zoomed to read. */
const ROOM_LABEL = { maxSize: 1.25, minSize: 0.55 };
const OUTDOOR_LABEL = { maxSize: 1, minSize: 0.55 };
/** Clear space between a label and a wall's face, in feet. */
const LABEL_MARGIN = 0.35;
const DIMENSION_TEXT = 1;
const DIMENSION_OFFSET = 3;
const MARGIN = 2;

/** Short names for rooms too small for theirs, by kind. */
const SHORT_NAMES: Partial<Record<Room['kind'], string>> = {
  closet: 'CL',
  pantry: 'PAN',
  laundry: 'LAU',
  mechanical: 'MECH',
  storage: 'STO',
  'bath-full': 'BA',
  'bath-half': 'WC',
  stair: 'ST',
  hall: 'HALL',
};

export interface PlacedText {
  x: number;
  y: number;
  size: number;
}

export interface DrawnSpace {
  id: string;
  name: string;
  kind: string;
  outline: string;
  /** Overall size and area, in feet and square feet (the schedule's figures). */
  widthFt: number;
  depthFt: number;
  areaSqFt: number;
  rectangular: boolean;
  heated: boolean;
  /** Its label: the name (upper case, perhaps wrapped or short) and, when shown, the size under it. */
  label: (PlacedText & { lines: string[]; showSize: boolean; vertical: boolean }) | null;
}

export interface DrawnDimension {
  /** The dimension line with its ticks and extension lines. */
  path: string;
  text: PlacedText & { vertical: boolean };
  feet: number;
}

export interface FloorDrawing {
  id: string;
  label: string;
  viewBox: { x: number; y: number; width: number; height: number };
  /** Every wall's pieces between its openings, to fill (non-zero: where they overlap at corners they close). */
  walls: string;
  /** Door leaves and their swings, sliding panels, the overhead doors' lines. */
  doors: string;
  windows: string;
  /** Stair outlines and treads; the arrows of the climb apart, to draw with a heavier line. */
  stairs: string;
  arrows: string;
  stairLabels: (PlacedText & { text: string })[];
  /** Voids (open to below) crossed out. */
  voids: string;
  rooms: DrawnSpace[];
  outdoor: DrawnSpace[];
  dimensions: DrawnDimension[];
  scale: PlacedText & { feet: number; metres: number };
  north: PlacedText & { degrees: number };
}

export interface PlanDrawings {
  heatedSqFt: number;
  garageSqFt: number;
  coveredSqFt: number;
  floors: FloorDrawing[];
}

const r1 = (value: number) => Math.round(value * 10) / 10;
const toDrawing = ([x, y]: Point): Point => [r1(x * UNIT), r1(-y * UNIT) || 0];
const placed = ([x, y]: Point, size: number): PlacedText => {
  const [dx, dy] = toDrawing([x, y]);
  return { x: dx, y: dy, size: r1(size * UNIT) };
};

const ringPath = (ring: readonly Point[]): string =>
  `${ring.map((point, i) => `${i === 0 ? 'M' : 'L'}${toDrawing(point).join(' ')}`).join('')}Z`;
const line = (a: Point, b: Point): string => `M${toDrawing(a).join(' ')}L${toDrawing(b).join(' ')}`;

const add = ([x, y]: Point, [dx, dy]: Point, by: number): Point => [x + dx * by, y + dy * by];
const leftOf = ([dx, dy]: Point): Point => [-dy || 0, dx];

interface Gap {
  wall: Wall;
  at: Point;
  widthFt: number;
}

/**
 * A wall's rectangle less its openings, as the pieces between them. Each wall is drawn on its own,
 * reaching half its thickness past its ends, so that corners and tees close where the pieces overlap.
 */
function cutOpenings(wall: Wall, gaps: readonly Gap[]): Ring[] {
  const half = wall.thicknessIn / 24;
  const cuts = gaps
    .filter((gap) => gap.wall === wall)
    .map((gap) => {
      const along = wall.axis === 'x' ? gap.at[0] : gap.at[1];
      return [along - gap.widthFt / 2, along + gap.widthFt / 2] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  const pieces: Ring[] = [];
  let start = wall.from - half;
  for (const [from, to] of [...cuts, [wall.to + half, wall.to + half] as const]) {
    if (from > start)
      pieces.push(
        wall.axis === 'x'
          ? rectangle([start, wall.at - half], [from, wall.at + half])
          : rectangle([wall.at - half, start], [wall.at + half, from]),
      );
    start = Math.max(start, to);
  }
  return pieces;
}

/** The unit vector along a wall, and the one across it towards its upper side. */
const wallAxes = (wall: Wall): [Point, Point] =>
  wall.axis === 'x'
    ? [
        [1, 0],
        [0, 1],
      ]
    : [
        [0, 1],
        [1, 0],
      ];

interface DrawnOpening {
  path: string;
  /** The floor it takes (a swing's square) where no label should go. */
  clearance: Ring | null;
}

function drawDoor(door: Floor['doors'][number], wall: Wall): DrawnOpening {
  const width = door.widthIn / 12;
  const [along, across] = wallAxes(wall);
  const jambA = add(door.at, along, -width / 2);
  const jambB = add(door.at, along, width / 2);
  const into = door.opensInto ?? door.between[1];
  const toward: Point = wall.sides[1] === into ? across : [-across[0] || 0, -across[1] || 0];
  const swing = (hinge: Point, other: Point, leaf: number): DrawnOpening => {
    const open = add(hinge, toward, leaf);
    const [hx, hy] = toDrawing(hinge);
    const [ox, oy] = toDrawing(other);
    const [ex, ey] = toDrawing(open);
    const radius = r1(leaf * UNIT);
    // The arc runs from the open leaf's end to the closed position; its sweep depends on the turn.
    const cross = (ex - hx) * (oy - hy) - (ey - hy) * (ox - hx);
    const arc = `M${ex} ${ey}A${radius} ${radius} 0 0 ${cross > 0 ? 1 : 0} ${ox} ${oy}`;
    return { path: `${line(hinge, open)}${arc}`, clearance: rectangle(hinge, add(other, toward, leaf)) };
  };
  switch (door.kind) {
    case 'swing': {
      // Facing the way it opens, the hinge is on the left or the right.
      const left = leftOf(toward);
      const hinge = add(door.at, left, door.hinge === 'right' ? -width / 2 : width / 2);
      const other = add(door.at, left, door.hinge === 'right' ? width / 2 : -width / 2);
      return swing(hinge, other, width);
    }
    case 'double': {
      const a = swing(jambA, door.at, width / 2);
      const b = swing(jambB, door.at, width / 2);
      return { path: a.path + b.path, clearance: rectangle(jambA, add(jambB, toward, width / 2)) };
    }
    case 'sliding':
    case 'pocket': {
      const offset = wall.thicknessIn / 48;
      const panel = door.kind === 'pocket' ? width : width / 2;
      return {
        path:
          line(add(jambA, across, -offset), add(add(jambA, along, panel), across, -offset)) +
          (door.kind === 'sliding'
            ? line(add(jambB, across, offset), add(add(jambB, along, -panel), across, offset))
            : ''),
        clearance: null,
      };
    }
    case 'bifold': {
      const fold = width / 4;
      const path =
        line(jambA, add(add(jambA, along, fold), toward, fold * 0.8)) +
        line(add(add(jambA, along, fold), toward, fold * 0.8), door.at) +
        line(jambB, add(add(jambB, along, -fold), toward, fold * 0.8)) +
        line(add(add(jambB, along, -fold), toward, fold * 0.8), door.at);
      return { path, clearance: rectangle(jambA, add(jambB, toward, fold)) };
    }
    case 'vehicle': {
      // An overhead door: its panel, dashed by the page, a foot inside the garage.
      const inside: Point = toward;
      return { path: line(add(jambA, inside, 1), add(jambB, inside, 1)), clearance: null };
    }
    default:
      return { path: '', clearance: null };
  }
}

function drawWindow(window: Floor['windows'][number], wall: Wall): string {
  const width = window.widthIn / 12;
  const [along, across] = wallAxes(wall);
  const half = wall.thicknessIn / 24;
  const a = add(window.at, along, -width / 2);
  const b = add(window.at, along, width / 2);
  // The frame across the wall and the glass along its middle.
  return ringPath(rectangle(add(a, across, -half), add(b, across, half))) + line(a, b);
}

/** A room's overall size, and whether it is a plain rectangle. */
function measure(polygon: Ring) {
  const box = boundingBox([polygon]);
  const widthFt = box ? box.maxX - box.minX : 0;
  const depthFt = box ? box.maxY - box.minY : 0;
  const areaSqFt = ringArea(polygon);
  return { widthFt, depthFt, areaSqFt, rectangular: Math.abs(widthFt * depthFt - areaSqFt) < 1e-6 };
}

function drawnLabel(fit: LabelFit | null): DrawnSpace['label'] {
  if (!fit) return null;
  return { ...placed([fit.cx, fit.cy], fit.size), lines: fit.lines, showSize: fit.showSize, vertical: fit.vertical };
}

/** The stairs of a floor: those that start on it (drawn "UP") and those that arrive on it ("DN"). */
function drawStairs(model: BuildingModel, floor: Floor) {
  const paths: string[] = [];
  const arrows: string[] = [];
  const labels: FloorDrawing['stairLabels'] = [];
  const footprints: Ring[] = [];
  for (const stair of model.stairs) {
    const up = stair.from === floor.id;
    if (!up && stair.to !== floor.id) continue;
    const geometry = stairGeometry(stair, stairRiseIn(model, stair));
    const tread = stair.treadIn / 12;
    const route: Point[] = [];
    for (const run of geometry.runs) {
      footprints.push(run.rect);
      paths.push(ringPath(run.rect));
      if (run.kind === 'flight') {
        const side = leftOf(run.direction);
        const half = stair.widthIn / 24;
        for (let i = 1; i < run.risers; i++) {
          const at = add(run.origin, run.direction, i * tread);
          paths.push(line(add(at, side, -half), add(at, side, half)));
        }
      }
      route.push(run.origin);
    }
    route.push(geometry.top);
    const [first, ...rest] = route;
    if (first) {
      arrows.push(`M${toDrawing(first).join(' ')}${rest.map((point) => `L${toDrawing(point).join(' ')}`).join('')}`);
      // The head at the top, in the way the climb leaves the stair.
      const back: Point = [-geometry.topDirection[0] || 0, -geometry.topDirection[1] || 0];
      const side = leftOf(geometry.topDirection);
      const base = add(geometry.top, back, 0.9);
      arrows.push(line(add(base, side, 0.45), geometry.top) + line(add(base, side, -0.45), geometry.top));
    }
    // "UP" at the foot of the climb, "DN" where one goes down: inside the first or last flight.
    const flights = geometry.runs.filter((run) => run.kind === 'flight');
    const flight = up ? flights[0] : flights.at(-1);
    if (flight) {
      const size = Math.min(0.8, (stair.widthIn / 12) * 0.45);
      const from = up ? flight.origin : add(flight.origin, flight.direction, flight.lengthFt);
      const toward = up ? flight.direction : ([-flight.direction[0] || 0, -flight.direction[1] || 0] as Point);
      const text = up ? 'UP' : 'DN';
      // A text's width along the run, or its height across one that climbs sideways on the page.
      const reach = flight.direction[0] !== 0 ? textWidth(text, size) : size * 1.25;
      labels.push({ ...placed(add(from, toward, reach / 2 + 0.3), size), text });
    }
  }
  return { paths: paths.join(''), arrows: arrows.join(''), labels, footprints };
}

/** The overall width (under the plan) and depth (to its right) of the enclosed footprint. */
function drawDimensions(footprint: Shape, extent: { minX: number; minY: number; maxX: number; maxY: number }) {
  const box = boundingBox(shapeRings(footprint));
  if (!box) return [];
  const tick = 0.4;
  const below = extent.minY - DIMENSION_OFFSET;
  const right = extent.maxX + DIMENSION_OFFSET;
  const width = box.maxX - box.minX;
  const depth = box.maxY - box.minY;
  const horizontal: DrawnDimension = {
    path:
      line([box.minX, below], [box.maxX, below]) +
      line([box.minX, below - tick], [box.minX, box.minY - 0.5]) +
      line([box.maxX, below - tick], [box.maxX, box.minY - 0.5]) +
      line([box.minX - tick, below - tick], [box.minX + tick, below + tick]) +
      line([box.maxX - tick, below - tick], [box.maxX + tick, below + tick]),
    text: {
      ...placed([(box.minX + box.maxX) / 2, below + 0.35 + (DIMENSION_TEXT * 1.25) / 2], DIMENSION_TEXT),
      vertical: false,
    },
    feet: width,
  };
  const vertical: DrawnDimension = {
    path:
      line([right, box.minY], [right, box.maxY]) +
      line([right + tick, box.minY], [box.maxX + 0.5, box.minY]) +
      line([right + tick, box.maxY], [box.maxX + 0.5, box.maxY]) +
      line([right - tick, box.minY - tick], [right + tick, box.minY + tick]) +
      line([right - tick, box.maxY - tick], [right + tick, box.maxY + tick]),
    text: {
      ...placed([right - 0.35 - (DIMENSION_TEXT * 1.25) / 2, (box.minY + box.maxY) / 2], DIMENSION_TEXT),
      vertical: true,
    },
    feet: depth,
  };
  return [horizontal, vertical];
}

/** Everything a floor shows, in feet, before it is turned into drawing units. */
function drawFloor(model: BuildingModel, floor: Floor, footprint: Shape): FloorDrawing {
  const walls = floorWalls(floor, model.walls);
  const gaps: Gap[] = [];
  const doorPaths: string[] = [];
  const clearances: Ring[] = [];
  for (const door of floor.doors) {
    const wall = wallAt(walls, door.at, door.widthIn / 12, () => true);
    if (!wall) continue;
    gaps.push({ wall, at: door.at, widthFt: door.widthIn / 12 });
    const drawn = drawDoor(door, wall);
    doorPaths.push(drawn.path);
    if (drawn.clearance) clearances.push(drawn.clearance);
  }
  const windowPaths: string[] = [];
  for (const window of floor.windows) {
    const wall = wallAt(walls, window.at, window.widthIn / 12, (candidate) => candidate.kind === 'exterior');
    if (!wall) continue;
    gaps.push({ wall, at: window.at, widthFt: window.widthIn / 12 });
    windowPaths.push(drawWindow(window, wall));
  }
  const wallPieces = walls.flatMap((wall) => cutOpenings(wall, gaps));
  const stairs = drawStairs(model, floor);

  // Labels stay clear of the walls' faces, the door swings and the stairs.
  const clearance = model.walls.exteriorIn / 24 + LABEL_MARGIN;
  const obstacles = [...clearances, ...stairs.footprints];
  const space = (
    polygon: Ring,
    names: string[],
    options: { maxSize: number; minSize: number },
  ): Pick<DrawnSpace, 'widthFt' | 'depthFt' | 'areaSqFt' | 'rectangular' | 'label'> => {
    const size = measure(polygon);
    const fit = fitLabel(polygon, obstacles, names, roomSizeTexts(size), { ...options, clearance });
    return { ...size, label: drawnLabel(fit) };
  };

  const rooms: DrawnSpace[] = floor.rooms.map((room) => {
    const names = [room.name.toUpperCase(), ...(SHORT_NAMES[room.kind] ? [SHORT_NAMES[room.kind] as string] : [])];
    return {
      id: room.id,
      name: room.name,
      kind: room.kind,
      outline: ringPath(room.polygon),
      heated: room.kind !== 'void' && isHeated(room),
      ...space(room.polygon, names, ROOM_LABEL),
    };
  });
  const outdoor: DrawnSpace[] = floor.outdoor.map((area) => ({
    id: area.id,
    name: area.name,
    kind: area.kind,
    outline: ringPath(area.polygon),
    heated: false,
    ...space(area.polygon, [area.name.toUpperCase()], OUTDOOR_LABEL),
  }));
  const voids = floor.rooms
    .filter((room) => room.kind === 'void')
    .map((room) => {
      const box = boundingBox([room.polygon]);
      return box
        ? line([box.minX, box.minY], [box.maxX, box.maxY]) + line([box.minX, box.maxY], [box.maxX, box.minY])
        : '';
    })
    .join('');

  // The drawing's extent: every space and the footprint of every floor (so that floors line up).
  const extent = boundingBox([
    ...shapeRings(footprint),
    ...floor.rooms.map((room) => room.polygon),
    ...floor.outdoor.map((area) => area.polygon),
  ]) ?? { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const dimensions = drawDimensions(footprint, extent);
  // Under the width dimension: the scale bar on the left, the north arrow on the right.
  const legendY = extent.minY - DIMENSION_OFFSET - 2 - DIMENSION_TEXT * 1.25 - 1.5;
  const scaleSize = 0.8;
  // The north arrow right of the scale bar and its "10 ft" (about 13 ft), however narrow the building.
  const northX = Math.max(extent.maxX - 1.5, extent.minX + 15);
  const north = { ...placed([northX, legendY], 1.2), degrees: model.northDeg };
  const scale = { ...placed([extent.minX, legendY], scaleSize), feet: 10, metres: 3 };
  const minX = extent.minX - MARGIN;
  const maxX = Math.max(extent.maxX + DIMENSION_OFFSET + DIMENSION_TEXT * 1.25 + 0.5, northX + 1.5) + MARGIN;
  const minY = legendY - 2 - MARGIN;
  const maxY = extent.maxY + MARGIN;
  const [x, y] = toDrawing([minX, maxY]);
  return {
    id: floor.id,
    label: floor.label,
    viewBox: { x, y, width: r1((maxX - minX) * UNIT), height: r1((maxY - minY) * UNIT) },
    walls: wallPieces.map(ringPath).join(''),
    doors: doorPaths.join(''),
    windows: windowPaths.join(''),
    stairs: stairs.paths,
    arrows: stairs.arrows,
    stairLabels: stairs.labels,
    voids,
    rooms,
    outdoor,
    dimensions,
    scale,
    north,
  };
}

/** Every floor of the model drawn, with the areas the page states beside them. */
export function planDrawings(model: BuildingModel): PlanDrawings {
  const facts = deriveFacts(model);
  const footprint = union(model.floors.flatMap((floor) => enclosedRooms(floor).map((room) => room.polygon)));
  const garageSqFt = model.floors
    .flatMap((floor) => floor.rooms)
    .filter((room) => room.kind === 'garage')
    .reduce((sum, room) => sum + ringArea(room.polygon), 0);
  return {
    heatedSqFt: facts.heatedSqFt,
    garageSqFt,
    coveredSqFt: facts.coveredSqFt,
    floors: model.floors.map((floor) => drawFloor(model, floor, footprint)),
  };
}
