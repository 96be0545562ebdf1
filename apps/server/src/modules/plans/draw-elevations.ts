import type { Foundation, RoofType } from '@atelier/domain/design-facts';
import {
  centreIn,
  chooseScale,
  cut,
  DRAWING_AREA,
  type DrawingScale,
  dimensionString,
  drawingTitle,
  type Frame,
  faint,
  frame,
  type Pen,
  shade,
  TITLE_HEIGHT,
  white,
  type XY,
} from './drawing.ts';
import { type FloorGeometry, feetAndInches, type Garage, type Opening, type Segment, type Side } from './floor-plan.ts';
import { FLOOR_ABOVE_GRADE_FT, foundationLabel, pierLines } from './foundation.ts';
import {
  type Point,
  type RoofSpec,
  type RoofView,
  ridgeAlongX,
  roofNote,
  roofSection,
  roofView,
  viewTop,
} from './roof.ts';

/** A generated set's floor to floor, and finished floor to the top plate (its 9'-0" ceilings). */
export const STOREY_FT = 10;
export const PLATE_FT = 9;
const GARAGE_FLOOR_FT = 4 / 12;

/** What the elevations and the section draw: the heated rectangle's storeys, its roof and foundation, the garage. */
export interface Massing {
  house: { widthFt: number; depthFt: number };
  /** Storeys drawn: at most as many as generated floors (MAX_GENERATED_FLOORS). */
  storeys: number;
  roof: RoofType;
  foundation: Foundation;
  /** The plans' floors: their exterior doors and windows show on the elevations, their rooms in the section. */
  floors: readonly FloorGeometry[];
  garage: Garage | null;
  /** Floor to floor and floor to plate (the building model's, else STOREY_FT and PLATE_FT). */
  storeyFt: number;
  plateFt: number;
  /** The building model's roof pitch (rise per foot) and overhang; each roof type's own without one. */
  roofPitch?: number;
  roofOverhangFt?: number;
  /**
   * Where the section cuts, along the ridge (the middle without one), and the stair flights it cuts
   * through: their runs across the span, drawn step by step (a building model's stair).
   */
  cutAtFt?: number;
  stairFlights?: readonly SectionFlight[];
}

/** A flight of stairs in the section's plane: where its first riser stands across the span, and its steps. */
export interface SectionFlight {
  /** The storey it starts from (0 the ground floor) and its height above that floor's level. */
  storey: number;
  fromZ: number;
  startFt: number;
  /** +1 climbing toward the far end of the span, -1 toward the near end. */
  direction: 1 | -1;
  risers: number;
  riserFt: number;
  treadFt: number;
}

/** The roof as the massing states it. */
const roofSpecOf = (massing: Massing): RoofSpec => ({
  type: massing.roof,
  ...(massing.roofPitch === undefined ? {} : { pitch: massing.roofPitch }),
  ...(massing.roofOverhangFt === undefined ? {} : { overhangFt: massing.roofOverhangFt }),
});

interface Block {
  x: number;
  y: number;
  widthFt: number;
  depthFt: number;
  /** Finished floor above grade. */
  baseFt: number;
  storeys: number;
  isHouse: boolean;
  storeyFt: number;
  plateFt: number;
}

const eaveOf = (block: Block) => block.baseFt + (block.storeys - 1) * block.storeyFt + block.plateFt;

function blocks(massing: Massing): Block[] {
  const house: Block = {
    x: 0,
    y: 0,
    ...massing.house,
    baseFt: FLOOR_ABOVE_GRADE_FT[massing.foundation],
    storeys: massing.storeys,
    isHouse: true,
    storeyFt: massing.storeyFt,
    plateFt: massing.plateFt,
  };
  const { garage } = massing;
  if (!garage) return [house];
  // The garage stands beside the heated rectangle, its front in line with the house's, on its own slab.
  const beside = { x: massing.house.widthFt, y: 0, widthFt: garage.widthFt, depthFt: garage.depthFt };
  return [
    house,
    { ...beside, baseFt: GARAGE_FLOOR_FT, storeys: 1, isHouse: false, storeyFt: STOREY_FT, plateFt: PLATE_FT },
  ];
}

