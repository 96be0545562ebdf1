import type { Foundation } from '@atelier/domain/design-facts';
import type { PlacedRoom } from '@atelier/domain/floor-plans';
import {
  centreIn,
  chooseScale,
  cut,
  DRAWING_AREA,
  dimensionString,
  drawingTitle,
  type Frame,
  faint,
  frame,
  type Pen,
  type Stroke,
  shade,
  TITLE_HEIGHT,
  white,
  type XY,
} from './drawing.ts';
import {
  type FloorGeometry,
  feetAndInches,
  floorExtent,
  isStair,
  type Opening,
  type Segment,
  WALL_THICKNESS_FT,
} from './floor-plan.ts';
import { FOUNDATION_NOTES, foundationLabel, GARAGE_SLAB_NOTE, pierLines } from './foundation.ts';

/** Room around a plan for its dimension strings, marks and section marks, in points. */
const MARGIN = { left: 150, right: 150, bottom: 150, top: 150 };
/** The section's bubbles stand past the window marks and the dimension strings. */
const SECTION_BUBBLE_OFFSET = 125;
/** Interior walls are 4½ in thick. */
const PARTITION_FT = 0.375;

interface Placed {
  view: Frame;
  pointsPerFoot: number;
}

/** Picks the scale at which a plan of this extent fits `area` with its margins, titles the drawing and places it. */
function placePlan(
  pen: Pen,
  title: string,
  extent: { widthFt: number; depthFt: number },
  area: typeof DRAWING_AREA,
  note?: string,
): Placed {
  const across = MARGIN.left + MARGIN.right;
  const up = MARGIN.top + MARGIN.bottom;
  const scale = chooseScale(
    (k) => extent.widthFt * k + across <= area.width && extent.depthFt * k + up <= area.height - TITLE_HEIGHT,
  );
  const k = scale.pointsPerFoot;
  const [left, bottom] = centreIn(area, extent.widthFt * k + across, extent.depthFt * k + up);
  drawingTitle(pen, title, scale, area.x + area.width / 2, area.y + 16, note);
  return { view: frame(left + MARGIN.left, bottom + MARGIN.bottom, scale), pointsPerFoot: k };
}

/**
 * A floor plan at a true scale: walls 6 in (exterior) and 4½ in (interior) thick, the doors and
 * windows with their marks, stairs, the rooms' names and sizes, dimension strings along the bottom and
 * the left side, and the section's cut line.
 */
export function drawFloorPlan(pen: Pen, floor: FloorGeometry, options: { stairsUp: boolean; cut: Segment }) {
  const { view, pointsPerFoot } = placePlan(pen, `${floor.label.toUpperCase()} PLAN`, floorExtent(floor), DRAWING_AREA);
  const exterior = Math.max(WALL_THICKNESS_FT * pointsPerFoot, 2);
  const interior = Math.max(PARTITION_FT * pointsPerFoot, 1.2);
  const at = (x: number, y: number): XY => [view.x(x), view.y(y)];
  const ends = (segment: Segment): [XY, XY] => [at(segment.x1, segment.y1), at(segment.x2, segment.y2)];
  pen.lines(floor.walls.interior.map(ends), { width: interior, square: true });
  pen.lines(floor.walls.exterior.map(ends), { width: exterior, square: true });
  pen.lines(floor.treads.map(ends), { width: 0.6 });
  for (const opening of floor.openings) drawOpening(pen, view, opening, opening.side ? exterior : interior);
  for (const room of floor.rooms) roomLabel(pen, view, room, stairNote(room, options.stairsUp));
  if (floor.garage) roomLabel(pen, view, floor.garage, `${floor.garage.bays}-CAR`);
  for (const opening of floor.openings) openingTag(pen, view, opening);
  planDimensions(pen, view, floor);
  sectionMark(pen, view, options.cut);
}

const stairNote = (room: PlacedRoom, up: boolean) => (isStair(room.name) ? (up ? 'UP' : 'DN') : null);

