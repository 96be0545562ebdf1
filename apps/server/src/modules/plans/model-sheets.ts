/**
 * The plan set of a design with a building model (decision 075): its floor plans are the design page's
 * drawings (planDrawings), its schedules list the model's own doors and windows, and the elevations and
 * the section draw the model's footprint, storeys and openings (draw-elevations.ts). One model, so the
 * page, the set and the schedules show one building.
 */
import {
  type BuildingModel,
  catalogueFactsOf,
  dimensionTexts,
  type FloorDrawing,
  floorWalls,
  LINE_HEIGHT,
  roomSizeTexts,
  SIZE_LINE_SCALE,
  stairGeometry,
  stairRiseIn,
  type Wall,
} from '@atelier/domain/building-model';
import { FOUNDATIONS, factLabel, ROOF_TYPES } from '@atelier/domain/design-facts';
import { MAX_GENERATED_FLOORS } from '@atelier/domain/floor-plans';
import type { Massing, SectionFlight } from './draw-elevations.ts';
import { chooseScale, DRAWING_AREA, drawingTitle, faint, ink, type Pen, type XY } from './drawing.ts';
import { type FloorGeometry, feetAndInches, type Opening, type ScheduleRow, type Side } from './floor-plan.ts';
import { ridgeAlongX } from './roof.ts';

type ModelFloor = BuildingModel['floors'][number];
type ModelDoor = ModelFloor['doors'][number];
type ModelWindow = ModelFloor['windows'][number];

const DOOR_TYPES: Record<ModelDoor['kind'], string> = {
  swing: 'Swing door',
  double: 'Double swing door',
  sliding: 'Sliding glass door',
  pocket: 'Pocket door',
  bifold: 'Bi-fold door',
  opening: 'Cased opening',
  vehicle: 'Overhead garage door',
};
const WINDOW_TYPES: Record<ModelWindow['operation'], string> = {
  casement: 'Casement window',
  'double-hung': 'Double-hung window',
  'single-hung': 'Single-hung window',
  slider: 'Sliding window',
  awning: 'Awning window',
  hopper: 'Hopper window',
  fixed: 'Fixed window',
};

/** The footprint's corner nearest the origin: the plan set draws from there. */
function origin(model: BuildingModel): XY {
  const points = model.floors.flatMap((floor) => floor.rooms.flatMap((room) => room.polygon));
  return [Math.min(...points.map(([x]) => x)), Math.min(...points.map(([, y]) => y))];
}

/**
 * The side of the building an opening faces: that of the exterior wall it sits in (the wall's outside
 * is where no room is), so an opening on a recessed face shows on its elevation too; null inside or
 * on a courtyard.
 */
function sideOf(
  walls: readonly Wall[],
  [x, y]: XY,
  rooms: ReadonlySet<string>,
  courtyards: ReadonlySet<string>,
): Side | null {
  const wall = walls.find((candidate) => {
    const along = candidate.axis === 'x' ? x : y;
    const across = candidate.axis === 'x' ? y : x;
    return candidate.kind === 'exterior' && across === candidate.at && along > candidate.from && along < candidate.to;
  });
  if (!wall) return null;
  const outsideBelow = !rooms.has(wall.sides[0]);
  // A courtyard's walls face inward: no elevation of the building shows them.
  if (courtyards.has(outsideBelow ? wall.sides[0] : wall.sides[1])) return null;
  if (wall.axis === 'x') return outsideBelow ? 'front' : 'rear';
  return outsideBelow ? 'left' : 'right';
}