interface Overall {
  widthFt: number;
  depthFt: number;
}

const overallOf = (all: readonly Block[]): Overall => ({
  widthFt: Math.max(...all.map((block) => block.x + block.widthFt)),
  depthFt: Math.max(...all.map((block) => block.y + block.depthFt)),
});

/** Where a plan point falls along an elevation, from its left end as seen from outside. */
function faceH(side: Side, overall: Overall, x: number, y: number): number {
  switch (side) {
    case 'front':
      return x;
    case 'rear':
      return overall.widthFt - x;
    case 'left':
      return overall.depthFt - y;
    case 'right':
      return y;
  }
}

function faceRange(block: Block, side: Side, overall: Overall): [number, number] {
  const a = faceH(side, overall, block.x, block.y);
  const b = faceH(side, overall, block.x + block.widthFt, block.y + block.depthFt);
  return [Math.min(a, b), Math.max(a, b)];
}

/** How far a block stands behind the face nearest the viewer: the farther ones are drawn first. */
function distance(block: Block, side: Side, overall: Overall): number {
  switch (side) {
    case 'front':
      return block.y;
    case 'rear':
      return overall.depthFt - block.y - block.depthFt;
    case 'left':
      return block.x;
    case 'right':
      return overall.widthFt - block.x - block.widthFt;
  }
}

const roofOfBlock = (massing: Massing, block: Block, side: Side): RoofView =>
  roofView(roofSpecOf(massing), block.widthFt, block.depthFt, side);

/** A walkout basement's rear grade: at the basement's floor. */
const walkoutGrade = (massing: Massing) => FLOOR_ABOVE_GRADE_FT[massing.foundation] - massing.storeyFt;

const hasBasement = (foundation: Foundation) => foundation === 'basement' || foundation === 'walkout-basement';

/** The underside of the footings, below grade: the lowest thing an elevation shows (dashed) or a section cuts. */
function footingBottom(massing: Massing): number {
  const base = FLOOR_ABOVE_GRADE_FT[massing.foundation];
  switch (massing.foundation) {
    case 'basement':
    case 'walkout-basement':
      return base - massing.storeyFt - 4 / 3;
    case 'crawlspace':
      return -11 / 6;
    case 'pier':
      return -2.5;
    case 'slab':
      return base - 1.5;
  }
}

/**
 * How far from the front a walkout's side grade stays level before falling to the rear: past the
 * garage, which stands on level ground, and at least half the depth.
 */
function walkoutLevelFt(massing: Massing): number {
  const depth = massing.house.depthFt;
  return Math.max(Math.min(Math.max(depth / 2, massing.garage?.depthFt ?? 0), depth - 4), 0);
}

interface Extent {
  h0: number;
  h1: number;
  z0: number;
  z1: number;
}

/** The elevation's extent in feet: the building with its overhangs and some grade either side. */
function elevationExtent(massing: Massing, side: Side): Extent {
  const all = blocks(massing);
  const overall = overallOf(all);
  const width = side === 'front' || side === 'rear' ? overall.widthFt : overall.depthFt;
  const top = Math.max(...all.map((block) => eaveOf(block) + viewTop(roofOfBlock(massing, block, side))));
  return { h0: -8, h1: width + 8, z0: footingBottom(massing) - 1.5, z1: top + 2 };
}

/** Room right of an elevation or a section for its level marks, in points. */
const LEVELS_MARGIN = 260;

const ELEVATION_SIDES: Side[] = ['front', 'rear', 'left', 'right'];

/** The halves of a sheet that takes two elevations: the upper one first. */
export function elevationAreas(): [typeof DRAWING_AREA, typeof DRAWING_AREA] {
  const gap = 24;
  const height = (DRAWING_AREA.height - gap) / 2;
  return [
    { ...DRAWING_AREA, y: DRAWING_AREA.y + height + gap, height },
    { ...DRAWING_AREA, height },
  ];
}

/** One scale for the four elevations: the largest at which each fits half a sheet. */
export function elevationScale(massing: Massing): DrawingScale {
  const [area] = elevationAreas();
  const extents = ELEVATION_SIDES.map((side) => elevationExtent(massing, side));
  return chooseScale((k) =>
    extents.every(
      (extent) =>
        (extent.h1 - extent.h0) * k + LEVELS_MARGIN <= area.width &&
        (extent.z1 - extent.z0) * k <= area.height - TITLE_HEIGHT,
    ),
  );
}

