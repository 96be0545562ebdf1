/**
 * The building model, version 1: one document per design from which its facts, drawings and plan set
 * are derived (decision 069). JSON throughout.
 *
 * Units: plan positions are feet on a 6-inch grid ([x, y], multiples of 0.5), x to the right and y from
 * the front (the street side) to the back; every other length is inches, to 1/8 in, and the field says
 * which (`widthIn`, `sillIn`). Rooms are rectilinear polygons drawn to the outer face of exterior walls
 * and the centre of interior walls, so a floor's rooms tile it and their areas are gross areas. Walls are
 * not stored: each side of a room is a wall, exterior or interior by what lies beyond it (walls.ts).
 * The schema has defaults and checks but no transforms, so a response can be encoded with it too.
 */
import '../zod-config.ts';
import { z } from 'zod';
import { FOUNDATIONS, ROOF_TYPES } from '../design-facts.ts';
import { isRectilinear, isSimple } from './geometry.ts';
import { OUTDOOR_KINDS, ROOM_KINDS } from './kinds.ts';
import { checkReferences } from './references.ts';

const BUILDING_MODEL_VERSION = 1;

const GRID_MESSAGE = 'Put plan points on the 6-inch grid (feet in multiples of 0.5).';
const feet = z
  .number({ error: 'Enter a position in feet.' })
  .min(-1000, 'Keep the plan within 1,000 ft of its origin.')
  .max(1000, 'Keep the plan within 1,000 ft of its origin.')
  .multipleOf(0.5, GRID_MESSAGE);

const inches = (what: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${what} in inches.` })
    .min(min, `The ${what} is at least ${min} in.`)
    .max(max, `The ${what} is at most ${max} in.`)
    .multipleOf(0.125, `Give the ${what} to 1/8 in.`);

const point = z.tuple([feet, feet], { error: 'A point is [x, y] in feet.' });

/** A rectilinear polygon (rectangle, L, T, U…), its corners in order, the first not repeated. */
const polygon = z
  .array(point)
  .min(4, 'A polygon has at least 4 corners.')
  .max(40, 'A polygon has at most 40 corners.')
  .refine(
    (ring) => ring.length < 4 || isRectilinear(ring),
    'Each side runs straight along x or along y, from one corner to the next.',
  )
  .refine(
    (ring) => ring.length < 4 || !isRectilinear(ring) || isSimple(ring),
    'The polygon crosses or touches itself.',
  );

/** Model-wide ids: rooms, spaces, doors, windows, stairs and floors share one namespace. */
const id = z
  .string({ error: 'Give the element an id.' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/, 'An id is 1–40 letters, digits, "-" or "_".');

const name = z.string().trim().min(1, 'Name it.').max(60, 'A name has at most 60 characters.');

const roomSchema = z.object({
  id,
  name,
  kind: z.enum(ROOM_KINDS, { error: `A room's kind is one of: ${ROOM_KINDS.join(', ')}.` }),
  /** Omitted: heated unless it is a garage or a void (`isHeated`). */
  heated: z.boolean().optional(),
  polygon,
});

const outdoorSpaceSchema = z.object({
  id,
  name,
  kind: z.enum(OUTDOOR_KINDS, { error: `An outdoor space's kind is one of: ${OUTDOOR_KINDS.join(', ')}.` }),
  /** Under the building's roof (counted in the covered area). Omitted: porches are, the others not (`isCovered`). */
  covered: z.boolean().optional(),
  polygon,
});

const DOOR_KINDS = ['swing', 'double', 'sliding', 'pocket', 'bifold', 'opening', 'vehicle'] as const;

const doorSchema = z.object({
  id,
  /** The two spaces it joins: rooms or outdoor spaces of its floor, or 'outside'. Exterior when one is not a room. */
  between: z.tuple([id, id], { error: 'A door joins two spaces: [room id, room id or "outside"].' }),
  /** The middle of the opening, on the wall line between the two spaces. */
  at: point,
  widthIn: inches('door width', 18, 288),
  heightIn: inches('door height', 60, 192).default(80),
  /** 'opening': a cased opening or an open side with no leaf; 'vehicle': a garage's overhead door. */
  kind: z.enum(DOOR_KINDS, { error: `A door's kind is one of: ${DOOR_KINDS.join(', ')}.` }).default('swing'),
  /** Swing and double doors: the space the leaf opens into. */
  opensInto: id.optional(),
  /** Swing doors: the hinge side, seen from the space it opens away from. */
  hinge: z.enum(['left', 'right'], { error: 'The hinge is on the left or the right.' }).optional(),
  /** A glass door (a patio door): counted as daylight for the room it opens from. */
  glazed: z.boolean().default(false),
  /** The building's front door: exactly one, from the entry. */
  front: z.boolean().default(false),
});

const WINDOW_OPERATIONS = ['casement', 'double-hung', 'single-hung', 'slider', 'awning', 'hopper', 'fixed'] as const;

const windowSchema = z
  .object({
    id,
    room: id,
    /** The middle of the window, on one of its room's exterior walls. */
    at: point,
    widthIn: inches('window width', 12, 240),
    /** Above the room's finished floor. */
    sillIn: inches('sill height', 0, 240),
    headIn: inches('head height', 12, 288),
    operation: z.enum(WINDOW_OPERATIONS, { error: `A window opens as one of: ${WINDOW_OPERATIONS.join(', ')}.` }),
  })
  .refine((window) => window.headIn > window.sillIn, {
    message: "A window's head is above its sill.",
    path: ['headIn'],
  });

