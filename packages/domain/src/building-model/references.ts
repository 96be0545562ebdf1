/**
 * What the building model's schema checks beyond each field: ids unique across the model, references
 * to spaces, rooms and floors that exist, floor levels one above the other. A model that parses is whole;
 * whether it is a good plan is the plan check's question (plan-check.ts).
 */
import type { RefinementCtx } from 'zod';

interface ModelReferences {
  floors: {
    id: string;
    level: number;
    rooms: { id: string }[];
    outdoor: { id: string }[];
    doors: {
      id: string;
      between: [string, string];
      kind: string;
      opensInto?: string;
      hinge?: string;
      front: boolean;
    }[];
    windows: { id: string; room: string }[];
  }[];
  stairs: { id: string; from: string; to: string }[];
}

export const OUTSIDE = 'outside';

export function checkReferences(model: ModelReferences, ctx: RefinementCtx): void {
  const issue = (message: string, path: PropertyKey[]) => ctx.addIssue({ code: 'custom', message, path });
  const seen = new Set<string>([OUTSIDE]);
  const unique = (id: string, path: PropertyKey[]) => {
    if (seen.has(id)) issue(`The id "${id}" is used twice: ids are unique across the model.`, [...path, 'id']);
    seen.add(id);
  };

  const levels = new Set<number>();
  let frontDoors = 0;
  model.floors.forEach((floor, f) => {
    const path = ['floors', f];
    unique(floor.id, path);
    if (levels.has(floor.level)) issue(`Two floors are on level ${floor.level}.`, [...path, 'level']);
    levels.add(floor.level);
    for (const [r, room] of floor.rooms.entries()) unique(room.id, [...path, 'rooms', r]);
    for (const [s, space] of floor.outdoor.entries()) unique(space.id, [...path, 'outdoor', s]);
    const rooms = new Set(floor.rooms.map((room) => room.id));
    const spaces = new Set([...rooms, ...floor.outdoor.map((space) => space.id), OUTSIDE]);

    floor.doors.forEach((door, d) => {
      const doorPath = [...path, 'doors', d];
      unique(door.id, doorPath);
      const [a, b] = door.between;
      door.between.forEach((space, i) => {
        if (!spaces.has(space))
          issue(`"${space}" is no room or outdoor space of ${floor.id}.`, [...doorPath, 'between', i]);
      });
      if (a === b) issue('A door joins two different spaces.', [...doorPath, 'between']);
      else if (spaces.has(a) && spaces.has(b) && !rooms.has(a) && !rooms.has(b))
        issue('A door opens from a room.', [...doorPath, 'between']);
      if (door.opensInto !== undefined && !door.between.includes(door.opensInto))
        issue('A door opens into one of the two spaces it joins.', [...doorPath, 'opensInto']);
      if ((door.kind === 'swing' || door.kind === 'double') && door.opensInto === undefined)
        issue('Say which space the door opens into.', [...doorPath, 'opensInto']);
      if (door.kind === 'swing' && door.hinge === undefined)
        issue('Say which side the door is hinged on.', [...doorPath, 'hinge']);
      if (door.front) frontDoors++;
      if (door.front && frontDoors > 1) issue('A building has one front door.', [...doorPath, 'front']);
    });

    floor.windows.forEach((window, w) => {
      unique(window.id, [...path, 'windows', w]);
      if (!rooms.has(window.room))
        issue(`"${window.room}" is no room of ${floor.id}.`, [...path, 'windows', w, 'room']);
    });
  });

  if (!levels.has(0)) issue('A building has a ground floor (level 0).', ['floors']);
  const sorted = [...levels].sort((x, y) => x - y);
  if (sorted.some((level, i) => i > 0 && level !== (sorted[i - 1] as number) + 1))
    issue('Floor levels follow one another without a gap.', ['floors']);

  const floorLevels = new Map(model.floors.map((floor) => [floor.id, floor.level]));
  model.stairs.forEach((stair, s) => {
    unique(stair.id, ['stairs', s]);
    const from = floorLevels.get(stair.from);
    const to = floorLevels.get(stair.to);
    if (from === undefined) issue(`"${stair.from}" is no floor.`, ['stairs', s, 'from']);
    if (to === undefined) issue(`"${stair.to}" is no floor.`, ['stairs', s, 'to']);
    if (from !== undefined && to !== undefined && to !== from + 1)
      issue('A stair climbs to the floor directly above the one it starts from.', ['stairs', s, 'to']);
  });
}