/**
 * An elevation at a true scale: the blocks (house, garage) from the farthest to the nearest, each with
 * its exposed foundation, its walls, the doors and windows the plans put on that side, and its roof as
 * the design's roof type shows from there; then the grade and the levels.
 */
export function drawElevation(pen: Pen, massing: Massing, side: Side, area: typeof DRAWING_AREA, scale: DrawingScale) {
  const all = blocks(massing);
  const overall = overallOf(all);
  const extent = elevationExtent(massing, side);
  const k = scale.pointsPerFoot;
  const [left, bottom] = centreIn(area, (extent.h1 - extent.h0) * k + LEVELS_MARGIN, (extent.z1 - extent.z0) * k);
  const view = frame(left - extent.h0 * k, bottom - extent.z0 * k, scale);
  const order = [...all].sort(
    (a, b) => distance(b, side, overall) - distance(a, side, overall) || Number(a.isHouse) - Number(b.isHouse),
  );
  for (const block of order) drawBlock(pen, view, massing, block, side, overall);
  const house = all[0] as Block;
  const houseRoof = roofOfBlock(massing, house, side);
  drawGrade(pen, view, massing, side, faceRange(house, side, overall), extent);
  levelMarks(pen, view, levelsOf(massing, house, houseRoof), extent.h1);
  const gableEnd = (massing.roof === 'gable' || massing.roof === 'gambrel') && houseRoof.walls.length > 0;
  drawingTitle(
    pen,
    `${side.toUpperCase()} ELEVATION`,
    scale,
    area.x + area.width / 2,
    area.y + 16,
    `${roofNote(roofSpecOf(massing))}${gableEnd ? ', GABLE END' : ''}; ${foundationLabel(massing.foundation).toUpperCase()} FOUNDATION`,
  );
}

function drawBlock(pen: Pen, view: Frame, massing: Massing, block: Block, side: Side, overall: Overall) {
  const [h0, h1] = faceRange(block, side, overall);
  const eave = eaveOf(block);
  if (block.isHouse) exposedFoundation(pen, view, massing, block, side, [h0, h1]);
  else pen.rect(view.x(h0), view.y(0), view.length(h1 - h0), view.length(block.baseFt), { width: 1, fill: shade });
  pen.rect(view.x(h0), view.y(block.baseFt), view.length(h1 - h0), view.length(eave - block.baseFt), {
    width: 1.5,
    fill: white,
  });
  // A trim line at each upper floor.
  for (let storey = 1; storey < block.storeys; storey++) {
    const z = block.baseFt + storey * block.storeyFt - 0.5;
    pen.line([view.x(h0), view.y(z)], [view.x(h1), view.y(z)], { width: 0.6, colour: faint });
  }
  for (let storey = 0; storey < block.storeys; storey++)
    for (const opening of openingsOn(massing, block, storey, side)) {
      const h = faceH(side, overall, opening.x, opening.y);
      if (h - opening.widthFt / 2 < h0 - 0.01 || h + opening.widthFt / 2 > h1 + 0.01) continue;
      elevationOpening(pen, view, opening, h, block.baseFt + storey * block.storeyFt);
    }
  drawRoof(pen, view, roofOfBlock(massing, block, side), h0, eave);
}

/**
 * The openings of a storey on one side of a block: each storey shows its own floor's (storeys past the
 * last floor repeat its windows), the garage its overhead doors.
 */
function openingsOn(massing: Massing, block: Block, storey: number, side: Side): Opening[] {
  const floor = massing.floors[Math.min(storey, massing.floors.length - 1)];
  if (!floor) return [];
  const own = storey < massing.floors.length;
  const inside = (opening: Opening) =>
    opening.x >= block.x - 0.01 &&
    opening.x <= block.x + block.widthFt + 0.01 &&
    opening.y >= block.y - 0.01 &&
    opening.y <= block.y + block.depthFt + 0.01;
  return floor.openings.filter(
    (opening) => opening.side === side && (own || opening.kind === 'window') && inside(opening),
  );
}

