/**
 * Urban Apartment Block: 90 × 40 ft on five storeys over a basement. The central core's stair climbs in
 * two lanes that alternate floor by floor; the ground floor has the lobby, bike storage, the shared
 * laundry and lounge; floors 1 to 3 have eight one-bedroom flats each off a central corridor (the 24
 * units); the top floor is the garden room opening onto the shared roof garden.
 */
import type { BuildingModelInput } from '@atelier/domain/building-model';
import { casement, door, fixed, frontDoor, opening, rect, room } from './shapes.ts';

type FloorInput = BuildingModelInput['floors'][number];
type StairInput = NonNullable<BuildingModelInput['stairs']>[number];

const CORE = rect(40, 0, 10, 17);
const corridor = (floor: string) => room(`${floor}-corridor`, 'Corridor', 'hall', rect(0, 17, 90, 6));

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
function flatsFloor(level: number): FloorInput {
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
const flight = (from: string, to: string, lane: 'a' | 'b', floorToFloorIn: number): StairInput => ({
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

export const urbanApartmentBlock: BuildingModelInput = {
  version: 1,
  floors: [
    {
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
    },
    {
      id: 'level-0',
      label: 'Ground floor',
      level: 0,
      floorToFloorIn: 120,
      ceilingIn: 108,
      rooms: [
        room('lounge', "Residents' lounge", 'family', rect(0, 0, 20, 17)),
        room('laundry', 'Shared laundry', 'laundry', rect(20, 0, 20, 17)),
        room('level-0-core', 'Stair core', 'stair', CORE),
        room('lobby', 'Lobby', 'entry', rect(50, 0, 20, 17)),
        room('bikes', 'Bike storage', 'storage', rect(70, 0, 20, 17)),
        corridor('level-0'),
        room('plant', 'Plant room', 'mechanical', rect(0, 23, 40, 17)),
        room('refuse', 'Refuse store', 'storage', rect(40, 23, 10, 17)),
        room('parcels', 'Parcel room', 'storage', rect(50, 23, 20, 17)),
        room('bikes-2', 'Bike storage', 'storage', rect(70, 23, 20, 17)),
      ],
      doors: [
        { ...frontDoor('outside', 'lobby', [60, 0], 42), glazed: true },
        opening('lobby', 'level-0-core', [50, 8.5], 48),
        opening('lobby', 'level-0-corridor', [60, 17], 48),
        door('lobby', 'bikes', [70, 8.5], 36),
        { ...door('outside', 'bikes', [80, 0], 48), id: 'bikes-street-door' },
        opening('level-0-core', 'level-0-corridor', [45, 17], 48),
        door('level-0-corridor', 'lounge', [10, 17], 36),
        door('level-0-corridor', 'laundry', [30, 17], 36),
        door('level-0-corridor', 'plant', [20, 23], 36),
        door('level-0-corridor', 'refuse', [45, 23], 36),
        door('level-0-corridor', 'parcels', [60, 23], 36),
        door('level-0-corridor', 'bikes-2', [80, 23], 48),
      ],
      windows: [fixed('lounge', 'lounge-street', [10, 0], 96), casement('laundry', 'laundry-street', [30, 0])],
    },
    flatsFloor(1),
    flatsFloor(2),
    flatsFloor(3),
    {
      id: 'level-4',
      label: 'Roof garden floor',
      level: 4,
      floorToFloorIn: 108,
      ceilingIn: 96,
      rooms: [
        room('level-4-core', 'Stair core', 'stair', CORE),
        room('garden-room', 'Garden room', 'family', rect(50, 0, 16, 17)),
      ],
      outdoor: [{ id: 'roof-garden', name: 'Shared roof garden', kind: 'terrace', polygon: rect(0, 0, 40, 40) }],
      doors: [
        opening('level-4-core', 'garden-room', [50, 8.5], 48),
        { ...door('level-4-core', 'roof-garden', [40, 8.5], 36), glazed: true },
      ],
      windows: [casement('garden-room', 'garden-room-window', [58, 0], 72)],
    },
  ],
  stairs: [
    flight('basement', 'level-0', 'b', 108),
    flight('level-0', 'level-1', 'a', 120),
    flight('level-1', 'level-2', 'b', 108),
    flight('level-2', 'level-3', 'a', 108),
    flight('level-3', 'level-4', 'b', 108),
  ],
  roof: { type: 'flat', pitch: 0.25, overhangIn: 0 },
  foundation: { type: 'basement' },
};