/** The model's doors and windows of a floor, as the elevations and the schedules read openings. */
function floorOpenings(model: BuildingModel, floor: ModelFloor, offset: XY): Opening[] {
  const walls = floorWalls(floor, model.walls);
  const rooms = new Set(floor.rooms.map((room) => room.id));
  const courtyards = new Set(floor.outdoor.filter((space) => space.kind === 'courtyard').map((space) => space.id));
  const roomName = (id: string) =>
    floor.rooms.find((room) => room.id === id)?.name ?? floor.outdoor.find((space) => space.id === id)?.name ?? id;
  const place = ([x, y]: XY) => {
    const at: XY = [x - offset[0], y - offset[1]];
    const side = sideOf(walls, [x, y], rooms, courtyards);
    const along: 'x' | 'y' = side === 'left' || side === 'right' ? 'y' : 'x';
    return {
      x: at[0],
      y: at[1],
      side,
      along,
      inward: side === 'rear' || side === 'right' ? (-1 as const) : (1 as const),
    };
  };
  const doors = floor.doors.map((door): Opening => {
    const room =
      door.between.find((space) => floor.rooms.some((candidate) => candidate.id === space)) ?? door.between[0];
    return {
      kind: 'door',
      mark: '',
      room: roomName(door.opensInto ?? room),
      type: DOOR_TYPES[door.kind],
      operation:
        door.kind === 'vehicle' ? 'overhead' : door.kind === 'sliding' || door.kind === 'pocket' ? 'slide' : 'swing',
      widthFt: door.widthIn / 12,
      heightFt: door.heightIn / 12,
      sillFt: 0,
      ...place(door.at),
    };
  });
  const windows = floor.windows.map(
    (window): Opening => ({
      kind: 'window',
      mark: '',
      room: roomName(window.room),
      type: WINDOW_TYPES[window.operation],
      operation: 'window',
      widthFt: window.widthIn / 12,
      heightFt: (window.headIn - window.sillIn) / 12,
      sillFt: window.sillIn / 12,
      ...place(window.at),
    }),
  );
  return [...doors, ...windows];
}

/** Marks each kind of opening (D1, W1…) and counts them per floor and room, as the schedules list them. */
function markOpenings(floors: { label: string; openings: Opening[] }[]): ScheduleRow[] {
  const marks = new Map<string, string>();
  const counters = { door: 0, window: 0 };
  const rows = new Map<string, ScheduleRow>();
  for (const floor of floors)
    for (const opening of floor.openings) {
      const size = `${feetAndInches(opening.widthFt)} × ${feetAndInches(opening.heightFt)}`;
      const kindKey = [opening.kind, opening.type, size].join('|');
      let mark = marks.get(kindKey);
      if (!mark) {
        counters[opening.kind] += 1;
        mark = `${opening.kind === 'door' ? 'D' : 'W'}${counters[opening.kind]}`;
        marks.set(kindKey, mark);
      }
      opening.mark = mark;
      const rowKey = [floor.label, opening.room, kindKey].join('|');
      const row = rows.get(rowKey) ?? {
        kind: opening.kind,
        mark,
        floor: floor.label,
        room: opening.room,
        size,
        type: opening.type,
        count: 0,
      };
      row.count += 1;
      rows.set(rowKey, row);
    }
  return [...rows.values()].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'door' ? -1 : 1));
}

/**
 * The section cuts through the first stair between storeys that climbs across the span (in the
 * section's plane), and draws its flights; without one it cuts through the middle.
 */
function sectionThroughStair(
  model: BuildingModel,
  storeys: readonly ModelFloor[],
  offset: XY,
  box: { widthFt: number; depthFt: number },
): { cutAtFt?: number; stairFlights?: SectionFlight[] } {
  const alongX = ridgeAlongX(box.widthFt, box.depthFt);
  // The span runs along y when the ridge runs along x: a stair in the plane climbs along ±y then.
  const spanAxis: 0 | 1 = alongX ? 1 : 0;
  const cutAxis: 0 | 1 = alongX ? 0 : 1;
  for (const stair of model.stairs) {
    const storey = storeys.findIndex((floor) => floor.id === stair.from);
    if (storey < 0) continue;
    const geometry = stairGeometry(stair, stairRiseIn(model, stair));
    const flights = geometry.runs.filter((run) => run.kind === 'flight' && run.direction[spanAxis] !== 0);
    const first = flights[0];
    if (!first) continue;
    return {
      cutAtFt: first.origin[cutAxis] - offset[cutAxis],
      stairFlights: flights.map((run) => ({
        storey,
        fromZ: ((run.riser - 1) * geometry.riserIn) / 12,
        startFt: run.origin[spanAxis] - offset[spanAxis],
        direction: run.direction[spanAxis] > 0 ? 1 : -1,
        risers: run.risers,
        riserFt: geometry.riserIn / 12,
        treadFt: stair.treadIn / 12,
      })),
    };
  }
  return {};
}

export interface ModelSet {
  massing: Massing;
  schedule: ScheduleRow[];
}