function elevationOpening(pen: Pen, view: Frame, opening: Opening, h: number, floorZ: number) {
  const x = view.x(h - opening.widthFt / 2);
  const y = view.y(floorZ + opening.sillFt);
  const width = view.length(opening.widthFt);
  const height = view.length(opening.heightFt);
  pen.rect(x, y, width, height, { width: 1, fill: white });
  if (opening.kind === 'window') {
    const frameWidth = view.length(0.25);
    pen.rect(x + frameWidth, y + frameWidth, width - 2 * frameWidth, height - 2 * frameWidth, { width: 0.5 });
    if (opening.type.startsWith('Casement')) pen.line([x + width / 2, y], [x + width / 2, y + height], { width: 0.5 });
    return;
  }
  if (opening.operation === 'overhead')
    for (let panel = 1; panel < 4; panel++)
      pen.line([x, y + (height * panel) / 4], [x + width, y + (height * panel) / 4], { width: 0.5 });
  else if (opening.operation === 'slide') pen.line([x + width / 2, y], [x + width / 2, y + height], { width: 0.5 });
}

function drawRoof(pen: Pen, view: Frame, roof: RoofView, h0: number, z0: number) {
  const toSheet = (points: readonly Point[]): XY[] => points.map(([h, z]) => [view.x(h0 + h), view.y(z0 + z)]);
  for (const wall of roof.walls) pen.path(toSheet(wall), { closed: true, width: 1.5, fill: white });
  for (const surface of roof.roofs) pen.path(toSheet(surface), { closed: true, width: 1.2, fill: shade });
  for (const [from, to] of roof.lines) pen.path(toSheet([from, to]), { width: 0.8 });
}

/** What shows of the foundation between grade and the ground floor. */
function exposedFoundation(
  pen: Pen,
  view: Frame,
  massing: Massing,
  block: Block,
  side: Side,
  [h0, h1]: [number, number],
) {
  const base = block.baseFt;
  const band = (bottom: number, top: number) =>
    pen.rect(view.x(h0), view.y(bottom), view.length(h1 - h0), view.length(top - bottom), { width: 1, fill: shade });
  switch (massing.foundation) {
    case 'pier': {
      const along = side === 'front' || side === 'rear' ? block.widthFt : block.depthFt;
      for (const s of pierLines(along)) {
        const h = side === 'rear' || side === 'left' ? h1 - s : h0 + s;
        const centre = Math.min(Math.max(h, h0 + 0.5), h1 - 0.5);
        pen.rect(view.x(centre - 0.5), view.y(0), view.length(1), view.length(base - 1), { width: 1, fill: shade });
      }
      band(base - 1, base);
      return;
    }
    case 'walkout-basement': {
      const low = walkoutGrade(massing);
      if (side === 'rear') band(low, base);
      else if (side === 'front') band(0, base);
      else {
        const [front, rear, toward] = side === 'left' ? [h1, h0, -1] : [h0, h1, 1];
        const outline: XY[] = [
          [view.x(front), view.y(0)],
          [view.x(front), view.y(base)],
          [view.x(rear), view.y(base)],
          [view.x(rear), view.y(low)],
          [view.x(front + toward * walkoutLevelFt(massing)), view.y(0)],
        ];
        pen.path(outline, { closed: true, width: 1, fill: shade });
      }
      if (side === 'front') hiddenBasement(pen, view, massing, [h0, h1]);
      return;
    }
    case 'crawlspace': {
      band(0, base);
      // Foundation vents, about every 10 ft.
      const vents = Math.max(Math.floor((h1 - h0) / 10), 1);
      for (let vent = 0; vent < vents; vent++) {
        const h = h0 + ((vent + 0.5) * (h1 - h0)) / vents;
        pen.rect(view.x(h - 0.67), view.y(base / 2 - 0.33), view.length(1.33), view.length(0.67), { width: 0.6 });
      }
      return;
    }
    case 'basement':
      band(0, base);
      hiddenBasement(pen, view, massing, [h0, h1]);
      return;
    case 'slab':
      band(0, base);
  }
}

