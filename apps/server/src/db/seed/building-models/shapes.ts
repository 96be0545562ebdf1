/** Small builders for the demo designs' building models (decision 069): rooms, doors and windows in a line each. */
import type { BuildingModelInput } from '@atelier/domain/building-model';

type Point = [number, number];
type FloorInput = BuildingModelInput['floors'][number];
type RoomInput = FloorInput['rooms'][number];
type DoorInput = NonNullable<FloorInput['doors']>[number];
type WindowInput = NonNullable<FloorInput['windows']>[number];

/** A rectangle's corners, anticlockwise from (x, y). */
export const rect = (x: number, y: number, width: number, depth: number): Point[] => [
  [x, y],
  [x + width, y],
  [x + width, y + depth],
  [x, y + depth],
];

export const room = (id: string, name: string, kind: RoomInput['kind'], polygon: Point[]): RoomInput => ({
  id,
  name,
  kind,
  polygon,
});

/** A swing door from a into b, opening into b. */
export const door = (a: string, b: string, at: Point, widthIn = 32): DoorInput => ({
  id: `${a}-${b}`,
  between: [a, b],
  at,
  widthIn,
  opensInto: b,
  hinge: 'left',
});

/** A cased opening with no leaf. */
export const opening = (a: string, b: string, at: Point, widthIn = 36): DoorInput => ({
  id: `${a}-${b}`,
  between: [a, b],
  at,
  widthIn,
  kind: 'opening',
});

/** A glazed sliding door to an outdoor space (or outside). */
export const slider = (a: string, b: string, at: Point, widthIn = 72): DoorInput => ({
  id: `${a}-${b}`,
  between: [a, b],
  at,
  widthIn,
  kind: 'sliding',
  glazed: true,
});

export const frontDoor = (from: string, entry: string, at: Point, widthIn = 36): DoorInput => ({
  ...door(from, entry, at, widthIn),
  id: 'front-door',
  front: true,
});

export const garageDoor = (garage: string, at: Point, widthIn = 192): DoorInput => ({
  id: `${garage}-vehicle-door`,
  between: ['outside', garage],
  at,
  widthIn,
  kind: 'vehicle',
});

/** A casement window, an escape window at its default size (sill 24 in, head 80 in). */
export const casement = (inRoom: string, id: string, at: Point, widthIn = 48): WindowInput => ({
  id,
  room: inRoom,
  at,
  widthIn,
  sillIn: 24,
  headIn: 80,
  operation: 'casement',
});

/** A fixed window, for light only. */
export const fixed = (inRoom: string, id: string, at: Point, widthIn = 72, sillIn = 24): WindowInput => ({
  id,
  room: inRoom,
  at,
  widthIn,
  sillIn,
  headIn: 80,
  operation: 'fixed',
});
