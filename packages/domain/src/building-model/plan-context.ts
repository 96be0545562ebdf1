/** What the plan check's rules share: the model's spaces by id and each floor's derived geometry, computed once. */

import { enclosedRooms } from './derive.ts';
import { containsPoint, type Point, ringArea } from './geometry.ts';
import { OUTSIDE } from './references.ts';
import type { BuildingModel, Door, Floor, Room, Stair } from './schema.ts';
import { type StairGeometry, stairGeometry, stairRiseIn } from './stairs.ts';
import { floorWalls, type Wall } from './walls.ts';

export interface PlanContext {
  model: BuildingModel;
  description: string;
  rooms: Map<string, { room: Room; floor: Floor; areaSqFt: number }>;
  /** Display names of every space, door, window and stair ('outside' for none). */
  names: Map<string, string>;
  walls(floor: Floor): Wall[];
  roomAt(floor: Floor, point: Point): Room | undefined;
  stairs: { stair: Stair; geometry: StairGeometry; from: Floor; to: Floor }[];
  doors: { door: Door; floor: Floor }[];
  /** Whether a door leads outdoors: one of its spaces is 'outside' or an outdoor space. */
  isExterior(door: Door): boolean;
}

const once = <T>(compute: (floor: Floor) => T) => {
  const cache = new Map<Floor, T>();
  return (floor: Floor): T => {
    if (!cache.has(floor)) cache.set(floor, compute(floor));
    return cache.get(floor) as T;
  };
};

export function planContext(model: BuildingModel, description = ''): PlanContext {
  const rooms: PlanContext['rooms'] = new Map();
  const names = new Map<string, string>([[OUTSIDE, 'outside']]);
  const outdoor = new Set<string>();
  for (const floor of model.floors) {
    names.set(floor.id, floor.label);
    for (const room of floor.rooms) {
      rooms.set(room.id, { room, floor, areaSqFt: ringArea(room.polygon) });
      names.set(room.id, room.name);
    }
    for (const space of floor.outdoor) {
      outdoor.add(space.id);
      names.set(space.id, space.name);
    }
  }
  const floorById = new Map(model.floors.map((floor) => [floor.id, floor]));
  const stairs = model.stairs.flatMap((stair) => {
    names.set(stair.id, stair.name);
    const from = floorById.get(stair.from);
    const to = floorById.get(stair.to);
    return from && to ? [{ stair, geometry: stairGeometry(stair, stairRiseIn(model, stair)), from, to }] : [];
  });
  return {
    model,
    description,
    rooms,
    names,
    walls: once((floor) => floorWalls(floor, model.walls)),
    roomAt: (floor, point) => enclosedRooms(floor).find((room) => containsPoint(room.polygon, point)),
    stairs,
    doors: model.floors.flatMap((floor) => floor.doors.map((door) => ({ door, floor }))),
    isExterior: (door) => door.between.some((space) => space === OUTSIDE || outdoor.has(space)),
  };
}