/** The basement's walls and footings below grade, dashed as hidden. */
function hiddenBasement(pen: Pen, view: Frame, massing: Massing, [h0, h1]: [number, number]) {
  const bottom = footingBottom(massing);
  const floor = bottom + 4 / 3;
  const hidden = { width: 0.7, dash: [6, 4] };
  pen.path(
    [
      [view.x(h0), view.y(0)],
      [view.x(h0), view.y(bottom)],
      [view.x(h1), view.y(bottom)],
      [view.x(h1), view.y(0)],
    ],
    hidden,
  );
  pen.line([view.x(h0), view.y(floor)], [view.x(h1), view.y(floor)], hidden);
}

function drawGrade(pen: Pen, view: Frame, massing: Massing, side: Side, [h0, h1]: [number, number], extent: Extent) {
  const at = (h: number, z: number): XY => [view.x(h), view.y(z)];
  const start = extent.h0 + 1;
  const end = extent.h1 - 1;
  let grade: XY[] = [at(start, 0), at(end, 0)];
  if (massing.foundation === 'walkout-basement' && side !== 'front') {
    const low = walkoutGrade(massing);
    if (side === 'rear') grade = [at(start, 0), at(h0 - 4, 0), at(h0, low), at(h1, low), at(h1 + 4, 0), at(end, 0)];
    else if (side === 'left') grade = [at(start, low), at(h0, low), at(h1 - walkoutLevelFt(massing), 0), at(end, 0)];
    else grade = [at(start, 0), at(h0 + walkoutLevelFt(massing), 0), at(h1, low), at(end, low)];
  }
  pen.path(grade, { width: 2.5 });
}

interface Level {
  label: string;
  z: number;
}

function storeyLabel(massing: Massing, storey: number): string {
  return (massing.floors[storey]?.label ?? `Level ${storey + 1}`).toUpperCase();
}

/** The levels marked beside an elevation or the section, heights from the ground floor's finished floor. */
function levelsOf(massing: Massing, house: Block, roof: RoofView): Level[] {
  const base = house.baseFt;
  const eave = eaveOf(house);
  return [
    { label: 'GRADE', z: 0 },
    ...(hasBasement(massing.foundation) ? [{ label: 'BASEMENT', z: base - massing.storeyFt }] : []),
    ...Array.from({ length: house.storeys }, (_, storey) => ({
      label: storeyLabel(massing, storey),
      z: base + storey * massing.storeyFt,
    })),
    { label: 'TOP OF PLATE', z: eave },
    { label: massing.roof === 'flat' ? 'TOP OF PARAPET' : 'TOP OF ROOF', z: eave + viewTop(roof) },
  ].map((level) => ({ label: `${level.label} ${signedFeet(level.z - base)}`, z: level.z }));
}

const signedFeet = (feet: number) =>
  Math.abs(feet) < 0.01 ? `0'-0"` : `${feet > 0 ? '+' : '-'}${feetAndInches(Math.abs(feet))}`;

/**
 * Level marks right of `fromH`: a line and the level's name and height, from the top down; a mark
 * closer than 14 pt to the one above it (the grade under a slab's floor) is left out.
 */
function levelMarks(pen: Pen, view: Frame, levels: readonly Level[], fromH: number) {
  const x = view.x(fromH) + 12;
  let above = Number.POSITIVE_INFINITY;
  for (const level of [...levels].sort((a, b) => b.z - a.z)) {
    const y = view.y(level.z);
    if (above - y < 14) continue;
    above = y;
    pen.line([x, y], [x + 40, y], { width: 0.6, dash: [4, 3] });
    pen.path(
      [
        [x + 40, y],
        [x + 46, y + 6],
        [x + 34, y + 6],
      ],
      { closed: true, width: 0.6, fill: white },
    );
    pen.text(level.label, x + 52, y - 3, { size: 9 });
  }
}

/** The section's cut line on the plans: across the span, through the middle of the ridge's length. */
export function sectionCut(house: { widthFt: number; depthFt: number }): Segment {
  return ridgeAlongX(house.widthFt, house.depthFt)
    ? { x1: house.widthFt / 2, y1: 0, x2: house.widthFt / 2, y2: house.depthFt }
    : { x1: 0, y1: house.depthFt / 2, x2: house.widthFt, y2: house.depthFt / 2 };
}

