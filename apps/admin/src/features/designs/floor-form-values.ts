import type { FloorsInput, floorsInputSchema, StaffFloorList } from '@atelier/domain/floor-admin';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** What the floors form holds while it is edited (a room's sides are NaN while their inputs are empty). */
export type FloorsValues = z.input<typeof floorsInputSchema>;
export type FloorsForm = UseFormReturn<FloorsValues, unknown, FloorsInput>;
type FloorValues = FloorsValues['floors'][number];
export type RoomValues = FloorValues['rooms'][number];

/** The form's values for the floors as the server lists them: a floor's drawing keeps its description. */
export function floorsValuesOf(list: StaffFloorList): FloorsValues {
  return {
    floors: list.floors.map((floor) => ({
      id: floor.id,
      label: floor.label,
      pictureAlt: floor.picture?.alt ?? '',
      rooms: floor.rooms.map((room) => ({ ...room })),
    })),
  };
}

export const newFloor = (): FloorValues => ({ id: null, label: '', pictureAlt: '', rooms: [] });
export const newRoom = (): RoomValues => ({ name: '', widthFt: Number.NaN, depthFt: Number.NaN });

/** A floor's name in labels and messages: its label, else its place ('Floor 2'). */
export const floorNameOf = (label: string | undefined, index: number) => label?.trim() || `Floor ${index + 1}`;

/**
 * The fields a server's message can land on, in the order the form shows them. A floor's id is not
 * one: a floor someone else removed is said above the Save button, with a way to reload.
 */
export function floorFieldPaths(values: FloorsValues): Path<FloorsValues>[] {
  return [
    ...values.floors.flatMap((floor, index): Path<FloorsValues>[] => [
      `floors.${index}.label`,
      ...floor.rooms.flatMap((_room, row): Path<FloorsValues>[] => [
        `floors.${index}.rooms.${row}.name`,
        `floors.${index}.rooms.${row}.widthFt`,
        `floors.${index}.rooms.${row}.depthFt`,
      ]),
      `floors.${index}.rooms`,
      `floors.${index}.pictureAlt`,
    ]),
    'floors',
  ];
}