const floorSchema = z
  .object({
    id,
    label: z.string().trim().min(1, 'Name the floor, e.g. "Ground floor".').max(40, 'At most 40 characters.'),
    /** -1 basement, 0 ground, 1 the floor above… one floor per level. */
    level: z.number().int('A level is a whole number.').min(-2, 'At most two levels below ground.').max(8),
    /** A loft or mezzanine open to the floor below: not a storey of its own. */
    mezzanine: z.boolean().default(false),
    /** From this floor's finished floor to the next one's (or to the top of its walls). */
    floorToFloorIn: inches('floor-to-floor height', 72, 480),
    /** Clear height under the ceiling or the floor structure above. */
    ceilingIn: inches('ceiling height', 72, 480),
    rooms: z.array(roomSchema).min(1, 'A floor has at least one room.').max(80, 'A floor has at most 80 rooms.'),
    outdoor: z.array(outdoorSpaceSchema).max(20, 'A floor has at most 20 outdoor spaces.').default([]),
    doors: z.array(doorSchema).max(200, 'A floor has at most 200 doors.').default([]),
    windows: z.array(windowSchema).max(200, 'A floor has at most 200 windows.').default([]),
  })
  .refine((floor) => floor.ceilingIn <= floor.floorToFloorIn, {
    message: 'The ceiling is no higher than the floor-to-floor height.',
    path: ['ceilingIn'],
  });

const STAIR_DIRECTIONS = ['+x', '-x', '+y', '-y'] as const;

const landingSchema = z.object({
  /** The riser whose top is the landing (1 is the first). */
  afterRiser: z.number().int().min(1, 'A landing comes after riser 1 or later.'),
  /** Where the next flight turns: 'u-left'/'u-right' come back alongside. */
  turn: z.enum(['none', 'left', 'right', 'u-left', 'u-right']).default('none'),
  /** A straight landing's depth; a turning one is as deep as the stair is wide. */
  depthIn: inches('landing depth', 24, 240).optional(),
});

const stairSchema = z
  .object({
    id,
    name: name.default('Stair'),
    /** The floor it starts on and the floor directly above, where it arrives. */
    from: id,
    to: id,
    /** The middle of the first riser, on the floor it starts from. */
    start: point,
    /** The way it climbs: along +x, -x, +y (towards the back) or -y. */
    direction: z.enum(STAIR_DIRECTIONS, { error: `A stair climbs along one of: ${STAIR_DIRECTIONS.join(', ')}.` }),
    widthIn: inches('stair width', 24, 120),
    /** Risers, top one included; the riser height is the floor-to-floor height over them (never typed). */
    risers: z.number().int('Risers are counted in whole numbers.').min(2, 'A stair has at least 2 risers.').max(40),
    treadIn: inches('tread depth', 6, 24),
    landings: z.array(landingSchema).max(4, 'A stair has at most 4 landings.').default([]),
  })
  .refine(
    (stair) =>
      stair.landings.every(
        (landing, i) =>
          landing.afterRiser < stair.risers && landing.afterRiser > (stair.landings[i - 1]?.afterRiser ?? 0),
      ),
    { message: 'Landings come in order, each after a riser below the top one.', path: ['landings'] },
  );

const roofSchema = z
  .object({
    type: z.enum(
      ROOF_TYPES.map((roof) => roof.id),
      { error: `A roof is one of: ${ROOF_TYPES.map((roof) => roof.id).join(', ')}.` },
    ),
    /** Rise in inches per 12 in of run (6 is a 6:12 roof). */
    pitch: z.number().min(0, 'A pitch is 0 or more.').max(24, 'A pitch is at most 24:12.').multipleOf(0.25),
    overhangIn: inches('overhang', 0, 72),
    /** The axis its ridge runs along (a shed roof's high side); omitted, the footprint's longer side. */
    ridge: z.enum(['x', 'y']).optional(),
  })
  .refine((roof) => (roof.type === 'flat' ? roof.pitch <= 0.5 : roof.pitch >= 1), {
    message: 'A flat roof pitches at most 0.5:12, any other roof at least 1:12.',
    path: ['pitch'],
  });

const foundationSchema = z.object({
  type: z.enum(
    FOUNDATIONS.map((foundation) => foundation.id),
    { error: `A foundation is one of: ${FOUNDATIONS.map((foundation) => foundation.id).join(', ')}.` },
  ),
  /** Only when it differs from the building's enclosed footprint (a partial crawlspace, say). */
  outline: polygon.optional(),
});

export const buildingModelSchema = z
  .object({
    version: z.literal(BUILDING_MODEL_VERSION, {
      error: `This is a version ${BUILDING_MODEL_VERSION} building model: set "version": ${BUILDING_MODEL_VERSION}.`,
    }),
    /** Where north is, in degrees clockwise from the plan's +y (the back). */
    northDeg: z.number().min(0).max(359).default(0),
    /** Wall thicknesses, finish to finish. */
    walls: z
      .object({ exteriorIn: inches('exterior wall', 2, 24), interiorIn: inches('interior wall', 2, 12) })
      .default({ exteriorIn: 6.5, interiorIn: 4.5 }),
    floors: z.array(floorSchema).min(1, 'A building has at least one floor.').max(8, 'At most 8 floors.'),
    stairs: z.array(stairSchema).max(12, 'At most 12 stairs.').default([]),
    roof: roofSchema,
    foundation: foundationSchema,
  })
  .superRefine(checkReferences);

export type BuildingModel = z.output<typeof buildingModelSchema>;
/** What a model's JSON may leave out (defaults filled in on parse). */
export type BuildingModelInput = z.input<typeof buildingModelSchema>;
export type Floor = BuildingModel['floors'][number];
export type Room = Floor['rooms'][number];
export type OutdoorSpace = Floor['outdoor'][number];
export type Door = Floor['doors'][number];
export type Window = Floor['windows'][number];
export type Stair = BuildingModel['stairs'][number];
