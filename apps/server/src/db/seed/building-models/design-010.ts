/**
 * Suburban Family Clinic: 96 × 44 ft on two storeys. Patients come in through the daylit waiting area to
 * a corridor along the consulting rooms at the front (three below, five above); staff use a corridor of
 * their own along the back, with their own door, and the stair hall joins both.
 */
import type { BuildingModelInput } from '@atelier/domain/building-model';
import { casement, door, fixed, frontDoor, opening, rect, room } from './shapes.ts';

type FloorInput = BuildingModelInput['floors'][number];

/** The rooms between the two corridors: stores, WCs and treatment rooms, lit from the corridors. */
const middle = (
  rooms: [id: string, name: string, kind: FloorInput['rooms'][number]['kind'], x: number, width: number][],
) => rooms.map(([id, name, kind, x, width]) => room(id, name, kind, rect(x, 26, width, 12)));

/**
 * A row of consulting rooms 20 ft deep on the front wall, from x, each [x, width] with its door to the
 * patients' corridor and a window.
 */
const consulting = (first: number, spans: [x: number, width: number][], corridor: string) => ({
  rooms: spans.map(([x, width], i) =>
    room(`consulting-${first + i}`, `Consulting room ${first + i}`, 'office', rect(x, 0, width, 20)),
  ),
  doors: spans.map(([x, width], i) => door(corridor, `consulting-${first + i}`, [x + width / 2, 20])),
  windows: spans.map(([x, width], i) =>
    casement(`consulting-${first + i}`, `consulting-${first + i}-window`, [x + width / 2, 0], width * 6),
  ),
});

const ground = consulting(
  1,
  [
    [56, 12],
    [68, 12],
    [80, 16],
  ],
  'patients',
);
const upper = consulting(
  4,
  [
    [12, 12],
    [24, 12],
    [36, 12],
    [48, 12],
    [60, 12],
  ],
  'upper-patients',
);

export const suburbanFamilyClinic: BuildingModelInput = {
  version: 1,
  floors: [
    {
      id: 'ground',
      label: 'Ground floor',
      level: 0,
      floorToFloorIn: 144,
      ceilingIn: 120,
      rooms: [
        room('entry', 'Patient entrance', 'entry', rect(0, 0, 12, 20)),
        room('waiting', 'Waiting area', 'other', rect(12, 0, 32, 20)),
        room('reception', 'Reception', 'office', rect(44, 0, 12, 20)),
        ...ground.rooms,
        room('patients', 'Patient corridor', 'hall', rect(0, 20, 96, 6)),
        ...middle([
          ['wc', 'Accessible WC', 'bath-half', 0, 8],
          ['records', 'Records', 'storage', 8, 12],
          ['treatment', 'Treatment room', 'other', 20, 12],
          ['sterilising', 'Sterilising room', 'other', 32, 12],
          ['plant', 'Plant room', 'mechanical', 44, 12],
          ['stair', 'Stair hall', 'stair', 56, 22],
          ['store', 'Store', 'storage', 78, 18],
        ]),
        room('staff', 'Staff corridor', 'hall', rect(0, 38, 96, 6)),
      ],
      doors: [
        { ...frontDoor('outside', 'entry', [6, 0], 42), glazed: true },
        opening('entry', 'waiting', [12, 10], 72),
        opening('entry', 'patients', [6, 20], 48),
        opening('waiting', 'patients', [28, 20], 96),
        opening('waiting', 'reception', [44, 10], 48),
        door('patients', 'reception', [50, 20], 36),
        ...ground.doors,
        door('patients', 'wc', [4, 26], 36),
        door('staff', 'records', [14, 38], 36),
        door('patients', 'treatment', [26, 26], 36),
        door('staff', 'treatment', [26, 38], 36),
        door('staff', 'sterilising', [38, 38], 36),
        door('staff', 'plant', [50, 38], 36),
        opening('patients', 'stair', [67, 26], 48),
        door('staff', 'stair', [67, 38], 36),
        door('staff', 'store', [87, 38], 36),
        { ...door('staff', 'outside', [90, 44], 36), id: 'staff-entrance' },
      ],
      windows: [
        fixed('waiting', 'waiting-front-1', [20, 0], 120),
        fixed('waiting', 'waiting-front-2', [36, 0], 120),
        casement('reception', 'reception-front', [50, 0], 72),
        ...ground.windows,
      ],
    },
    {
      id: 'upper',
      label: 'Upper floor',
      level: 1,
      floorToFloorIn: 132,
      ceilingIn: 108,
      rooms: [
        room('staff-room', 'Staff room', 'kitchen', rect(0, 0, 12, 20)),
        ...upper.rooms,
        room('meeting', 'Meeting room', 'office', rect(72, 0, 24, 20)),
        room('upper-patients', 'Patient corridor', 'hall', rect(0, 20, 96, 6)),
        ...middle([
          ['upper-wc', 'WC', 'bath-half', 0, 8],
          ['upper-wc-2', 'Accessible WC', 'bath-half', 8, 8],
          ['upper-records', 'Records', 'storage', 16, 20],
          ['upper-store', 'Store', 'storage', 36, 20],
          ['landing', 'Landing', 'stair', 56, 22],
          ['upper-plant', 'Plant room', 'mechanical', 78, 18],
        ]),
        room('upper-staff', 'Staff corridor', 'hall', rect(0, 38, 96, 6)),
      ],
      doors: [
        door('upper-patients', 'staff-room', [6, 20], 36),
        ...upper.doors,
        door('upper-patients', 'meeting', [84, 20], 36),
        door('upper-patients', 'upper-wc', [4, 26], 36),
        door('upper-patients', 'upper-wc-2', [12, 26], 36),
        door('upper-staff', 'upper-records', [26, 38], 36),
        door('upper-staff', 'upper-store', [46, 38], 36),
        opening('landing', 'upper-patients', [67, 26], 48),
        door('landing', 'upper-staff', [67, 38], 36),
        door('upper-staff', 'upper-plant', [87, 38], 36),
      ],
      windows: [
        casement('staff-room', 'staff-room-front', [6, 0], 72),
        ...upper.windows,
        casement('meeting', 'meeting-front-1', [78, 0], 72),
        casement('meeting', 'meeting-front-2', [90, 0], 72),
      ],
    },
  ],
  stairs: [
    {
      id: 'main-stair',
      name: 'Stair',
      from: 'ground',
      to: 'upper',
      start: [58, 32],
      direction: '+x',
      widthIn: 48,
      risers: 19,
      treadIn: 11,
    },
  ],
  roof: { type: 'hip', pitch: 4, overhangIn: 24 },
  foundation: { type: 'slab' },
};