/** An opening cut through its wall line: a gap, its jambs, and the symbol of the door or the window. */
function drawOpening(pen: Pen, view: Frame, opening: Opening, wallWidth: number) {
  const alongX = opening.along === 'x';
  const half = opening.widthFt / 2;
  const depth = wallWidth / 2 + 1;
  // Points along the wall (s, from the opening's start) and across it (t, toward its room).
  const point = (s: number, t: number): XY =>
    alongX
      ? [view.x(opening.x - half) + s, view.y(opening.y) + t * opening.inward]
      : [view.x(opening.x) + t * opening.inward, view.y(opening.y - half) + s];
  const width = view.length(opening.widthFt);
  const [gx, gy] = point(0, -depth);
  const [hx, hy] = point(width, depth);
  pen.rect(Math.min(gx, hx), Math.min(gy, hy), Math.abs(hx - gx), Math.abs(hy - gy), { fill: white, stroke: false });
  pen.lines(
    [
      [point(0, -depth + 1), point(0, depth - 1)],
      [point(width, -depth + 1), point(width, depth - 1)],
    ],
    { width: 0.8 },
  );
  if (opening.kind === 'window') {
    pen.lines(
      [-wallWidth / 2, 0, wallWidth / 2].map((t) => [point(0, t), point(width, t)]),
      { width: 0.6 },
    );
    return;
  }
  if (opening.operation === 'slide') {
    pen.line(point(0, -wallWidth / 4), point(width * 0.55, -wallWidth / 4), { width: 1.2 });
    pen.line(point(width * 0.45, wallWidth / 4), point(width, wallWidth / 4), { width: 1.2 });
    return;
  }
  if (opening.operation === 'overhead') {
    pen.line(point(0, 0), point(width, 0), { width: 1 });
    pen.line(point(0, view.length(2)), point(width, view.length(2)), { width: 0.6, dash: [6, 4] });
    return;
  }
  // A swing door: the leaf open square to the wall at the hinge, and the arc its edge sweeps.
  pen.line(point(0, 0), point(0, width), { width: 1.2 });
  const leafAngle = alongX ? (opening.inward > 0 ? 90 : 270) : opening.inward > 0 ? 0 : 180;
  const turn = alongX ? (opening.inward > 0 ? -1 : 1) : opening.inward > 0 ? 1 : -1;
  pen.quarterArc(point(0, 0), width, leafAngle, turn, { width: 0.5, colour: faint });
}

/** A door's mark in a circle inside its room past the door; a window's in a box outside its wall. */
function openingTag(pen: Pen, view: Frame, opening: Opening) {
  const alongX = opening.along === 'x';
  const centre: XY = [view.x(opening.x), view.y(opening.y)];
  const width = view.length(opening.widthFt);
  const outward = opening.kind === 'window' || opening.operation === 'overhead' ? -1 : 1;
  const across = outward * opening.inward * (opening.kind === 'window' ? 24 : 18);
  const along = opening.kind === 'door' && opening.operation === 'swing' ? width / 2 + 14 : 0;
  const [x, y]: XY = alongX ? [centre[0] + along, centre[1] + across] : [centre[0] + across, centre[1] + along];
  if (opening.kind === 'door') pen.circle([x, y], 10, { width: 0.8, fill: white });
  else pen.rect(x - 13, y - 8, 26, 16, { width: 0.8, fill: white });
  pen.text(opening.mark, x, y - 3, { size: 8, bold: true, align: 'centre' });
}

/**
 * The room's name and its size at its centre, smaller when the room is narrow, on a white ground that
 * keeps them legible over stair treads and the section's cut line.
 */
function roomLabel(pen: Pen, view: Frame, room: PlacedRoom, note: string | null) {
  const name = room.name.toUpperCase();
  const size = `${feetAndInches(room.widthFt)} × ${feetAndInches(room.depthFt)}`;
  const roomWidth = view.length(room.widthFt) - 8;
  const fit = (text: string, wanted: number, bold: boolean) =>
    Math.max(5, Math.min(wanted, (roomWidth / Math.max(pen.textWidth(text, wanted, bold), 1)) * wanted));
  const nameSize = fit(name, 11, true);
  const sizeSize = fit(size, 9, false);
  const x = view.x(room.x + room.widthFt / 2);
  const y = view.y(room.y + room.depthFt / 2);
  const width = Math.max(pen.textWidth(name, nameSize, true), pen.textWidth(size, sizeSize)) + 6;
  const bottom = note ? y - 24 : y - 12;
  pen.rect(x - width / 2, bottom, width, y + 16 - bottom, { fill: white, stroke: false });
  pen.text(name, x, y + 4, { size: nameSize, bold: true, align: 'centre' });
  pen.text(size, x, y - 9, { size: sizeSize, align: 'centre' });
  if (note) pen.text(note, x, y - 21, { size: 8, bold: true, align: 'centre', colour: faint });
}

