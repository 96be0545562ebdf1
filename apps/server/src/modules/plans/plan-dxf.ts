import { type FloorPlanDesign, footprint, levelPlans } from './floor-plan.ts';

export interface DxfDesign extends FloorPlanDesign {
  id: string;
  title: string;
}

/** One group: its code and its value, each written on its own line. */
type Group = [code: number, value: string | number];

const WALL_THICKNESS_FT = 0.5;
const LAYERS = [
  { name: 'WALLS', colour: 7 },
  { name: 'ROOMS', colour: 8 },
  { name: 'DIMENSIONS', colour: 3 },
  { name: 'ANNOTATION', colour: 2 },
  { name: 'LICENCE', colour: 1 },
] as const;
type Layer = (typeof LAYERS)[number]['name'];

/**
 * The CAD drawing of a seeded design (until staff upload real CAD files): an ASCII DXF (release 12,
 * which every CAD program opens) in feet, with one floor plan per level side by side: the walls, the
 * rooms with their names and sizes, the footprint's dimensions, a title, and `licenceLine` (the buyer
 * and the order, written in at delivery) under the drawing.
 */
export function generatePlanDxf(design: DxfDesign, licenceLine: string): string {
  const { widthFt, depthFt } = footprint(design);
  const levels = levelPlans(design);
  const gap = Math.max(widthFt * 0.25, 10);
  const text = Math.max(Math.round(Math.min(widthFt, depthFt) / 4) / 10, 0.5);
  const entities: Group[] = [];

  levels.forEach((plan, index) => {
    const ox = index * (widthFt + gap);
    entities.push(...rectangle('WALLS', ox, 0, widthFt, depthFt));
    entities.push(
      ...rectangle(
        'WALLS',
        ox + WALL_THICKNESS_FT,
        WALL_THICKNESS_FT,
        widthFt - 2 * WALL_THICKNESS_FT,
        depthFt - 2 * WALL_THICKNESS_FT,
      ),
    );
    for (const room of plan.rooms) {
      const x = ox + room.x;
      entities.push(...rectangle('ROOMS', x, room.y, room.width, room.depth));
      const cx = x + room.width / 2;
      const cy = room.y + room.depth / 2;
      entities.push(...label('ROOMS', room.name.toUpperCase(), cx, cy + text * 0.7, text, 'centre'));
      entities.push(
        ...label('ROOMS', `${feet(room.width)} x ${feet(room.depth)}`, cx, cy - text * 0.7, text * 0.7, 'centre'),
      );
    }
    // The footprint's dimensions: a line with end ticks below and beside each plan.
    const below = -3 * text;
    const beside = ox + widthFt + 3 * text;
    entities.push(...line('DIMENSIONS', ox, below, ox + widthFt, below));
    entities.push(...line('DIMENSIONS', ox, below - text / 2, ox, below + text / 2));
    entities.push(...line('DIMENSIONS', ox + widthFt, below - text / 2, ox + widthFt, below + text / 2));
    entities.push(...label('DIMENSIONS', feet(widthFt), ox + widthFt / 2, below - 1.5 * text, text, 'centre'));
    entities.push(...line('DIMENSIONS', beside, 0, beside, depthFt));
    entities.push(...line('DIMENSIONS', beside - text / 2, 0, beside + text / 2, 0));
    entities.push(...line('DIMENSIONS', beside - text / 2, depthFt, beside + text / 2, depthFt));
    entities.push(...label('DIMENSIONS', feet(depthFt), beside + text, depthFt / 2, text, 'left'));
    entities.push(...label('ANNOTATION', `LEVEL ${plan.level} FLOOR PLAN`, ox, -7 * text, text * 1.4, 'left'));
  });

  const right = levels.length * (widthFt + gap) - gap + 12 * text;
  entities.push(...label('ANNOTATION', design.title, 0, depthFt + 4 * text, text * 2, 'left'));
  entities.push(
    ...label(
      'ANNOTATION',
      `Ref. ${design.id} - schematic floor plans, units: feet`,
      0,
      depthFt + 2 * text,
      text,
      'left',
    ),
  );
  entities.push(...label('LICENCE', licenceLine, 0, -10 * text, text, 'left'));

  const min = { x: -text, y: -11 * text };
  const max = { x: right, y: depthFt + 7 * text };
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

/** 12.5 → 12'-6" */
function feet(value: number): string {
  const inches = Math.round(value * 12);
  return `${Math.floor(inches / 12)}'-${inches % 12}"`;
}

function line(layer: Layer, x1: number, y1: number, x2: number, y2: number): Group[] {
  return [[0, 'LINE'], [8, layer], ...point(10, x1, y1), ...point(11, x2, y2)];
}

/** A closed polyline (release 12: POLYLINE, its VERTEXes, SEQEND). */
function rectangle(layer: Layer, x: number, y: number, width: number, depth: number): Group[] {
  const corners: [number, number][] = [
    [x, y],
    [x + width, y],
    [x + width, y + depth],
    [x, y + depth],
  ];
  return [
    [0, 'POLYLINE'],
    [8, layer],
    [66, 1],
    ...point(10, 0, 0),
    [70, 1],
    ...corners.flatMap(([cx, cy]): Group[] => [[0, 'VERTEX'], [8, layer], ...point(10, cx, cy)]),
    [0, 'SEQEND'],
    [8, layer],
  ];
}

function label(layer: Layer, value: string, x: number, y: number, height: number, align: 'left' | 'centre'): Group[] {
  const base: Group[] = [[0, 'TEXT'], [8, layer], ...point(10, x, y), [40, num(height)], [1, dxfText(value)]];
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
