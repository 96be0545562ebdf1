import {
  type BuildingModel,
  dimensionTexts,
  type FloorDrawing,
  LINE_HEIGHT,
  planDrawings,
  roomSizeTexts,
  SIZE_LINE_SCALE,
} from '@atelier/domain/building-model';
import {
  type FloorGeometry,
  feetAndInches,
  floorExtent,
  type Opening,
  type PlanFacts,
  planGeometry,
  type Segment,
  WALL_THICKNESS_FT,
} from './floor-plan.ts';
import { readPath } from './svg-path.ts';

export interface DxfDesign extends PlanFacts {
  id: string;
  title: string;
  /** Its building model, when it has one: the drawing is the model's (decision 075). */
  model?: BuildingModel | null;
}

/** One group: its code and its value, each written on its own line. */
type Group = [code: number, value: string | number];

const LAYERS = [
  { name: 'WALLS', colour: 7 },
  { name: 'ROOMS', colour: 8 },
  { name: 'OUTDOOR', colour: 8 },
  { name: 'GARAGE', colour: 9 },
  { name: 'DOORS', colour: 4 },
  { name: 'WINDOWS', colour: 5 },
  { name: 'STAIRS', colour: 6 },
  { name: 'DIMENSIONS', colour: 3 },
  { name: 'ANNOTATION', colour: 2 },
  { name: 'LICENCE', colour: 1 },
] as const;
type Layer = (typeof LAYERS)[number]['name'];

/**
 * The CAD drawing of a seeded design (until staff upload real CAD files): an ASCII DXF (release 12,
 * which every CAD program opens) in feet, with the floor plans of the plan set side by side (the same
 * geometry, floor-plan.ts): the exterior walls, the rooms with their names and sizes, the garage beside
 * the ground floor, the doors and windows with their marks, the stairs, each floor's dimensions and
 * title, and `licenceLine` (the buyer and the order, written in at delivery) under the drawing.
 */
export function generatePlanDxf(design: DxfDesign, licenceLine: string): string {
  const drawings = design.model ? planDrawings(design.model).floors : null;
  const floors = drawings ? [] : planGeometry(design).floors;
  const extents = drawings
    ? drawings.map((floor) => ({
        widthFt: floor.viewBox.width / 12,
        depthFt: (floor.viewBox.y + floor.viewBox.height) / 12,
      }))
    : floors.map(floorExtent);
  const widest = Math.max(1, ...extents.map((extent) => extent.widthFt));
  const deepest = Math.max(1, ...extents.map((extent) => extent.depthFt));
  const gap = Math.max(widest * 0.25, 10);
  const text = Math.max(Math.round(Math.min(widest, deepest) / 4) / 10, 0.5);
  // Below the plans, clear of the window marks: the dimensions, then the titles, then the licence line.
  const below = (lines: number) => -(2.5 + lines * text) + (drawings ? lowest(drawings) : 0);
  const entities: Group[] = [];

  let ox = 0;
  if (drawings)
    for (const floor of drawings) {
      // Each drawing's left edge at ox: the drawing's own x runs from its view box's.
      const shift = ox - floor.viewBox.x / 12;
      entities.push(...modelFloorEntities(floor, shift));
      entities.push(...label('ANNOTATION', `${floor.label.toUpperCase()} PLAN`, ox, below(7), text * 1.4, 'left'));
      ox += floor.viewBox.width / 12 + gap;
    }
  floors.forEach((floor, index) => {
    entities.push(...floorEntities(floor, ox, text, below));
    ox += (extents[index]?.widthFt ?? 0) + gap;
  });

  const right = Math.max(ox - gap, 0) + 12 * text;
  entities.push(...label('ANNOTATION', design.title, 0, deepest + 4 * text, text * 2, 'left'));
  entities.push(
    ...label('ANNOTATION', `Ref. ${design.id} - floor plans, units: feet`, 0, deepest + 2 * text, text, 'left'),
  );
  entities.push(...label('LICENCE', licenceLine, 0, below(10), text, 'left'));

  const min = { x: -text, y: below(11) };
  const max = { x: right, y: deepest + 7 * text };
  return serialise([
    ...section('HEADER', [
      [9, '$ACADVER'],
      [1, 'AC1009'],
      [9, '$DWGCODEPAGE'],
      [3, 'ANSI_1252'],
      [9, '$INSBASE'],
      ...point(10, 0, 0),
      [9, '$EXTMIN'],
      ...point(10, min.x, min.y),
      [9, '$EXTMAX'],
      ...point(10, max.x, max.y),
      [9, '$LIMMIN'],
      [10, num(min.x)],
      [20, num(min.y)],
      [9, '$LIMMAX'],
      [10, num(max.x)],
      [20, num(max.y)],
      [9, '$TEXTSIZE'],
      [40, num(text)],
    ]),
    ...section('TABLES', [
      ...table('LTYPE', [
        [
          [0, 'LTYPE'],
          [2, 'CONTINUOUS'],
          [70, 0],
          [3, 'Solid line'],
          [72, 65],
          [73, 0],
          [40, num(0)],
        ],
      ]),
      ...table(
        'LAYER',
        [{ name: '0', colour: 7 }, ...LAYERS].map((layer): Group[] => [
          [0, 'LAYER'],
          [2, layer.name],
          [70, 0],
          [62, layer.colour],
          [6, 'CONTINUOUS'],
        ]),
      ),
      ...table('STYLE', [
        [
          [0, 'STYLE'],
          [2, 'STANDARD'],
          [70, 0],
          [40, num(0)],
          [41, num(1)],
          [50, num(0)],
          [71, 0],
          [42, num(text)],
          [3, 'txt'],
          [4, ''],
        ],
      ]),
    ]),
    ...section('ENTITIES', entities),
    [0, 'EOF'],
  ]);
}

