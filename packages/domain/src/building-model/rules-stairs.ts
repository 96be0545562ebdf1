/** Stairs (IRC R311.7): risers, treads, width, a run that fits, headroom, and arriving on the floor above. */
import { feetText, inchesText } from './format.ts';
import {
  difference,
  intersection,
  near,
  type Ring,
  rectangle,
  type Shape,
  shapeArea,
  shapeRings,
  union,
} from './geometry.ts';
import type { RuleFinding } from './plan-check.ts';
import type { PlanContext } from './plan-context.ts';
import { OUTSIDE } from './references.ts';
import type { Room } from './schema.ts';
import { alongRun, nosingHeightIn, offsetPoint, stepOff } from './stairs.ts';

const MAX_RISER_IN = 7.75;
const MIN_TREAD_IN = 10;
const MIN_STAIR_WIDTH_IN = 36;
const MIN_HEADROOM_IN = 80;
/** The landing a stair arrives on is at least 36 in deep (R311.7.6). */
const ARRIVAL_FT = 3;
/** Slivers below this (sq ft) are rounding, not overlap. */
const SLIVER = 0.01;

/** On the floor above a stair, these rooms are open over it; any other room's floor is structure over it. */
const OPEN_ABOVE: readonly Room['kind'][] = ['stair', 'void'];

export function stairRules(context: PlanContext): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const { stair, geometry, from, to } of context.stairs) {
    const elements = [stair.id];
    const report = (rule: RuleFinding['rule'], message: string) => findings.push({ rule, message, elements });
    if (geometry.riserIn > MAX_RISER_IN)
      report(
        'stair-riser',
        `${stair.name} rises ${inchesText(geometry.riserIn)} a riser (${feetText(from.floorToFloorIn / 12)} over ${stair.risers} risers): at most 7¾ in (IRC R311.7.5.1).`,
      );
    if (stair.treadIn < MIN_TREAD_IN)
      report('stair-tread', `${stair.name} has ${inchesText(stair.treadIn)} treads: at least 10 in (IRC R311.7.5.2).`);
    if (stair.widthIn < MIN_STAIR_WIDTH_IN)
      report('stair-width', `${stair.name} is ${inchesText(stair.widthIn)} wide: at least 36 in (IRC R311.7.1).`);

    const rects = geometry.runs.filter((run) => run.lengthFt > 0).map((run) => run.rect);
    const footprint = union(rects);
    const fit = stairFit(context, from, footprint, stepOff(stair.start, geometry.runs[0]?.direction ?? [0, 1], false));
    if (fit) report('stair-fit', `${stair.name} (${feetText(runLength(geometry.runs))} of run) ${fit}`);

    const structure = union(
      near(to.rooms, rects)
        .filter((room) => !OPEN_ABOVE.includes(room.kind))
        .map((room) => room.polygon),
    );
    let lowest: { headroom: number; under: string } | null = null;
    for (const run of geometry.runs) {
      const over = intersection(run.rect, structure);
      if (shapeArea(over) <= SLIVER) continue;
      const farthest = Math.max(
        ...shapeRings(over)
          .flat()
          .map((point) => alongRun(run, point)),
      );
      const headroom = from.ceilingIn - nosingHeightIn(run, geometry, stair, farthest);
      if (!lowest || headroom < lowest.headroom) {
        const under = near(to.rooms, [run.rect]).find(
          (room) => !OPEN_ABOVE.includes(room.kind) && overlaps(room.polygon, over),
        );
        lowest = { headroom, under: under?.name ?? to.label };
      }
    }
    if (lowest && lowest.headroom < MIN_HEADROOM_IN)
      report(
        'stair-headroom',
        `${stair.name} has ${feetText(Math.max(0, lowest.headroom) / 12)} of headroom under ${lowest.under} on ${to.label}: at least 6′-8″ (IRC R311.7.2).`,
      );

    const { top, topDirection } = geometry;
    const half = stair.widthIn / 24;
    const side: [number, number] = [-topDirection[1] || 0, topDirection[0]];
    const arrival = rectangle(
      offsetPoint(top, side, half),
      offsetPoint(offsetPoint(top, topDirection, ARRIVAL_FT), side, -half),
    );
    const arrivedOn = near(to.rooms, [arrival]).filter((room) => room.kind !== 'void');
    if (shapeArea(difference(arrival, union(arrivedOn.map((room) => room.polygon)))) > SLIVER)
      report(
        'stair-alignment',
        `${stair.name} does not line up with ${to.label}: the 3 ft beyond its top riser are not inside that floor's rooms.`,
      );
  }
  return findings;
}

const runLength = (runs: readonly { lengthFt: number }[]) => runs.reduce((sum, run) => sum + run.lengthFt, 0);

const overlaps = (polygon: Ring, shape: Shape) => shapeArea(intersection(polygon, shape)) > SLIVER;

/** What keeps a stair from fitting on the floor it starts from, or null when it fits. */
function stairFit(
  context: PlanContext,
  floor: PlanContext['model']['floors'][number],
  footprint: Shape,
  foot: [number, number],
) {
  if (!context.roomAt(floor, foot)) return `has no floor in front of its first riser on ${floor.label}.`;
  // The room holding most of the stair, with the rooms open to it (cased openings, open sides).
  let home: Room | undefined;
  let most = 0;
  for (const room of near(floor.rooms, shapeRings(footprint))) {
    const area = shapeArea(intersection(room.polygon, footprint));
    if (area > most) [home, most] = [room, area];
  }
  if (!home) return `is not inside any room of ${floor.label}.`;
  const homeId = home.id;
  const open = new Set([homeId]);
  for (const door of floor.doors)
    if (door.kind === 'opening' && door.between.includes(homeId))
      for (const space of door.between) if (space !== OUTSIDE) open.add(space);
  const within = union(
    near(floor.rooms, shapeRings(footprint))
      .filter((room) => open.has(room.id))
      .map((room) => room.polygon),
  );
  return shapeArea(difference(footprint, within)) > SLIVER
    ? `does not fit in ${home.name}: it runs through its walls.`
    : null;
}
