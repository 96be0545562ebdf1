/**
 * Coastal Boutique Office: 60 × 44 ft on two storeys raised on piers above the flood line. Reception,
 * an open studio and meeting rooms below; upstairs the offices stop 8 ft short of the back, where the roof
 * terrace looks over the harbour.
 */
import type { BuildingModelInput } from '@atelier/domain/building-model';
import { casement, door, fixed, frontDoor, opening, rect, room, slider } from './shapes.ts';

export const coastalBoutiqueOffice: BuildingModelInput = {
  version: 1,
  floors: [
    {
      id: 'ground',
      label: 'Ground floor',
      level: 0,
      floorToFloorIn: 132,
      ceilingIn: 120,
      rooms: [
        room('reception', 'Reception', 'entry', rect(0, 0, 16, 22)),
        room('stair', 'Stair', 'stair', rect(16, 0, 6, 22)),
        room('studio', 'Open studio', 'office', rect(22, 0, 38, 22)),
        room('hall', 'Hall', 'hall', rect(0, 22, 60, 4)),
        room('meeting', 'Meeting room', 'office', rect(0, 26, 16, 18)),
        room('wc', 'Accessible WC', 'bath-half', rect(16, 26, 6, 9)),
        room('wc-2', 'WC', 'bath-half', rect(16, 35, 6, 9)),
        room('kitchen', 'Break room', 'kitchen', rect(22, 26, 14, 18)),
        room('workroom', 'Project room', 'office', rect(36, 26, 24, 18)),
      ],
      doors: [
        { ...frontDoor('outside', 'reception', [8, 0], 42), glazed: true },
        opening('reception', 'stair', [16, 11], 48),
        opening('reception', 'hall', [8, 22], 48),
        opening('stair', 'hall', [19, 22], 48),
        opening('hall', 'studio', [41, 22], 72),
        door('hall', 'meeting', [8, 26], 36),
        door('hall', 'wc', [19, 26], 36),
        door('kitchen', 'wc-2', [22, 40], 32),
        opening('hall', 'kitchen', [29, 26], 48),
        door('hall', 'workroom', [48, 26], 36),
      ],
      windows: [
        fixed('studio', 'studio-front-1', [32, 0], 120),
        fixed('studio', 'studio-front-2', [50, 0], 120),
        casement('meeting', 'meeting-side', [0, 35], 72),
        casement('kitchen', 'kitchen-back', [29, 44], 72),
        fixed('workroom', 'workroom-harbour', [48, 44], 120),
      ],
    },
    {
      id: 'upper',
      label: 'Upper floor',
      level: 1,
      floorToFloorIn: 120,
      ceilingIn: 108,
      rooms: [
        room('director', "Director's office", 'office', rect(0, 0, 16, 24)),
        room('landing', 'Landing', 'stair', rect(16, 0, 6, 24)),
        room('upper-studio', 'Upper studio', 'office', rect(22, 0, 38, 24)),
        room('upper-hall', 'Hall', 'hall', rect(0, 24, 60, 4)),
        room('upper-wc', 'WC', 'bath-half', rect(0, 28, 8, 8)),
        room('upper-wc-2', 'WC', 'bath-half', rect(8, 28, 8, 8)),
        room('terrace-room', 'Terrace meeting room', 'office', rect(16, 28, 20, 8)),
        room('tea', 'Tea point', 'kitchen', rect(36, 28, 12, 8)),
        room('quiet', 'Quiet room', 'office', rect(48, 28, 12, 8)),
      ],
      outdoor: [{ id: 'roof-terrace', name: 'Roof terrace', kind: 'terrace', polygon: rect(0, 36, 60, 8) }],
      doors: [
        door('landing', 'director', [16, 12], 36),
        opening('landing', 'upper-studio', [22, 12], 72),
        opening('landing', 'upper-hall', [19, 24], 48),
        door('upper-hall', 'upper-wc', [4, 28], 32),
        door('upper-hall', 'upper-wc-2', [12, 28], 32),
        door('upper-hall', 'terrace-room', [26, 28], 36),
        opening('upper-hall', 'tea', [42, 28], 36),
        door('upper-hall', 'quiet', [54, 28], 36),
        slider('terrace-room', 'roof-terrace', [26, 36]),
      ],
      windows: [
        fixed('director', 'director-front', [8, 0], 96),
        fixed('upper-studio', 'upper-studio-front-1', [32, 0], 120),
        fixed('upper-studio', 'upper-studio-front-2', [50, 0], 120),
        casement('tea', 'tea-terrace', [42, 36]),
        casement('quiet', 'quiet-harbour', [54, 36]),
      ],
    },
  ],
  stairs: [
    {
      id: 'main-stair',
      name: 'Stair',
      from: 'ground',
      to: 'upper',
      start: [19, 2],
      direction: '+y',
      widthIn: 48,
      risers: 18,
      treadIn: 11,
    },
  ],
  roof: { type: 'butterfly', pitch: 2, overhangIn: 24 },
  foundation: { type: 'pier' },
};
