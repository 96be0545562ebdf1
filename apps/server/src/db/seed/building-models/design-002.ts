/**
 * Urban Loft Residence: 25 ft wide for a narrow city lot. The living room rises two storeys beside the
 * stair; upstairs the mezzanine overlooks it and leads to the study, the bedrooms along the party wall.
 */
import type { BuildingModelInput } from '@atelier/domain/building-model';
import { casement, door, fixed, frontDoor, opening, rect, room } from './shapes.ts';

export const urbanLoftResidence: BuildingModelInput = {
  version: 1,
  floors: [
    {
      id: 'ground',
      label: 'Ground floor',
      level: 0,
      floorToFloorIn: 120,
      ceilingIn: 108,
      rooms: [
        room('entry', 'Entry', 'entry', rect(0, 0, 8, 8)),
        room('bath', 'Bath', 'bath-full', rect(0, 8, 8, 10)),
        room('stair', 'Stair', 'stair', rect(8, 0, 4, 18)),
        room('living', 'Double-height living room', 'living', rect(12, 0, 13, 26)),
        room('kitchen', 'Kitchen', 'kitchen', rect(0, 18, 12, 14)),
        room('dining', 'Dining room', 'dining', rect(12, 26, 13, 14)),
        room('laundry', 'Laundry and store', 'laundry', rect(0, 32, 12, 8)),
      ],
      doors: [
        frontDoor('outside', 'entry', [4, 0]),
        opening('entry', 'stair', [8, 4]),
        door('entry', 'bath', [4, 8], 30),
        opening('stair', 'living', [12, 9], 48),
        opening('stair', 'kitchen', [10, 18]),
        opening('kitchen', 'living', [12, 22], 48),
        opening('kitchen', 'dining', [12, 29], 48),
        door('kitchen', 'laundry', [6, 32], 30),
      ],
      windows: [
        fixed('living', 'living-street', [18.5, 0], 120),
        casement('kitchen', 'kitchen-side', [0, 25], 60),
        casement('dining', 'dining-back', [18.5, 40], 72),
        casement('bath', 'bath-side', [0, 13], 24),
      ],
    },
    {
      id: 'upper',
      label: 'Mezzanine floor',
      level: 1,
      floorToFloorIn: 108,
      ceilingIn: 96,
      rooms: [
        room('bedroom-2', 'Bedroom 2', 'bedroom', rect(0, 0, 8, 13)),
        room('bath-2', 'Bath', 'bath-full', rect(0, 13, 8, 9)),
        room('landing', 'Landing', 'stair', rect(8, 0, 4, 22)),
        room('void', 'Open to the living room', 'void', rect(12, 0, 13, 18)),
        room('mezzanine', 'Mezzanine', 'loft', rect(12, 18, 13, 8)),
        room('study', 'Study', 'office', rect(12, 26, 13, 14)),
        room('primary', 'Primary bedroom', 'primary-bedroom', rect(0, 22, 12, 14)),
        room('wardrobe', 'Wardrobe', 'closet', rect(0, 36, 12, 4)),
      ],
      doors: [
        door('landing', 'bedroom-2', [8, 6]),
        door('landing', 'bath-2', [8, 17], 30),
        opening('landing', 'mezzanine', [12, 20]),
        door('mezzanine', 'study', [18.5, 26]),
        door('landing', 'primary', [10, 22]),
        door('primary', 'wardrobe', [6, 36], 30),
      ],
      windows: [
        casement('bedroom-2', 'bedroom-2-street', [4, 0]),
        casement('mezzanine', 'mezzanine-side', [25, 22]),
        casement('study', 'study-back', [18.5, 40], 72),
        casement('primary', 'primary-side', [0, 29]),
      ],
    },
  ],
  stairs: [
    {
      id: 'main-stair',
      name: 'Stair',
      from: 'ground',
      to: 'upper',
      start: [10, 2],
      direction: '+y',
      widthIn: 36,
      risers: 16,
      treadIn: 10,
    },
  ],
  roof: { type: 'flat', pitch: 0.25, overhangIn: 0 },
  foundation: { type: 'slab' },
};
