/**
 * Urban Apartment Block: 90 × 40 ft on five storeys over a basement. The central core's stair climbs in
 * two lanes that alternate floor by floor; the ground floor has the lobby, bike storage, the shared
 * laundry and lounge; floors 1 to 3 have eight one-bedroom flats each off a central corridor (the 24
 * units); the top floor is the garden room opening onto the shared roof garden.
 */
import type { BuildingModelInput } from '@atelier/domain/building-model';
import { CORE, coreBasement, corridor, flatsFloor, flight } from './core-and-flats.ts';
import { casement, door, fixed, frontDoor, opening, rect, room } from './shapes.ts';

export const urbanApartmentBlock: BuildingModelInput = {
  version: 1,
  floors: [
    coreBasement(),
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