/** What the elevations, the section, the foundation plan and the schedules draw of the model. */
export function modelSet(model: BuildingModel): ModelSet {
  const facts = catalogueFactsOf(model);
  const offset = origin(model);
  const box = { widthFt: facts.widthFt, depthFt: facts.depthFt };
  const storeys = model.floors
    .filter((floor) => floor.level >= 0 && !floor.mezzanine)
    .sort((a, b) => a.level - b.level);
  const floors: FloorGeometry[] = storeys.map((floor) => ({
    label: floor.label,
    rooms: floor.rooms
      .filter((room) => room.kind !== 'void')
      .map((room) => {
        const xs = room.polygon.map(([x]) => x - offset[0]);
        const ys = room.polygon.map(([, y]) => y - offset[1]);
        const x = Math.min(...xs);
        const y = Math.min(...ys);
        return { name: room.name, x, y, widthFt: Math.max(...xs) - x, depthFt: Math.max(...ys) - y };
      }),
    ...box,
    garage: null,
    walls: { exterior: [], interior: [] },
    openings: floorOpenings(model, floor, offset),
    treads: [],
  }));
  const schedule = markOpenings(
    model.floors.map((floor) => {
      const storey = floors.find((drawn) => drawn.label === floor.label);
      return { label: floor.label, openings: storey ? storey.openings : floorOpenings(model, floor, offset) };
    }),
  );
  return {
    massing: {
      house: box,
      storeys: Math.min(Math.max(storeys.length, 1), MAX_GENERATED_FLOORS),
      roof: model.roof.type,
      foundation: model.foundation.type,
      floors,
      garage: null,
      // The ground floor's heights stand for every storey; the roof is the model's.
      storeyFt: (storeys[0]?.floorToFloorIn ?? 120) / 12,
      plateFt: (storeys[0]?.ceilingIn ?? 108) / 12,
      roofPitch: model.roof.pitch / 12,
      roofOverhangFt: model.roof.overhangIn / 12,
      ...sectionThroughStair(model, storeys, offset, box),
    },
    schedule,
  };
}

/** The cover's facts of a modelled design. */
export function modelCoverFacts(model: BuildingModel): string[][] {
  const facts = catalogueFactsOf(model);
  const count = (value: number | null) => (value === null ? 'n/a' : String(value));
  return [
    ['Heated area', `${facts.area.toLocaleString('en-US')} sq ft`],
    ['Stories', String(facts.stories)],
    ['Bedrooms', count(facts.bedrooms)],
    ['Bathrooms', count(facts.bathrooms)],
    ['Overall size', `${feetAndInches(facts.widthFt)} × ${feetAndInches(facts.depthFt)}`],
    ['Garage bays', count(facts.garageBays)],
    ['Foundation', factLabel(FOUNDATIONS, facts.foundation) ?? facts.foundation],
    [
      'Roof',
      `${factLabel(ROOF_TYPES, facts.roofType) ?? facts.roofType}, ${model.roof.pitch}:12, ${feetAndInches(model.roof.overhangIn / 12)} overhang`,
    ],
  ];
}

/** General notes a studio prints on the cover of a set drawn from its model. */
export function modelCoverNotes(model: BuildingModel): string[] {
  const heights = model.floors.map((floor) => `${floor.label} ${feetAndInches(floor.floorToFloorIn / 12)}`).join(', ');
  return [
    'Do not scale the drawings: written dimensions govern. Dimensions are to the centre of walls; verify every dimension on site before work starts.',
    'Build to the code adopted where the building stands (the IRC for one- and two-family dwellings, the IBC otherwise) and its local amendments.',
    'Foundations, structure and their connections are to be designed and sealed by an engineer licensed where the building stands before a permit is applied for.',
    'Stairs: risers at most 7 3/4", treads at least 10", headroom at least 6\'-8", handrails 34" to 38" above the nosings (IRC R311.7).',
    'Every sleeping room has an emergency escape opening of at least 5.7 sq ft clear, its sill at most 44" above the floor (IRC R310).',
    'Smoke and carbon monoxide alarms in each sleeping room, outside each sleeping area and on every level, interconnected (IRC R314, R315).',
    'Door and window marks refer to the schedules on sheet A-601; sizes are nominal: confirm rough openings with the manufacturer.',
    `Floor to floor: ${heights}.`,
  ];
}

/**
 * A floor plan sheet: the design page's drawing of the floor at the largest standard scale that fits,
 * its labels, dimensions, scale bar and north arrow as placed there (feet and inches).
 */
