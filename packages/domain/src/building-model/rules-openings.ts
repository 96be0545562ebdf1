/** Doors and windows: where they sit, a bedroom's way out in an emergency (R310), daylight (R303.1), the garage's door. */
import { sqFtText } from './format.ts';
import { BEDROOM_KINDS, HABITABLE_KINDS } from './kinds.ts';
import type { RuleFinding } from './plan-check.ts';
import type { PlanContext } from './plan-context.ts';
import { OUTSIDE } from './references.ts';
import type { Window } from './schema.ts';
import { wallAt } from './walls.ts';

/** A window's frame and sash take about this much off each side of its opening (in inches). */
const FRAME_IN = 2;
/** IRC R310.2.1: 5.7 sq ft clear, 20 in wide, 24 in high, the sill at most 44 in above the floor. */
const EGRESS = { areaSqIn: 5.7 * 144, widthIn: 20, heightIn: 24, sillIn: 44 } as const;
const MIN_GLAZING_SHARE = 0.08;

/**
 * The clear opening of a window when open, from its unit size: a casement opens whole, a hung window
 * half its height, a slider half its width; awning, hopper and fixed windows are not counted as escapes.
 */
function clearOpening(window: Window): { widthIn: number; heightIn: number } {
  const width = window.widthIn;
  const height = window.headIn - window.sillIn;
  switch (window.operation) {
    case 'casement':
      return { widthIn: width - 2 * FRAME_IN, heightIn: height - 2 * FRAME_IN };
    case 'double-hung':
    case 'single-hung':
      return { widthIn: width - 2 * FRAME_IN, heightIn: (height - 3 * FRAME_IN) / 2 };
    case 'slider':
      return { widthIn: (width - 3 * FRAME_IN) / 2, heightIn: height - 2 * FRAME_IN };
    default:
      return { widthIn: 0, heightIn: 0 };
  }
}

function isEgressWindow(window: Window): boolean {
  const { widthIn, heightIn } = clearOpening(window);
  return (
    window.sillIn <= EGRESS.sillIn &&
    widthIn >= EGRESS.widthIn &&
    heightIn >= EGRESS.heightIn &&
    widthIn * heightIn >= EGRESS.areaSqIn
  );
}

/** Glass area in sq ft: the unit less its frame. */
const glassSqFt = (widthIn: number, heightIn: number) =>
  (Math.max(0, widthIn - 2 * FRAME_IN) * Math.max(0, heightIn - 2 * FRAME_IN)) / 144;

export function openingRules(context: PlanContext): RuleFinding[] {
  const findings: RuleFinding[] = [];
  const name = (id: string) => context.names.get(id) ?? id;

  for (const { door, floor } of context.doors) {
    const wall = wallAt(context.walls(floor), door.at, door.widthIn / 12, (candidate) =>
      door.between.every((space) => candidate.sides.includes(space)),
    );
    if (!wall)
      findings.push({
        rule: 'door-placement',
        message: `The door between ${name(door.between[0])} and ${name(door.between[1])} is not in a wall between them, or is wider than that wall.`,
        elements: [door.id, ...door.between.filter((space) => space !== OUTSIDE)],
      });
  }

  for (const floor of context.model.floors) {
    for (const window of floor.windows) {
      const room = name(window.room);
      const wall = wallAt(
        context.walls(floor),
        window.at,
        window.widthIn / 12,
        (candidate) => candidate.kind === 'exterior' && candidate.sides.includes(window.room),
      );
      if (!wall)
        findings.push({
          rule: 'window-placement',
          message: `A window of ${room} is not in one of its exterior walls, or is wider than that wall.`,
          elements: [window.id, window.room],
        });
      else if (window.headIn > floor.ceilingIn && context.rooms.get(window.room)?.room.kind !== 'void')
        findings.push({
          rule: 'window-placement',
          message: `A window of ${room} reaches ${window.headIn} in, above its ${floor.ceilingIn} in ceiling.`,
          elements: [window.id, window.room],
        });
    }
  }

  for (const { room, floor, areaSqFt } of context.rooms.values()) {
    const windows = floor.windows.filter((window) => window.room === room.id);
    const outerDoors = context.doors
      .filter(({ door }) => door.between.includes(room.id) && door.kind !== 'vehicle' && context.isExterior(door))
      .map(({ door }) => door);

    if (BEDROOM_KINDS.includes(room.kind) && !windows.some(isEgressWindow) && outerDoors.length === 0) {
      const why =
        windows.length === 0
          ? ''
          : ': its windows open less than 5.7 sq ft clear, 20 in wide and 24 in high, with the sill at most 44 in above the floor';
      findings.push({
        rule: 'bedroom-egress',
        message: `${room.name} has no egress window (IRC R310)${why}.`,
        elements: [room.id, ...windows.map((window) => window.id)],
      });
    }

    if (HABITABLE_KINDS.includes(room.kind)) {
      const glass =
        windows.reduce((sum, window) => sum + glassSqFt(window.widthIn, window.headIn - window.sillIn), 0) +
        outerDoors.filter((door) => door.glazed).reduce((sum, door) => sum + glassSqFt(door.widthIn, door.heightIn), 0);
      const needed = areaSqFt * MIN_GLAZING_SHARE;
      if (glass < needed)
        findings.push({
          rule: 'glazing',
          message: `${room.name} has ${sqFtText(glass)} of glass, less than 8 % of its ${sqFtText(areaSqFt)} floor (${sqFtText(Math.ceil(needed))}; IRC R303.1).`,
          elements: [room.id],
        });
    }

    if (room.kind === 'garage' && !hasVehicleDoor(context, room.id))
      findings.push({ rule: 'garage-door', message: `${room.name} has no vehicle door.`, elements: [room.id] });
  }
  return findings;
}

const hasVehicleDoor = (context: PlanContext, room: string) =>
  context.doors.some(({ door }) => door.kind === 'vehicle' && door.between.includes(room) && context.isExterior(door));