/** The lowest point of the model's drawings, in feet (y up): the titles go under it. */
const lowest = (drawings: readonly FloorDrawing[]) =>
  Math.min(...drawings.map((floor) => -(floor.viewBox.y + floor.viewBox.height) / 12));

/** A path of the model's drawing as DXF entities on a layer, moved `dx` feet along x. */
function pathEntities(layer: Layer, path: string, dx: number): Group[] {
  return readPath(path).flatMap((shape): Group[] =>
    shape.kind === 'arc'
      ? arc(layer, shape.centre[0] + dx, shape.centre[1], shape.radius, shape.start, shape.end)
      : polyline(
          layer,
          shape.points.map(([x, y]): [number, number] => [x + dx, y]),
          shape.closed,
        ),
  );
}

/**
 * A floor of the building model as the design page and the plan set draw it (plan-drawing.ts): walls,
 * rooms and outdoor spaces, doors with their swings, windows, stairs, the labels and the dimensions.
 */
function modelFloorEntities(floor: FloorDrawing, dx: number): Group[] {
  const entities: Group[] = [
    ...pathEntities('WALLS', floor.walls, dx),
    ...floor.rooms.flatMap((room) => pathEntities('ROOMS', room.outline, dx)),
    ...floor.outdoor.flatMap((space) => pathEntities('OUTDOOR', space.outline, dx)),
    ...pathEntities('DOORS', floor.doors, dx),
    ...pathEntities('WINDOWS', floor.windows, dx),
    ...pathEntities('STAIRS', floor.stairs, dx),
    ...pathEntities('STAIRS', floor.arrows, dx),
    ...pathEntities('ROOMS', floor.voids, dx),
  ];
  const feet = (value: number) => value / 12;
  for (const space of [...floor.rooms, ...floor.outdoor]) {
    const placed = space.label;
    if (!placed) continue;
    const size = feet(placed.size);
    const lines = [...placed.lines, ...(placed.showSize ? [roomSizeTexts(space)[0] as string] : [])];
    const step = size * LINE_HEIGHT;
    // The block's lines, top to bottom, centred on the label's place (turned with it).
    lines.forEach((line, index) => {
      const offset = ((lines.length - 1) / 2 - index) * step;
      // Placed by its baseline: a third of its size below the line's middle (beside it, turned).
      const base = size / 3;
      const x = feet(placed.x) + dx + (placed.vertical ? base - offset : 0);
      const y = -feet(placed.y) + (placed.vertical ? 0 : offset - base);
      const layer = floor.outdoor.includes(space) ? 'OUTDOOR' : 'ROOMS';
      entities.push(
        ...label(
          layer,
          line.replace('′', "'").replace('″', '"'),
          x,
          y,
          index < placed.lines.length ? size : size * SIZE_LINE_SCALE,
          'centre',
          placed.vertical ? 90 : 0,
        ),
      );
    });
  }
  for (const stair of floor.stairLabels)
    entities.push(
      ...label(
        'STAIRS',
        stair.text,
        feet(stair.x) + dx,
        -feet(stair.y) - feet(stair.size) / 3,
        feet(stair.size),
        'centre',
      ),
    );
  for (const dimension of floor.dimensions) {
    entities.push(...pathEntities('DIMENSIONS', dimension.path, dx));
    const text = (dimensionTexts(dimension.feet)[0] as string).replace('′', "'").replace('″', '"');
    entities.push(
      ...label(
        'DIMENSIONS',
        text,
        feet(dimension.text.x) + dx,
        -feet(dimension.text.y),
        feet(dimension.text.size),
        'centre',
        dimension.text.vertical ? 90 : 0,
      ),
    );
  }
  return entities;
}

