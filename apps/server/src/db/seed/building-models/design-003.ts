/** Alpine Mountain Cabin: a 28 × 30 ft timber cabin, the stove in the living room, a sleeping loft under the steep roof. */
import type { BuildingModelInput } from '@atelier/domain/building-model';
import { casement, door, fixed, frontDoor, opening, rect, room } from './shapes.ts';

export const alpineMountainCabin: BuildingModelInput = {
  version: 1,
  floors: [
    {
      id: 'ground',
      label: 'Ground floor',
      level: 0,
      floorToFloorIn: 108,
      ceilingIn: 96,
      rooms: [
        room('entry', 'Boot room entry', 'entry', rect(0, 0, 8, 8)),
        room('bath', 'Bath', 'bath-full', rect(0, 8, 8, 10)),
        room('stair', 'Stair', 'stair', rect(8, 0, 4, 18)),
        room('living', 'Living room with wood stove', 'living', rect(12, 0, 16, 16)),
        room('kitchen', 'Kitchen and dining', 'kitchen', rect(12, 16, 16, 14)),
        room('bedroom', 'Bedroom', 'bedroom', rect(0, 18, 12, 12)),
      ],
      doors: [
        frontDoor('outside', 'entry', [4, 0]),
        opening('entry', 'stair', [8, 5]),
        door('entry', 'bath', [4, 8], 30),
        opening('stair', 'living', [12, 9]),
        opening('living', 'kitchen', [20, 16], 96),
        door('stair', 'bedroom', [10, 18]),
      ],
      windows: [
        fixed('living', 'living-valley', [20, 0], 96),
        casement('kitchen', 'kitchen-back', [20, 30], 72),
        casement('bedroom', 'bedroom-back', [6, 30]),
        casement('bath', 'bath-side', [0, 13], 24),
      ],
    },
    {
      id: 'loft',
      label: 'Loft floor',
      level: 1,
      floorToFloorIn: 96,
      ceilingIn: 96,
      rooms: [
        room('sleeping-loft', 'Sleeping loft', 'loft', rect(0, 0, 8, 20)),
        room('landing', 'Landing', 'stair', rect(8, 0, 4, 20)),
        room('primary', 'Primary bedroom', 'primary-bedroom', rect(12, 0, 16, 14)),
      ],
      doors: [opening('landing', 'sleeping-loft', [8, 10], 48), door('landing', 'primary', [12, 5])],
      windows: [casement('sleeping-loft', 'loft-valley', [4, 0]), casement('primary', 'primary-valley', [20, 0], 60)],
    },
  ],
  stairs: [
    {
      id: 'main-stair',
      name: 'Stair',
      from: 'ground',
      to: 'loft',
      start: [10, 2],
      direction: '+y',
      widthIn: 36,
      risers: 15,
      treadIn: 10,
    },
  ],
  roof: { type: 'gable', pitch: 12, overhangIn: 24 },
  foundation: { type: 'crawlspace' },
};
