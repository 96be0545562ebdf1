/**
 * What the apartment block and the mixed-use centre share: the central stair core (its flights climb in
 * two lanes by turns, lane A to the back, lane B to the front), the corridor, the one-bedroom flats
 * eight to a floor, and the basement.
 */
import type { BuildingModelInput } from '@atelier/domain/building-model';
import { casement, door, opening, rect, room } from './shapes.ts';

type FloorInput = BuildingModelInput['floors'][number];
type StairInput = NonNullable<BuildingModelInput['stairs']>[number];

export const CORE = rect(40, 0, 10, 17);
export const corridor = (floor: string) => room(`${floor}-corridor`, 'Corridor', 'hall', rect(0, 17, 90, 6));

/** A one-bedroom flat 20 ft wide: living room and kitchen on the corridor, bedroom and bath beside it. */
function flat(
  floor: string,
  n: number,
  x: number,
  side: 'front' | 'back',
): Pick<FloorInput, 'rooms' | 'doors' | 'windows'> {
  const id = `flat-${n}`;
  const front = side === 'front';
  const y = front ? 0 : 23;
  const outer = front ? 0 : 40;
  const living = `${id}-living`;
  return {
    rooms: [
      room(living, `Flat ${n} living room and kitchen`, 'living', rect(x, y, 12, 17)),
      room(`${id}-bedroom`, `Flat ${n} bedroom`, 'bedroom', rect(x + 12, front ? 0 : 29, 8, 11)),
      room(`${id}-bath`, `Flat ${n} bath`, 'bath-full', rect(x + 12, front ? 11 : 23, 8, 6)),
    ],
    doors: [
      door(`${floor}-corridor`, living, [x + 6, front ? 17 : 23], 36),
      door(living, `${id}-bedroom`, [x + 12, front ? 5.5 : 34.5]),
      door(living, `${id}-bath`, [x + 12, front ? 14 : 26], 30),
    ],
    windows: [
      casement(living, `${living}-window`, [x + 6, outer], 72),
      casement(`${id}-bedroom`, `${id}-bedroom-window`, [x + 16, outer]),
    ],
  };
}

/** Floors 1 to 3: the core, the corridor, eight flats and the bin and riser room behind the core. */
export function flatsFloor(level: number): FloorInput {
  const floor = `level-${level}`;
  const flats = (
    [
      [0, 'front'],
      [20, 'front'],
      [50, 'front'],
      [70, 'front'],
      [0, 'back'],
      [20, 'back'],
      [50, 'back'],
      [70, 'back'],
    ] as const
  ).map(([x, side], i) => flat(floor, level * 100 + i + 1, x, side));
  return {
    id: floor,
    label: `Floor ${level}`,
    level,
    floorToFloorIn: 108,
    ceilingIn: 96,
    rooms: [
      room(`${floor}-core`, 'Stair core', 'stair', CORE),
      corridor(floor),
      room(`${floor}-risers`, 'Refuse and risers', 'mechanical', rect(40, 23, 10, 17)),
      ...flats.flatMap((unit) => unit.rooms),
    ],
    doors: [
      opening(`${floor}-core`, `${floor}-corridor`, [45, 17], 48),
      door(`${floor}-corridor`, `${floor}-risers`, [45, 23], 36),
      ...flats.flatMap((unit) => unit.doors ?? []),
    ],
    windows: flats.flatMap((unit) => unit.windows ?? []),
  };
}

/** One flight a floor, in lane A (climbing to the back) and lane B (to the front) by turns. */
export const flight = (from: string, to: string, lane: 'a' | 'b', floorToFloorIn: number): StairInput => ({
  id: `${from}-flight`,
  name: `Stair from ${from}`,
  from,
  to,
  start: lane === 'a' ? [42, 2] : [46, 16],
  direction: lane === 'a' ? '+y' : '-y',
  widthIn: 36,
  risers: floorToFloorIn === 120 ? 16 : 15,
  treadIn: 10,
});

/** The basement under a core building: residents' storage either side of the core, plant behind it. */
export const coreBasement = (): FloorInput => ({
  id: 'basement',
  label: 'Basement',
  level: -1,
  floorToFloorIn: 108,
  ceilingIn: 96,
  rooms: [
    { ...room('basement-core', 'Stair core', 'stair', CORE), heated: false },
    { ...room('residents-storage', "Residents' storage", 'storage', rect(0, 0, 40, 40)), heated: false },
    { ...room('basement-plant', 'Plant room', 'mechanical', rect(40, 17, 10, 23)), heated: false },
    { ...room('residents-storage-2', "Residents' storage", 'storage', rect(50, 0, 40, 40)), heated: false },
  ],
  doors: [
    door('basement-core', 'residents-storage', [40, 8.5], 36),
    door('basement-core', 'basement-plant', [45, 17], 36),
    door('basement-core', 'residents-storage-2', [50, 8.5], 36),
  ],
});
