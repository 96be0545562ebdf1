/**
 * Nordic Timber House: a 35 × 30 ft two-storey block with a 12 × 20 ft garage beside it, a sheltered porch
 * at the entry, the sauna beside the upstairs bath and a basement under the house.
 */
import type { BuildingModelInput } from '@atelier/domain/building-model';
import { casement, door, fixed, frontDoor, garageDoor, opening, rect, room } from './shapes.ts';

export const nordicTimberHouse: BuildingModelInput = {
  version: 1,
  floors: [
    {
      id: 'basement',
      label: 'Basement',
      level: -1,
      floorToFloorIn: 108,
      ceilingIn: 96,
      rooms: [
        { ...room('mechanical', 'Plant room', 'mechanical', rect(0, 0, 12, 30)), heated: false },
        { ...room('basement-stair', 'Basement stair', 'stair', rect(12, 0, 4, 30)), heated: false },
        { ...room('storage', 'Storage', 'storage', rect(16, 0, 19, 30)), heated: false },
      ],
      doors: [door('basement-stair', 'mechanical', [12, 24]), door('basement-stair', 'storage', [16, 24])],
    },
    {
      id: 'ground',
      label: 'Ground floor',
      level: 0,
      floorToFloorIn: 108,
      ceilingIn: 96,
      rooms: [
        room('entry', 'Entry', 'entry', rect(0, 0, 8, 10)),
        room('bath', 'Bath', 'bath-full', rect(0, 10, 8, 8)),
        room('stair', 'Stair hall', 'stair', rect(8, 0, 8, 18)),
        room('dining', 'Dining room', 'dining', rect(0, 18, 16, 12)),
        room('living', 'Living room', 'living', rect(16, 0, 19, 16)),
        room('kitchen', 'Kitchen', 'kitchen', rect(16, 16, 19, 14)),
        room('garage', 'Garage', 'garage', rect(35, 0, 12, 20)),
      ],
      outdoor: [{ id: 'porch', name: 'Entry porch', kind: 'porch', polygon: rect(0, -6, 12, 6) }],
      doors: [
        frontDoor('porch', 'entry', [4, 0]),
        opening('entry', 'stair', [8, 5]),
        door('stair', 'bath', [8, 14], 30),
        opening('stair', 'dining', [12, 18], 48),
        opening('stair', 'living', [16, 9], 48),
        opening('living', 'kitchen', [25.5, 16], 96),
        opening('dining', 'kitchen', [16, 24], 72),
        door('kitchen', 'garage', [35, 18]),
        garageDoor('garage', [41, 0], 108),
      ],
      windows: [
        fixed('living', 'living-front', [25.5, 0], 96),
        casement('kitchen', 'kitchen-back', [25.5, 30], 72),
        casement('dining', 'dining-back', [8, 30], 60),
        casement('bath', 'bath-side', [0, 14], 24),
      ],
    },
    {
      id: 'upper',
      label: 'Upper floor',
      level: 1,
      floorToFloorIn: 96,
      ceilingIn: 96,
      rooms: [
        room('bedroom-2', 'Bedroom 2', 'bedroom', rect(0, 0, 8, 14)),
        room('bath-2', 'Bath', 'bath-full', rect(0, 14, 8, 8)),
        room('sauna', 'Sauna', 'sauna', rect(0, 22, 8, 8)),
        room('landing', 'Landing', 'stair', rect(8, 0, 8, 30)),
        room('primary', 'Primary bedroom', 'primary-bedroom', rect(16, 0, 19, 13)),
        room('bedroom-3', 'Bedroom 3', 'bedroom', rect(16, 13, 13, 17)),
        room('wardrobe', 'Wardrobe', 'closet', rect(29, 13, 6, 17)),
      ],
      doors: [
        door('landing', 'bedroom-2', [8, 7]),
        door('landing', 'bath-2', [8, 18], 30),
        door('landing', 'sauna', [8, 26], 28),
        door('landing', 'primary', [16, 6]),
        door('landing', 'bedroom-3', [16, 20]),
        door('bedroom-3', 'wardrobe', [29, 20], 24),
      ],
      windows: [
        casement('bedroom-2', 'bedroom-2-front', [4, 0]),
        casement('bath-2', 'bath-2-side', [0, 18], 24),
        casement('primary', 'primary-front', [25.5, 0], 72),
        casement('bedroom-3', 'bedroom-3-back', [22.5, 30], 60),
      ],
    },
  ],
  stairs: [
    {
      id: 'basement-stair-flight',
      name: 'Basement stair',
      from: 'basement',
      to: 'ground',
      start: [14, 16],
      direction: '-y',
      widthIn: 36,
      risers: 15,
      treadIn: 10,
    },
    {
      id: 'main-stair',
      name: 'Main stair',
      from: 'ground',
      to: 'upper',
      start: [10, 2],
      direction: '+y',
      widthIn: 36,
      risers: 15,
      treadIn: 10,
    },
  ],
  roof: { type: 'gable', pitch: 10, overhangIn: 18 },
  foundation: { type: 'basement' },
};
