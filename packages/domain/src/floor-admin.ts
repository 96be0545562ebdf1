import './zod-config.ts';
import { z } from 'zod';
import { designImageAltSchema } from './design-admin.ts';
import { FLOOR_LIMITS } from './floor-plans.ts';

const side = (what: string) =>
  z
    .number(`Enter the room's ${what} in feet.`)
    .min(FLOOR_LIMITS.minSide, `A room's ${what} is at least ${FLOOR_LIMITS.minSide} ft.`)
    .max(FLOOR_LIMITS.maxSide, `A room's ${what} is at most ${FLOOR_LIMITS.maxSide} ft.`)
    .multipleOf(0.01, `Give the ${what} to at most two decimals.`);

export const floorRoomSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name the room.')
    .max(FLOOR_LIMITS.roomNameLength, `A room's name has at most ${FLOOR_LIMITS.roomNameLength} characters.`),
  widthFt: side('width'),
  depthFt: side('depth'),
});

export const floorInputSchema = z.object({
  /** A kept floor's id (it keeps its drawing), or null for a new one. */
  id: z.string().min(1).max(80).nullable(),
  label: z
    .string()
    .trim()
    .min(1, 'Name the floor, e.g. "Ground floor".')
    .max(FLOOR_LIMITS.labelLength, `A floor's name has at most ${FLOOR_LIMITS.labelLength} characters.`),
  /** The drawing's description; kept only when the floor has a drawing. */
  pictureAlt: z.string().trim().max(250, 'The description can have at most 250 characters.').default(''),
  rooms: z
    .array(floorRoomSchema)
    .max(FLOOR_LIMITS.roomsPerFloor, `A floor has at most ${FLOOR_LIMITS.roomsPerFloor} rooms.`),
});

/** PUT /api/admin/designs/:id/floors: every floor in its order (the list replaces the design's). */
export const floorsInputSchema = z.object({
  floors: z.array(floorInputSchema).max(FLOOR_LIMITS.floors, `A design has at most ${FLOOR_LIMITS.floors} floors.`),
});
export type FloorsInput = z.infer<typeof floorsInputSchema>;

/** POST /api/admin/designs/:id/floors/:floorId/picture: the drawing's description, beside the file. */
export const floorPictureAltSchema = designImageAltSchema;

const staffFloorSchema = z.object({
  id: z.string().nullable(),
  label: z.string(),
  rooms: z.array(z.object({ name: z.string(), widthFt: z.number(), depthFt: z.number() })),
  picture: z.object({ url: z.string(), alt: z.string(), width: z.number(), height: z.number() }).nullable(),
});
export type StaffFloor = z.infer<typeof staffFloorSchema>;

/** GET /api/admin/designs/:id/floors: `generated` when the floors are the seeded design's generated ones. */
export const staffFloorListSchema = z.object({
  generated: z.boolean(),
  floors: z.array(staffFloorSchema),
});
export type StaffFloorList = z.infer<typeof staffFloorListSchema>;
