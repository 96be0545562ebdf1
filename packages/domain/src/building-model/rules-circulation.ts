/** Getting in and around: the front door, rooms reached through doors, bedrooms off circulation, the basement stair. */
import { BEDROOM_KINDS, CIRCULATION_KINDS, SERVICE_KINDS } from './kinds.ts';
import type { RuleFinding } from './plan-check.ts';
import type { PlanContext } from './plan-context.ts';
import type { Door } from './schema.ts';
import { stepOff } from './stairs.ts';

export function circulationRules(context: PlanContext): RuleFinding[] {
  return [...basementStair(context), ...frontDoorAndReach(context), ...bedroomDoors(context)];
}

function basementStair({ model, stairs }: PlanContext): RuleFinding[] {
  const basement = model.floors.find((floor) => floor.level === -1);
  const type = model.foundation.type;
  const isBasement = type === 'basement' || type === 'walkout-basement';
  if (isBasement && !basement)
    return [
      {
        rule: 'basement-stair',
        message: 'The foundation is a basement, but the model has no basement floor (level -1).',
        elements: [],
      },
    ];
  if (!basement) return [];
  if (!isBasement)
    return [
      {
        rule: 'basement-stair',
        message: `The model has a basement (${basement.label}), but its foundation is not a basement.`,
        elements: [basement.id],
      },
    ];
  return stairs.some((stair) => stair.from === basement)
    ? []
    : [{ rule: 'basement-stair', message: `${basement.label} has no stair down to it.`, elements: [basement.id] }];
}

/** The room side of an exterior door (the first room it joins). */
const roomSide = (context: PlanContext, door: Door) => door.between.find((space) => context.rooms.has(space));

function frontDoorAndReach(context: PlanContext): RuleFinding[] {
  const findings: RuleFinding[] = [];
  const front = context.doors.find(({ door }) => door.front)?.door;
  const entries = [...context.rooms.values()].filter(({ room }) => room.kind === 'entry').map(({ room }) => room);
  let start: string | undefined;
  if (!front) findings.push({ rule: 'front-door', message: 'No door is marked as the front door.', elements: [] });
  else if (!context.isExterior(front))
    findings.push({
      rule: 'front-door',
      message: `The front door joins ${front.between.map((id) => context.names.get(id)).join(' and ')}: a front door opens from outside or a porch.`,
      elements: [front.id],
    });
  else {
    start = roomSide(context, front);
    const room = start === undefined ? undefined : context.rooms.get(start)?.room;
    if (room && room.kind !== 'entry' && entries.length > 0)
      findings.push({
        rule: 'front-door',
        message: `The front door opens into ${room.name}, not into ${entries[0]?.name}.`,
        elements: [front.id, room.id],
      });
  }
  start ??= entries[0]?.id;
  if (start === undefined) return findings;

  const links = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    links.set(a, [...(links.get(a) ?? []), b]);
    links.set(b, [...(links.get(b) ?? []), a]);
  };
  for (const { door } of context.doors)
    if (context.rooms.has(door.between[0]) && context.rooms.has(door.between[1])) link(...door.between);
  for (const { stair, geometry, from, to } of context.stairs) {
    const foot = context.roomAt(from, stepOff(stair.start, geometry.runs[0]?.direction ?? [0, 1], false));
    const top = context.roomAt(to, stepOff(geometry.top, geometry.topDirection, true));
    if (foot && top) link(foot.id, top.id);
  }
  const reached = new Set([start]);
  const queue = [start];
  for (let next = queue.pop(); next !== undefined; next = queue.pop())
    for (const other of links.get(next) ?? [])
      if (!reached.has(other)) {
        reached.add(other);
        queue.push(other);
      }

  const outside = new Set(
    context.doors.filter(({ door }) => context.isExterior(door)).map(({ door }) => roomSide(context, door)),
  );
  const startName = context.names.get(start);
  for (const { room } of context.rooms.values()) {
    if (reached.has(room.id) || room.kind === 'void') continue;
    if (SERVICE_KINDS.includes(room.kind) && outside.has(room.id)) continue;
    findings.push({
      rule: 'reachable',
      message: `${room.name} cannot be reached through doors from ${startName}.`,
      elements: [room.id],
    });
  }
  return findings;
}

function bedroomDoors(context: PlanContext): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const { room } of context.rooms.values()) {
    if (!BEDROOM_KINDS.includes(room.kind)) continue;
    const into = context.doors
      .filter(({ door }) => door.kind !== 'vehicle' && door.between.includes(room.id))
      .map(({ door }) => door.between.find((space) => space !== room.id))
      .flatMap((id) => {
        const other = id === undefined ? undefined : context.rooms.get(id)?.room;
        return other ? [other] : [];
      });
    if (into.some((other) => CIRCULATION_KINDS.includes(other.kind))) continue;
    const opens =
      into.length > 0 ? `it opens only into ${into.map((other) => other.name).join(' and ')}` : 'it has no door';
    findings.push({
      rule: 'bedroom-door',
      message: `${room.name} has no door to a hall or a living space: ${opens}.`,
      elements: [room.id, ...into.map((other) => other.id)],
    });
  }
  return findings;
}
