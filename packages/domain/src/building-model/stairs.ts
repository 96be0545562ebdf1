/**
 * A stair's plan and section, derived from its start, direction, width, risers, tread and landings:
 * the flights and landings it covers on plan, and how high each is. The riser height is never stored:
 * it is the floor-to-floor height shared by the risers.
 */
import type { Point, Ring } from './geometry.ts';
import { rectangle } from './geometry.ts';
import type { BuildingModel, Stair } from './schema.ts';

interface StairRun {
  kind: 'flight' | 'landing';
  /** The run on plan. */
  rect: Ring;
  /** The middle of its first riser line (flight) or of the edge it is entered by (landing). */
  origin: Point;
  direction: Point;
  lengthFt: number;
  /** Flight: its first riser (1-based); landing: the riser whose top it is. */
  riser: number;
  /** Flight: how many risers it has, its top one included. */
  risers: number;
}

export interface StairGeometry {
  riserIn: number;
  runs: StairRun[];
  /** The middle of the top riser's line, and the way a climber walks off it. */
  top: Point;
  topDirection: Point;
}

const DIRECTIONS: Record<Stair['direction'], Point> = { '+x': [1, 0], '-x': [-1, 0], '+y': [0, 1], '-y': [0, -1] };

const add = ([x, y]: Point, [dx, dy]: Point, by: number): Point => [x + dx * by, y + dy * by];
const left = ([dx, dy]: Point): Point => [-dy || 0, dx];
const back = ([dx, dy]: Point): Point => [-dx || 0, -dy || 0];

/** The rise of a stair: the floor-to-floor height of the floor it starts from. */
export function stairRiseIn(model: BuildingModel, stair: Stair): number {
  return model.floors.find((floor) => floor.id === stair.from)?.floorToFloorIn ?? 0;
}

export function stairGeometry(stair: Stair, riseIn: number): StairGeometry {
  const width = stair.widthIn / 12;
  const tread = stair.treadIn / 12;
  const runs: StairRun[] = [];
  let origin = stair.start;
  let direction = DIRECTIONS[stair.direction];
  let riser = 1;
  const breaks = [...stair.landings.map((landing) => landing.afterRiser), stair.risers];
  breaks.forEach((lastRiser, i) => {
    const risers = lastRiser - riser + 1;
    const lengthFt = (risers - 1) * tread;
    const side = left(direction);
    const end = add(origin, direction, lengthFt);
    runs.push({
      kind: 'flight',
      rect: rectangle(add(origin, side, width / 2), add(end, side, -width / 2)),
      origin,
      direction,
      lengthFt,
      riser,
      risers,
    });
    origin = end;
    riser = lastRiser + 1;
    const landing = stair.landings[i];
    if (!landing) return;
    const depth = landing.turn === 'none' ? (landing.depthIn ?? stair.widthIn) / 12 : width;
    const far = add(end, direction, depth);
    // A U-turn's landing spans both flights, the second one width away on the turning side.
    const turnSide = landing.turn === 'u-right' || landing.turn === 'right' ? back(side) : side;
    const span = landing.turn.startsWith('u-') ? 1.5 * width : width / 2;
    runs.push({
      kind: 'landing',
      rect: rectangle(add(end, turnSide, -width / 2), add(far, turnSide, span)),
      origin: end,
      direction,
      lengthFt: depth,
      riser: lastRiser,
      risers: 0,
    });
    if (landing.turn === 'none') origin = far;
    else if (landing.turn === 'left' || landing.turn === 'right') {
      origin = add(add(end, direction, width / 2), turnSide, width / 2);
      direction = turnSide;
    } else {
      origin = add(end, turnSide, width);
      direction = back(direction);
    }
  });
  return { riserIn: riseIn / stair.risers, runs, top: origin, topDirection: direction };
}

/** The height (in inches above the floor it starts from) of the nosing line at `alongFt` into a run. */
export function nosingHeightIn(run: StairRun, geometry: StairGeometry, stair: Stair, alongFt: number): number {
  if (run.kind === 'landing') return run.riser * geometry.riserIn;
  const treads = Math.min(Math.max(alongFt, 0), run.lengthFt) / (stair.treadIn / 12);
  return (run.riser + treads) * geometry.riserIn;
}

/** A point a quarter foot off a stair's foot or top, to find the room a climber stands in. */
export const stepOff = (point: Point, direction: Point, forward: boolean): Point =>
  add(point, direction, forward ? 0.25 : -0.25);

export const alongRun = (run: StairRun, [x, y]: Point): number =>
  (x - run.origin[0]) * run.direction[0] + (y - run.origin[1]) * run.direction[1];

export { add as offsetPoint };