/** Room by room along the front and the left side, then overall; the garage's own depth on its right. */
function planDimensions(pen: Pen, view: Frame, floor: FloorGeometry) {
  if (floor.rooms.length === 0) return;
  const front = floor.rooms.filter((room) => room.y === 0);
  const left = floor.rooms.filter((room) => room.x === 0);
  const garage = floor.garage;
  const frontStops = front.flatMap((room) => [room.x, room.x + room.widthFt]);
  const overall = [0, floor.widthFt, ...(garage ? [garage.x + garage.widthFt] : [])];
  dimensionString(pen, view, garage ? [...frontStops, ...overall] : frontStops, view.y(0) - 60);
  dimensionString(pen, view, overall, view.y(0) - 100);
  dimensionString(
    pen,
    view,
    left.flatMap((room) => [room.y, room.y + room.depthFt]),
    view.x(0) - 60,
    true,
  );
  dimensionString(pen, view, [0, floor.depthFt], view.x(0) - 100, true);
  if (garage) dimensionString(pen, view, [0, garage.depthFt], view.x(garage.x + garage.widthFt) + 60, true);
}

/** The cut line of building section A-A across the building, with its bubbles naming the section's sheet. */
function sectionMark(pen: Pen, view: Frame, line: Segment) {
  const vertical = line.x1 === line.x2;
  const ends: XY[] = vertical
    ? [
        [view.x(line.x1), view.y(line.y1) - SECTION_BUBBLE_OFFSET],
        [view.x(line.x2), view.y(line.y2) + SECTION_BUBBLE_OFFSET],
      ]
    : [
        [view.x(line.x1) - SECTION_BUBBLE_OFFSET, view.y(line.y1)],
        [view.x(line.x2) + SECTION_BUBBLE_OFFSET, view.y(line.y2)],
      ];
  pen.line(ends[0] as XY, ends[1] as XY, { width: 1.4, dash: [14, 6, 3, 6] });
  for (const [x, y] of ends) {
    pen.circle([x, y], 14, { width: 1, fill: white });
    pen.line([x - 14, y], [x + 14, y], { width: 0.6 });
    pen.text('A', x, y + 3, { size: 9, bold: true, align: 'centre' });
    pen.text('A-301', x, y - 10, { size: 6, align: 'centre' });
  }
}

// The foundation plan's notes take the top of the drawing area.
const NOTES_HEIGHT = 150;

/**
 * The foundation under the ground floor's outline and the garage: footings (dashed) around the
 * foundation walls, or the pier grid of a pier foundation, with the foundation named in a note.
 */
export function drawFoundationPlan(pen: Pen, ground: FloorGeometry, foundation: Foundation) {
  const area = { ...DRAWING_AREA, height: DRAWING_AREA.height - NOTES_HEIGHT };
  const label = foundationLabel(foundation).toUpperCase();
  const { view } = placePlan(pen, 'FOUNDATION PLAN', floorExtent(ground), area, `FOUNDATION: ${label}`);
  foundationNotes(pen, foundation, ground.garage !== null);
  const house = { x: 0, y: 0, widthFt: ground.widthFt, depthFt: ground.depthFt };
  if (foundation === 'pier') pierGrid(pen, view, house);
  else foundationWalls(pen, view, house, foundation);
  const cx = view.x(house.widthFt / 2);
  const cy = view.y(house.depthFt / 2);
  const labelWidth = pen.textWidth(label, 14, true);
  pen.rect(cx - labelWidth / 2 - 6, cy + 14, labelWidth + 12, 22, { fill: white, stroke: false });
  pen.text(label, cx, cy + 20, { size: 14, bold: true, align: 'centre' });
  if (ground.garage) {
    const garage = ground.garage;
    outline(pen, view, garage, { width: 2 });
    outline(pen, view, inset(garage, 1), { width: 0.8, dash: [8, 5] });
    pen.text('GARAGE SLAB ON GRADE', view.x(garage.x + garage.widthFt / 2), view.y(garage.depthFt / 2), {
      size: 10,
      bold: true,
      align: 'centre',
    });
  }
  const widths = [0, house.widthFt, ...(ground.garage ? [ground.garage.x + ground.garage.widthFt] : [])];
  dimensionString(pen, view, widths, view.y(0) - 100);
  dimensionString(pen, view, [0, house.depthFt], view.x(0) - 100, true);
}

interface Box {
  x: number;
  y: number;
  widthFt: number;
  depthFt: number;
}