/** One floor plan with its origin at (ox, 0). */
function floorEntities(floor: FloorGeometry, ox: number, text: number, below: (lines: number) => number): Group[] {
  const entities: Group[] = [];
  const shifted = (wall: Segment): Group[] => line('WALLS', ox + wall.x1, wall.y1, ox + wall.x2, wall.y2);
  for (const wall of floor.walls.exterior) entities.push(...shifted(wall));
  for (const room of floor.rooms) {
    entities.push(...rectangle('ROOMS', ox + room.x, room.y, room.widthFt, room.depthFt));
    entities.push(...roomText('ROOMS', room.name, ox + room.x, room.y, room.widthFt, room.depthFt, text));
  }
  const garage = floor.garage;
  if (garage) {
    entities.push(...rectangle('GARAGE', ox + garage.x, garage.y, garage.widthFt, garage.depthFt));
    entities.push(...roomText('GARAGE', garage.name, ox + garage.x, garage.y, garage.widthFt, garage.depthFt, text));
  }
  for (const opening of floor.openings) entities.push(...openingEntities(opening, ox, text));
  for (const tread of floor.treads) entities.push(...line('STAIRS', ox + tread.x1, tread.y1, ox + tread.x2, tread.y2));

  // Overall dimensions: the house and the garage along the bottom, the depth beside.
  const { widthFt } = floorExtent(floor);
  const stops = [0, floor.widthFt, ...(garage ? [garage.x + garage.widthFt] : [])];
  entities.push(
    ...dimension(
      stops.map((stop) => ox + stop),
      below(3),
      text,
      'x',
    ),
  );
  entities.push(...dimension([0, floor.depthFt], ox + widthFt + 3 * text, text, 'y'));
  entities.push(...label('ANNOTATION', `${floor.label.toUpperCase()} PLAN`, ox, below(7), text * 1.4, 'left'));
  return entities;
}

function roomText(layer: Layer, name: string, x: number, y: number, width: number, depth: number, text: number) {
  const cx = x + width / 2;
  const cy = y + depth / 2;
  return [
    ...label(layer, name.toUpperCase(), cx, cy + text * 0.7, text, 'centre'),
    ...label(layer, `${feetAndInches(width)} x ${feetAndInches(depth)}`, cx, cy - text * 0.7, text * 0.7, 'centre'),
  ];
}

/**
 * A door: its leaf open square to the wall at the hinge and the arc it sweeps (or, sliding and
 * overhead, its panels); a window: its glazing lines across the wall. Each with its mark.
 */
function openingEntities(opening: Opening, ox: number, text: number): Group[] {
  const half = opening.widthFt / 2;
  const alongX = opening.along === 'x';
  // Points along the wall (s, from the opening's start) and across it (t, toward its room).
  const at = (s: number, t: number): [number, number] =>
    alongX
      ? [ox + opening.x - half + s, opening.y + t * opening.inward]
      : [ox + opening.x + t * opening.inward, opening.y - half + s];
  const across = (layer: Layer, s0: number, s1: number, t: number) => line(layer, ...at(s0, t), ...at(s1, t));
  const width = opening.widthFt;
  const wall = WALL_THICKNESS_FT / 2;
  const outside = opening.kind === 'window' || opening.operation === 'overhead';
  const tag = label(
    opening.kind === 'door' ? 'DOORS' : 'WINDOWS',
    opening.mark,
    ...at(half, (outside ? -1 : 1) * (1 + text)),
    text * 0.8,
    'centre',
  );
  if (opening.kind === 'window') return [...[-wall, 0, wall].flatMap((t) => across('WINDOWS', 0, width, t)), ...tag];
  if (opening.operation === 'slide')
    return [...across('DOORS', 0, width * 0.55, -wall / 2), ...across('DOORS', width * 0.45, width, wall / 2), ...tag];
  if (opening.operation === 'overhead') return [...across('DOORS', 0, width, 0), ...tag];
  const [hx, hy] = at(0, 0);
  // Counterclockwise from the wall to the leaf, or from the leaf to the wall.
  const [start, end] = alongX ? (opening.inward > 0 ? [0, 90] : [270, 360]) : opening.inward > 0 ? [0, 90] : [90, 180];
  return [...line('DOORS', hx, hy, ...at(0, width)), ...arc('DOORS', hx, hy, width, start, end), ...tag];
}

