/**
 * Riverside Mixed-use Center, simplified to one 90 × 40 ft block on six storeys over a basement: two shops
 * and two cafés at street level opening at the back onto the riverside promenade, the lobby between them;
 * two floors of open offices either side of the core; three floors of eight one-bedroom flats each.
 */
import type { BuildingModelInput } from '@atelier/domain/building-model';
import { CORE, coreBasement, flatsFloor, flight } from './core-and-flats.ts';
import { door, fixed, frontDoor, opening, rect, room, slider } from './shapes.ts';

type FloorInput = BuildingModelInput['floors'][number];

/** An office floor: open offices either side of the core and the lift lobby behind it. */
function officeFloor(level: number): FloorInput {
  const floor = `level-${level}`;
  const wing = (side: 'west' | 'east', x: number) =>
    room(`${floor}-${side}`, `Offices ${side}`, 'office', rect(x, 0, 40, 40));
  const windows = (side: 'west' | 'east', x: number) =>
    [10, 30].flatMap((dx) => [
      fixed(`${floor}-${side}`, `${floor}-${side}-front-${dx}`, [x + dx, 0], 120),
      fixed(`${floor}-${side}`, `${floor}-${side}-back-${dx}`, [x + dx, 40], 120),
    ]);
  return {
    id: floor,
    label: `Floor ${level}: offices`,
    level,
    floorToFloorIn: 120,
    ceilingIn: 108,
    rooms: [
      room(`${floor}-core`, 'Stair core', 'stair', CORE),
      room(`${floor}-lobby`, 'Lift lobby', 'hall', rect(40, 17, 10, 23)),
      wing('west', 0),
      wing('east', 50),
    ],
    doors: [
      opening(`${floor}-core`, `${floor}-lobby`, [45, 17], 48),
      door(`${floor}-lobby`, `${floor}-west`, [40, 28.5], 36),
      door(`${floor}-lobby`, `${floor}-east`, [50, 28.5], 36),
    ],
    windows: [...windows('west', 0), ...windows('east', 50)],
  };
}

const street = (id: string, name: string, kind: 'dining' | 'other', x: number): FloorInput['rooms'][number] =>
  room(id, name, kind, rect(x, 0, 20, 40));

export const riversideMixedUseCenter: BuildingModelInput = {
  version: 1,
  floors: [
    coreBasement(),
    {
      id: 'level-0',
      label: 'Street level',
      level: 0,
      floorToFloorIn: 120,
      ceilingIn: 108,
      rooms: [
        street('shop-1', 'Shop 1', 'other', 0),
        street('cafe-1', 'Café 1', 'dining', 20),
        room('level-0-core', 'Stair core', 'stair', CORE),
        room('lobby', 'Lobby', 'entry', rect(40, 17, 10, 23)),
        street('shop-2', 'Shop 2', 'other', 50),
        street('cafe-2', 'Café 2', 'dining', 70),
      ],
      // The promenade runs either side of the lobby's own door from the river path.
      outdoor: [
        { id: 'promenade-west', name: 'Riverside promenade', kind: 'patio', polygon: rect(0, 40, 40, 16) },
        { id: 'promenade-east', name: 'Riverside promenade', kind: 'patio', polygon: rect(50, 40, 40, 16) },
      ],
      doors: [
        { ...frontDoor('outside', 'lobby', [45, 40], 42), glazed: true },
        opening('lobby', 'level-0-core', [45, 17], 48),
        door('lobby', 'cafe-1', [40, 28.5], 36),
        door('lobby', 'shop-2', [50, 28.5], 36),
        door('cafe-1', 'shop-1', [20, 30], 36),
        door('shop-2', 'cafe-2', [70, 30], 36),
        ...[
          ['shop-1', 10],
          ['cafe-1', 30],
          ['shop-2', 60],
          ['cafe-2', 80],
        ].map(([id, x]) => ({
          ...door('outside', String(id), [Number(x), 0], 42),
          id: `${id}-street-door`,
          glazed: true,
        })),
        slider('cafe-1', 'promenade-west', [30, 40], 96),
        slider('cafe-2', 'promenade-east', [80, 40], 96),
      ],
      windows: [0, 20, 50, 70].flatMap((x, i) => {
        const id = ['shop-1', 'cafe-1', 'shop-2', 'cafe-2'][i] ?? '';
        return [fixed(id, `${id}-shopfront-1`, [x + 4, 0], 72), fixed(id, `${id}-shopfront-2`, [x + 16, 0], 72)];
      }),
    },
    officeFloor(1),
    officeFloor(2),
    flatsFloor(3),
    flatsFloor(4),
    flatsFloor(5),
  ],
  stairs: [
    flight('basement', 'level-0', 'b', 108),
    flight('level-0', 'level-1', 'a', 120),
    flight('level-1', 'level-2', 'b', 120),
    flight('level-2', 'level-3', 'a', 120),
    flight('level-3', 'level-4', 'b', 108),
    flight('level-4', 'level-5', 'a', 108),
  ],
  roof: { type: 'flat', pitch: 0.25, overhangIn: 0 },
  foundation: { type: 'basement' },
};