const inset = (box: Box, by: number): Box => ({
  x: box.x + by,
  y: box.y + by,
  widthFt: box.widthFt - 2 * by,
  depthFt: box.depthFt - 2 * by,
});

function outline(pen: Pen, view: Frame, box: Box, stroke: Stroke) {
  pen.rect(view.x(box.x), view.y(box.y), view.length(box.widthFt), view.length(box.depthFt), stroke);
}

/** Foundation wall and footing widths, in feet: a slab's thickened edge is its own footing. */
const WALLS: Record<Exclude<Foundation, 'pier'>, { wall: number; footing: number }> = {
  slab: { wall: 1, footing: 1 },
  crawlspace: { wall: 2 / 3, footing: 5 / 3 },
  basement: { wall: 5 / 6, footing: 2 },
  'walkout-basement': { wall: 5 / 6, footing: 2 },
};

function foundationWalls(pen: Pen, view: Frame, house: Box, foundation: Exclude<Foundation, 'pier'>) {
  const { wall, footing } = WALLS[foundation];
  const spread = (footing - wall) / 2;
  outline(pen, view, house, { width: 1.2, fill: shade });
  outline(pen, view, inset(house, wall), { width: 1.2, fill: white });
  if (spread > 0) {
    outline(pen, view, inset(house, -spread), { width: 0.8, dash: [8, 5] });
    outline(pen, view, inset(house, wall + spread), { width: 0.8, dash: [8, 5] });
  }
  if (foundation === 'slab') return;
  // A girder (crawlspace) or a steel beam (basement) down the middle of the long side, on piers or columns.
  const alongX = house.widthFt >= house.depthFt;
  const length = alongX ? house.widthFt : house.depthFt;
  const middle = (alongX ? house.depthFt : house.widthFt) / 2;
  const at = (s: number): XY => (alongX ? [view.x(s), view.y(middle)] : [view.x(middle), view.y(s)]);
  pen.line(at(wall), at(length - wall), { width: 2, dash: [16, 6] });
  for (const s of pierLines(length).slice(1, -1)) {
    const [x, y] = at(s);
    const side = view.length(foundation === 'crawlspace' ? 4 / 3 : 0.5);
    pen.rect(x - side / 2, y - side / 2, side, side, { width: 0.8, fill: cut });
  }
  const name = foundation === 'crawlspace' ? 'GIRDER ON PIERS' : 'STEEL BEAM ON COLUMNS';
  const [x, y] = at(length / 2);
  pen.text(name, x, y - 16, { size: 8, align: 'centre', colour: faint });
  if (foundation === 'walkout-basement')
    pen.text('WALKOUT: REAR WALL ABOVE GRADE', view.x(house.widthFt / 2), view.y(house.depthFt - wall) - 16, {
      size: 9,
      bold: true,
      align: 'centre',
    });
}

/** Piers on a grid at most 8 ft each way, beams along the pier lines, the spacing dimensioned. */
function pierGrid(pen: Pen, view: Frame, house: Box) {
  const xs = pierLines(house.widthFt);
  const ys = pierLines(house.depthFt);
  outline(pen, view, house, { width: 0.8, colour: faint });
  pen.lines(
    ys.map((y) => [
      [view.x(0), view.y(y)],
      [view.x(house.widthFt), view.y(y)],
    ]),
    { width: 1.5, dash: [16, 6] },
  );
  const pier = view.length(1);
  const footing = view.length(2);
  for (const x of xs)
    for (const y of ys) {
      pen.rect(view.x(x) - footing / 2, view.y(y) - footing / 2, footing, footing, { width: 0.7, dash: [4, 3] });
      pen.rect(view.x(x) - pier / 2, view.y(y) - pier / 2, pier, pier, { width: 0.8, fill: cut });
    }
  dimensionString(pen, view, xs, view.y(0) - 60);
  dimensionString(pen, view, ys, view.x(0) - 60, true);
}

function foundationNotes(pen: Pen, foundation: Foundation, garage: boolean) {
  const top = DRAWING_AREA.y + DRAWING_AREA.height - 20;
  pen.text(`FOUNDATION NOTES: ${foundationLabel(foundation).toUpperCase()}`, DRAWING_AREA.x, top, {
    size: 14,
    bold: true,
  });
  const notes = [...FOUNDATION_NOTES[foundation], ...(garage ? [GARAGE_SLAB_NOTE] : [])];
  notes.forEach((note, index) => {
    pen.text(`${index + 1}. ${note}`, DRAWING_AREA.x, top - 24 - index * 18, { size: 11 });
  });
}