/**
 * Building section A-A, across the span (the front on the left when the ridge runs along the width):
 * the foundation, each storey's floor, 9'-0" ceilings and the rooms the cut passes through, the roof,
 * the ceiling heights dimensioned and the levels marked.
 */
export function drawSection(pen: Pen, massing: Massing) {
  const [house] = blocks(massing) as [Block];
  const alongX = ridgeAlongX(house.widthFt, house.depthFt);
  const span = alongX ? house.depthFt : house.widthFt;
  const roof = roofSection(roofSpecOf(massing), span);
  const eave = eaveOf(house);
  const base = house.baseFt;
  const extent = { h0: -10, h1: span + 10, z0: footingBottom(massing) - 1.5, z1: eave + viewTop(roof) + 2 };
  const scale = chooseScale(
    (k) =>
      (extent.h1 - extent.h0) * k + LEVELS_MARGIN <= DRAWING_AREA.width &&
      (extent.z1 - extent.z0) * k <= DRAWING_AREA.height - TITLE_HEIGHT,
  );
  const k = scale.pointsPerFoot;
  const [left, bottom] = centreIn(
    DRAWING_AREA,
    (extent.h1 - extent.h0) * k + LEVELS_MARGIN,
    (extent.z1 - extent.z0) * k,
  );
  const view = frame(left - extent.h0 * k, bottom - extent.z0 * k, scale);
  // What the section cuts through, shaded.
  const box: CutBox = (h0, h1, z0, z1) =>
    pen.rect(view.x(h0), view.y(z0), view.length(h1 - h0), view.length(z1 - z0), { width: 0.8, fill: cut });
  const line = { alongX, at: massing.cutAtFt ?? (alongX ? house.widthFt : house.depthFt) / 2, span };

  sectionFoundation(box, pen, view, massing, span, base);
  for (let storey = 0; storey < house.storeys; storey++) {
    const floorZ = base + storey * massing.storeyFt;
    if (storey > 0) box(0, span, floorZ - 1, floorZ);
    box(0, 0.5, floorZ, floorZ + massing.plateFt);
    box(span - 0.5, span, floorZ, floorZ + massing.plateFt);
    const floor = massing.floors[Math.min(storey, massing.floors.length - 1)];
    if (floor) cutRooms(pen, view, box, floor, line, floorZ, massing.plateFt);
  }
  for (const flight of massing.stairFlights ?? []) {
    // Each riser up, then its tread on: the flight's profile as the cut shows it.
    const z0 = base + flight.storey * massing.storeyFt + flight.fromZ;
    const points: XY[] = [[view.x(flight.startFt), view.y(z0)]];
    for (let riser = 1; riser <= flight.risers; riser++) {
      const h = flight.startFt + flight.direction * (riser - 1) * flight.treadFt;
      points.push([view.x(h), view.y(z0 + riser * flight.riserFt)]);
      if (riser < flight.risers)
        points.push([view.x(h + flight.direction * flight.treadFt), view.y(z0 + riser * flight.riserFt)]);
    }
    pen.path(points, { width: 1.2 });
  }
  pen.line([view.x(0), view.y(eave)], [view.x(span), view.y(eave)], { width: 1 });
  drawRoof(pen, view, roof, 0, eave);
  sectionGrade(pen, view, massing, span, alongX);
  const ceilings = Array.from({ length: house.storeys }, (_, storey) => [
    base + storey * massing.storeyFt,
    base + storey * massing.storeyFt + massing.plateFt,
  ]).flat();
  dimensionString(pen, view, ceilings, view.x(-5), true);
  levelMarks(pen, view, levelsOf(massing, house, roof), extent.h1);
  drawingTitle(
    pen,
    'BUILDING SECTION A-A',
    scale,
    DRAWING_AREA.x + DRAWING_AREA.width / 2,
    DRAWING_AREA.y + 16,
    `${feetAndInches(massing.plateFt)} CEILINGS, ${feetAndInches(massing.storeyFt)} FLOOR TO FLOOR; ${roofNote(roofSpecOf(massing))}`,
  );
}

