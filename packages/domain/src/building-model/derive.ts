/**
 * The facts a design's model states, computed here and read everywhere (cards, filters, lot fit, cost to
 * build, the plan set): never typed a second time.
 */
import type { Shape } from './geometry.ts';
import { boundingBox, cornerCount, shapeArea, shapeRings, union, unionShapes } from './geometry.ts';
import { COVERED_OUTDOOR_KINDS, UNHEATED_KINDS } from './kinds.ts';
import type { BuildingModel, Floor, OutdoorSpace, Room } from './schema.ts';

export interface FloorArea {
  floor: string;
  label: string;
  sqFt: number;
}

export interface BuildingFacts {
  /**
   * Overall width (along x) and depth (along y): the enclosed footprint, every floor's rooms seen from
   * above, garage included, porches, decks and overhangs not (what a lot's setbacks are measured to).
   */
  widthFt: number;
  depthFt: number;
  footprintSqFt: number;
  /** The heated rooms of every floor seen from above. */
  heatedFootprintSqFt: number;
  /** Heated rooms per floor, in the model's floor order; voids are no floor. */
  heatedSqFtByFloor: FloorArea[];
  heatedSqFt: number;
  /** Under roof: every floor's enclosed rooms, heated or not, and the covered outdoor spaces (porches). */
  coveredSqFt: number;
  bedrooms: number;
  fullBaths: number;
  halfBaths: number;
  /** Full baths plus half for each half bath (2.5), as the catalogue lists them. */
  bathrooms: number;
  garageBays: number;
  /** Floors at or above ground, mezzanines not counted. */
  stories: number;
  /** Corners of the footprint's outline and of any courtyard within it (the cost estimate's complexity). */
  outlineCorners: number;
}

/** Rooms with a floor: every room but the voids. */
export const enclosedRooms = (floor: Floor): Room[] => floor.rooms.filter((room) => room.kind !== 'void');
/** Whether a room is heated: as the model says, else every room but garages and voids. */
export const isHeated = (room: Room): boolean => room.heated ?? !UNHEATED_KINDS.includes(room.kind);
/** Whether an outdoor space is under the roof: as the model says, else porches only. */
const isCovered = (space: OutdoorSpace): boolean => space.covered ?? COVERED_OUTDOOR_KINDS.includes(space.kind);
const heatedRooms = (floor: Floor): Room[] => enclosedRooms(floor).filter(isHeated);

/** A garage door serves one bay per 9 ft of its width, rounded: 8–12 ft one, 14–20 ft two. */
export const vehicleDoorBays = (widthIn: number): number => Math.max(1, Math.round(widthIn / 12 / 9));

export function deriveFacts(model: BuildingModel): BuildingFacts {
  const floorShapes = model.floors.map((floor) => union(enclosedRooms(floor).map((room) => room.polygon)));
  const heatedShapes = model.floors.map((floor) => union(heatedRooms(floor).map((room) => room.polygon)));
  const footprint = unionShapes(floorShapes);
  const box = boundingBox(shapeRings(footprint));
  const heatedSqFtByFloor = model.floors.map((floor, i) => ({
    floor: floor.id,
    label: floor.label,
    sqFt: shapeArea(heatedShapes[i] as Shape),
  }));
  const covered = model.floors.map((floor, i) => {
    const porches = floor.outdoor.filter(isCovered).map((space) => space.polygon);
    return shapeArea(floorShapes[i] as Shape) + shapeArea(union(porches));
  });

  const rooms = model.floors.flatMap((floor) => floor.rooms);
  const count = (kind: Room['kind'] | Room['kind'][]) =>
    rooms.filter((room) => (Array.isArray(kind) ? kind.includes(room.kind) : room.kind === kind)).length;
  const garages = new Set(rooms.filter((room) => room.kind === 'garage').map((room) => room.id));
  const vehicleDoors = model.floors
    .flatMap((floor) => floor.doors)
    .filter((door) => door.kind === 'vehicle' && door.between.some((space) => garages.has(space)));
  const fullBaths = count('bath-full');
  const halfBaths = count('bath-half');

  return {
    widthFt: box ? box.maxX - box.minX : 0,
    depthFt: box ? box.maxY - box.minY : 0,
    footprintSqFt: shapeArea(footprint),
    heatedFootprintSqFt: shapeArea(unionShapes(heatedShapes)),
    heatedSqFtByFloor,
    heatedSqFt: heatedSqFtByFloor.reduce((sum, floor) => sum + floor.sqFt, 0),
    coveredSqFt: covered.reduce((sum, area) => sum + area, 0),
    bedrooms: count(['bedroom', 'primary-bedroom']),
    fullBaths,
    halfBaths,
    bathrooms: fullBaths + halfBaths / 2,
    garageBays: vehicleDoors.reduce((sum, door) => sum + vehicleDoorBays(door.widthIn), 0),
    stories: model.floors.filter((floor) => floor.level >= 0 && !floor.mezzanine).length,
    outlineCorners: cornerCount(footprint),
  };
}