/** A dimension line through `stops` (along x at y = `at`, or along y at x = `at`) with end ticks and lengths. */
function dimension(stops: number[], at: number, text: number, axis: 'x' | 'y'): Group[] {
  const p = (s: number, offset = 0): [number, number] => (axis === 'x' ? [s, at + offset] : [at + offset, s]);
  const first = stops[0] ?? 0;
  const last = stops.at(-1) ?? 0;
  const groups: Group[] = [...line('DIMENSIONS', ...p(first), ...p(last))];
  for (const stop of stops) groups.push(...line('DIMENSIONS', ...p(stop, -text / 2), ...p(stop, text / 2)));
  for (let index = 1; index < stops.length; index++) {
    const from = stops[index - 1] as number;
    const to = stops[index] as number;
    const [x, y] = p((from + to) / 2, axis === 'x' ? -1.5 * text : text);
    groups.push(...label('DIMENSIONS', feetAndInches(to - from), x, y, text, axis === 'x' ? 'centre' : 'left'));
  }
  return groups;
}

function serialise(groups: Group[]): string {
  return `${groups.map(([code, value]) => `${code}\n${value}`).join('\n')}\n`;
}

const section = (name: string, body: Group[]): Group[] => [[0, 'SECTION'], [2, name], ...body, [0, 'ENDSEC']];

const table = (name: string, entries: Group[][]): Group[] => [
  [0, 'TABLE'],
  [2, name],
  [70, entries.length],
  ...entries.flat(),
  [0, 'ENDTAB'],
];

/** Coordinates with two decimals: hundredths of a foot are far below what a schematic shows. */
const num = (value: number) => value.toFixed(2);

const point = (code: 10 | 11, x: number, y: number): Group[] => [
  [code, num(x)],
  [code + 10, num(y)],
  [code + 20, num(0)],
];

function line(layer: Layer, x1: number, y1: number, x2: number, y2: number): Group[] {
  return [[0, 'LINE'], [8, layer], ...point(10, x1, y1), ...point(11, x2, y2)];
}

/** An arc counterclockwise from `start` to `end` degrees. */
function arc(layer: Layer, x: number, y: number, radius: number, start: number, end: number): Group[] {
  return [[0, 'ARC'], [8, layer], ...point(10, x, y), [40, num(radius)], [50, num(start)], [51, num(end)]];
}

/** A polyline, closed or open (release 12: POLYLINE, its VERTEXes, SEQEND). */
function polyline(layer: Layer, corners: readonly [number, number][], closed: boolean): Group[] {
  return [
    [0, 'POLYLINE'],
    [8, layer],
    [66, 1],
    ...point(10, 0, 0),
    [70, closed ? 1 : 0],
    ...corners.flatMap(([cx, cy]): Group[] => [[0, 'VERTEX'], [8, layer], ...point(10, cx, cy)]),
    [0, 'SEQEND'],
    [8, layer],
  ];
}

/** A closed rectangle. */
function rectangle(layer: Layer, x: number, y: number, width: number, depth: number): Group[] {
  return polyline(
    layer,
    [
      [x, y],
      [x + width, y],
      [x + width, y + depth],
      [x, y + depth],
    ],
    true,
  );
}

function label(
  layer: Layer,
  value: string,
  x: number,
  y: number,
  height: number,
  align: 'left' | 'centre',
  rotation = 0,
): Group[] {
  const base: Group[] = [
    [0, 'TEXT'],
    [8, layer],
    ...point(10, x, y),
    [40, num(height)],
    [1, dxfText(value)],
    ...(rotation ? ([[50, num(rotation)]] as Group[]) : []),
  ];
  // A centred text is placed by its alignment point (11/21/31); horizontal justification 1 is centre.
  return align === 'centre' ? [...base, [72, 1], ...point(11, x, y)] : base;
}

const MAX_TEXT_LENGTH = 250;

/**
 * A text value as DXF takes it: on one line, printable ASCII, other characters as \U+XXXX escapes, a
 * percent sign doubled into %%% (%% starts a control code) and a caret followed by a space; cut to the
 * 255 characters release 12 allows.
 */
export function dxfText(value: string): string {
  let out = '';
  for (const char of value.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0x3f;
    const encoded =
      char === '%'
        ? '%%%'
        : char === '^'
          ? '^ '
          : code >= 0x20 && code < 0x7f
            ? char
            : code < 0x20 || code === 0x7f || code > 0xffff
              ? '?'
              : `\\U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    if (out.length + encoded.length > MAX_TEXT_LENGTH) break;
    out += encoded;
  }
  return out;
}