type CutBox = (h0: number, h1: number, z0: number, z1: number) => void;

/** Where the section cuts: across x or y at `at`, over a span of `span` feet. */
interface CutLine {
  alongX: boolean;
  at: number;
  span: number;
}

/** The rooms of a storey the cut passes through: their walls across the span and their names. */
function cutRooms(
  pen: Pen,
  view: Frame,
  box: CutBox,
  floor: FloorGeometry,
  { alongX, at, span }: CutLine,
  floorZ: number,
  plateFt: number,
) {
  const spaces = floor.rooms
    .filter((room) =>
      alongX ? room.x <= at && at < room.x + room.widthFt : room.y <= at && at < room.y + room.depthFt,
    )
    .map((room) => ({
      name: room.name.toUpperCase(),
      from: alongX ? room.y : room.x,
      to: Math.min(alongX ? room.y + room.depthFt : room.x + room.widthFt, span),
    }))
    .filter((space) => space.from < span);
  for (const space of spaces) {
    if (space.from > 0.5) box(space.from - 0.1875, space.from + 0.1875, floorZ, floorZ + plateFt);
    const width = view.length(space.to - space.from) - 6;
    const size = Math.max(5, Math.min(10, (width / Math.max(pen.textWidth(space.name, 10, true), 1)) * 10));
    pen.text(space.name, view.x((space.from + space.to) / 2), view.y(floorZ + plateFt / 2), {
      size,
      bold: true,
      align: 'centre',
    });
  }
}

function sectionFoundation(box: CutBox, pen: Pen, view: Frame, massing: Massing, span: number, base: number) {
  const note = (text: string, h: number, z: number) =>
    pen.text(text, view.x(h), view.y(z), { size: 10, bold: true, align: 'centre', colour: faint });
  switch (massing.foundation) {
    case 'slab':
      box(0, span, base - 1 / 3, base);
      box(0, 1, base - 1.5, base - 1 / 3);
      box(span - 1, span, base - 1.5, base - 1 / 3);
      return;
    case 'crawlspace':
      box(0, span, base - 1, base);
      for (const [wall, footing] of [
        [0, -0.5],
        [span - 2 / 3, span - 7 / 6],
      ] as const) {
        box(wall, wall + 2 / 3, -1, base - 1);
        box(footing, footing + 5 / 3, -11 / 6, -1);
      }
      box(span / 2 - 1 / 3, span / 2 + 1 / 3, -1, base - 1);
      box(span / 2 - 1, span / 2 + 1, -11 / 6, -1);
      note('CRAWLSPACE', span / 4, 0.2);
      return;
    case 'basement':
    case 'walkout-basement': {
      const floor = base - massing.storeyFt;
      box(0, span, base - 1, base);
      box(0, span, floor - 1 / 3, floor);
      for (const [wall, footing] of [
        [0, -0.58],
        [span - 5 / 6, span - 1.42],
      ] as const) {
        box(wall, wall + 5 / 6, floor - 1 / 3, base - 1);
        box(footing, footing + 2, floor - 4 / 3, floor - 1 / 3);
      }
      box(span / 2 - 0.5, span / 2 + 0.5, base - 2, base - 1);
      box(span / 2 - 0.125, span / 2 + 0.125, floor, base - 2);
      note('BASEMENT', span / 4, floor + 4);
      return;
    }
    case 'pier':
      box(0, span, base - 1, base);
      box(-0.5, span + 0.5, base - 2, base - 1);
      for (const at of pierLines(span)) {
        box(at - 0.5, at + 0.5, -1.5, base - 2);
        box(at - 1, at + 1, -2.5, -1.5);
      }
      return;
  }
}

function sectionGrade(pen: Pen, view: Frame, massing: Massing, span: number, alongX: boolean) {
  // Only a walkout seen across the depth shows its lower rear grade.
  const rear = massing.foundation === 'walkout-basement' && alongX ? walkoutGrade(massing) : 0;
  pen.line([view.x(-9), view.y(0)], [view.x(0), view.y(0)], { width: 2.5 });
  pen.line([view.x(span), view.y(rear)], [view.x(span + 9), view.y(rear)], { width: 2.5 });
}