export function drawModelFloorPlan(pen: Pen, floor: FloorDrawing, title: string) {
  const { viewBox } = floor;
  const titleRoom = 90;
  // Drawing units are inches: a scale of k points a foot is k / 12 points a unit.
  const scale = chooseScale(
    (pointsPerFoot) =>
      (viewBox.width * pointsPerFoot) / 12 <= DRAWING_AREA.width - 40 &&
      (viewBox.height * pointsPerFoot) / 12 <= DRAWING_AREA.height - titleRoom,
  );
  const k = scale.pointsPerFoot / 12;
  const width = viewBox.width * k;
  const height = viewBox.height * k;
  const left = DRAWING_AREA.x + (DRAWING_AREA.width - width) / 2;
  const top = DRAWING_AREA.y + titleRoom + (DRAWING_AREA.height - titleRoom - height) / 2 + height;
  // The SVG's point (x, y) lands at (ox + x k, oy − y k).
  const ox = left - viewBox.x * k;
  const oy = top + viewBox.y * k;
  const at = (x: number, y: number): XY => [ox + x * k, oy - y * k];
  const place = { x: ox, y: oy, scale: k };
  for (const space of floor.outdoor) pen.svgPath(space.outline, place, { width: 0.6, colour: faint, dash: [4, 3] });
  pen.svgPath(floor.voids, place, { width: 0.5, colour: faint });
  pen.svgPath(floor.stairs, place, { width: 0.6 });
  pen.svgPath(floor.arrows, place, { width: 1 });
  pen.svgPath(floor.walls, place, { stroke: false, fill: ink });
  pen.svgPath(floor.windows, place, { width: 0.6 });
  pen.svgPath(floor.doors, place, { width: 0.6 });

  for (const space of [...floor.rooms, ...floor.outdoor]) {
    const { label } = space;
    if (!label) continue;
    const size = label.size * k;
    const lineHeight = size * LINE_HEIGHT;
    const blockHeight = lineHeight * (label.lines.length + (label.showSize ? SIZE_LINE_SCALE : 0));
    const lines = [
      ...label.lines.map((text, index) => ({
        text,
        size,
        offset: -blockHeight / 2 + lineHeight * (index + 0.5),
        bold: true,
      })),
      ...(label.showSize
        ? [
            {
              text: roomSizeTexts(space)[0] as string,
              size: size * SIZE_LINE_SCALE,
              offset: -blockHeight / 2 + lineHeight * label.lines.length + (lineHeight * SIZE_LINE_SCALE) / 2,
              bold: false,
            },
          ]
        : []),
    ];
    const [cx, cy] = at(label.x, label.y);
    for (const line of lines) {
      // A line's centre, its baseline a third of its size below (or, turned, beside) it.
      if (label.vertical)
        pen.text(line.text, cx + line.offset + line.size * 0.35, cy, {
          size: line.size,
          bold: line.bold,
          align: 'centre',
          vertical: true,
        });
      else
        pen.text(line.text, cx, cy - line.offset - line.size * 0.35, {
          size: line.size,
          bold: line.bold,
          align: 'centre',
        });
    }
  }
  for (const label of floor.stairLabels) {
    const [x, y] = at(label.x, label.y);
    pen.text(label.text, x, y - label.size * k * 0.35, { size: label.size * k, bold: true, align: 'centre' });
  }
  for (const dimension of floor.dimensions) {
    pen.svgPath(dimension.path, place, { width: 0.5, colour: faint });
    const [x, y] = at(dimension.text.x, dimension.text.y);
    const text = (dimensionTexts(dimension.feet)[0] as string).replace('′', "'").replace('″', '"');
    const size = dimension.text.size * k;
    if (dimension.text.vertical) pen.text(text, x + size * 0.35, y, { size, align: 'centre', vertical: true });
    else pen.text(text, x, y - size * 0.35, { size, align: 'centre' });
  }
  // The north arrow where the page draws it; the scale is written under the drawing.
  const [nx, ny] = at(floor.north.x, floor.north.y);
  const radius = floor.north.size * k;
  pen.circle([nx, ny], radius, { width: 0.8 });
  const turn = (-floor.north.degrees * Math.PI) / 180;
  const rotate = ([x, y]: XY): XY => [
    nx + x * Math.cos(turn) - y * Math.sin(turn),
    ny + x * Math.sin(turn) + y * Math.cos(turn),
  ];
  pen.path(
    [
      rotate([0, radius * 0.85]),
      rotate([radius * 0.4, -radius * 0.55]),
      rotate([0, -radius * 0.3]),
      rotate([-radius * 0.4, -radius * 0.55]),
    ],
    {
      closed: true,
      stroke: false,
      fill: ink,
    },
  );
  pen.text('N', nx, ny + radius * 1.35, { size: radius * 0.8, bold: true, align: 'centre' });
  drawingTitle(pen, title, scale, left, DRAWING_AREA.y + 40);
}
