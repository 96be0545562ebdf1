/**
 * Heritage Townhouse Renovation: a 22 ft wide brick townhouse on three storeys over a basement. The
 * restored front parlour, the kitchen opened up to it and to the new single-storey rear extension; two
 * bedrooms on each floor above, the stair hall along the party wall with its flights side by side.
 */
import type { BuildingModelInput } from '@atelier/domain/building-model';
import { casement, door, fixed, frontDoor, opening, rect, room } from './shapes.ts';

export const heritageTownhouse: BuildingModelInput = {
  version: 1,
  floors: [
    {
      id: 'basement',
      label: 'Basement',
      level: -1,
      floorToFloorIn: 96,
      ceilingIn: 84,
      rooms: [
        { ...room('cellar-stair', 'Cellar stair', 'stair', rect(0, 0, 8, 18)), heated: false },
        { ...room('boiler', 'Boiler room', 'mechanical', rect(0, 18, 8, 18)), heated: false },
        { ...room('cellar', 'Cellar', 'storage', rect(8, 0, 14, 18)), heated: false },
        { ...room('back-cellar', 'Back cellar', 'storage', rect(8, 18, 14, 18)), heated: false },
      ],
      doors: [
        door('cellar-stair', 'boiler', [4, 18], 30),
        door('cellar-stair', 'cellar', [8, 9]),
        door('cellar', 'back-cellar', [15, 18]),
      ],
    },
    {
      id: 'ground',
      label: 'Ground floor',
      level: 0,
      floorToFloorIn: 120,
      ceilingIn: 108,
      rooms: [
        room('stair-hall', 'Entrance and stair hall', 'stair', rect(0, 0, 8, 18)),
        room('parlour', 'Front parlour', 'living', rect(8, 0, 14, 16)),
        room('bath', 'Bath', 'bath-full', rect(0, 18, 8, 6)),
        room('laundry', 'Laundry', 'laundry', rect(0, 24, 8, 8)),
        room('kitchen', 'Kitchen', 'kitchen', rect(8, 16, 14, 16)),
        room('extension', 'Rear extension', 'family', rect(0, 32, 22, 12)),
      ],
      doors: [
        frontDoor('outside', 'stair-hall', [4, 0]),
        door('stair-hall', 'parlour', [8, 8]),
        door('stair-hall', 'bath', [4, 18], 30),
        opening('parlour', 'kitchen', [15, 16], 120),
        door('kitchen', 'laundry', [8, 28], 30),
        opening('kitchen', 'extension', [15, 32], 120),
        { ...door('extension', 'outside', [6, 44], 72), kind: 'double', glazed: true },
      ],
      windows: [
        casement('parlour', 'parlour-street', [15, 0], 72),
        casement('kitchen', 'kitchen-side', [22, 24], 60),
        fixed('extension', 'extension-garden', [16, 44], 96),
        casement('extension', 'extension-side', [22, 38]),
        casement('bath', 'bath-side', [0, 21], 24),
      ],
    },
    {
      id: 'first',
      label: 'First floor',
      level: 1,
      floorToFloorIn: 108,
      ceilingIn: 96,
      rooms: [
        room('first-landing', 'Landing', 'stair', [
          [0, 0],
          [8, 0],
          [8, 16],
          [22, 16],
          [22, 20],
          [0, 20],
        ]),
        room('primary', 'Primary bedroom', 'primary-bedroom', rect(8, 0, 14, 16)),
        room('first-bath', 'Bath', 'bath-full', rect(0, 20, 8, 8)),
        room('bedroom-2', 'Bedroom 2', 'bedroom', rect(8, 20, 14, 12)),
        room('wardrobe', 'Wardrobe', 'closet', rect(0, 28, 8, 4)),
      ],
      doors: [
        door('first-landing', 'primary', [15, 16]),
        door('first-landing', 'first-bath', [4, 20], 30),
        door('first-landing', 'bedroom-2', [15, 20]),
        door('bedroom-2', 'wardrobe', [8, 30], 24),
      ],
      windows: [
        casement('primary', 'primary-street', [15, 0], 72),
        casement('bedroom-2', 'bedroom-2-garden', [15, 32], 60),
        casement('first-bath', 'first-bath-side', [0, 24], 24),
      ],
    },
    {
      id: 'second',
      label: 'Second floor',
      level: 2,
      floorToFloorIn: 96,
      ceilingIn: 90,
      rooms: [
        room('second-landing', 'Landing', 'stair', [
          [0, 0],
          [8, 0],
          [8, 12],
          [22, 12],
          [22, 16],
          [0, 16],
        ]),
        room('bedroom-3', 'Bedroom 3', 'bedroom', rect(8, 0, 14, 12)),
        room('second-bath', 'Bath', 'bath-full', rect(0, 16, 8, 8)),
        room('bedroom-4', 'Bedroom 4', 'bedroom', rect(8, 16, 14, 8)),
      ],
      doors: [
        door('second-landing', 'bedroom-3', [15, 12]),
        door('second-landing', 'second-bath', [4, 16], 30),
        door('second-landing', 'bedroom-4', [15, 16]),
      ],
      windows: [
        casement('bedroom-3', 'bedroom-3-street', [15, 0]),
        casement('bedroom-4', 'bedroom-4-garden', [15, 24]),
        casement('second-bath', 'second-bath-side', [0, 20], 24),
      ],
    },
  ],
  stairs: [
    {
      id: 'cellar-flight',
      name: 'Cellar stair',
      from: 'basement',
      to: 'ground',
      start: [6, 16],
      direction: '-y',
      widthIn: 36,
      risers: 13,
      treadIn: 10,
    },
    {
      id: 'ground-flight',
      name: 'Stair to the first floor',
      from: 'ground',
      to: 'first',
      start: [2, 2],
      direction: '+y',
      widthIn: 36,
      risers: 16,
      treadIn: 10,
    },
    {
      id: 'first-flight',
      name: 'Stair to the second floor',
      from: 'first',
      to: 'second',
      start: [6, 16],
      direction: '-y',
      widthIn: 36,
      risers: 15,
      treadIn: 10,
    },
  ],
  roof: { type: 'gable', pitch: 9, overhangIn: 6 },
  foundation: { type: 'basement' },
};
