/**
 * What a space of a building model is. Plain lists (no zod), so the storefront's drawing can label
 * rooms without the schema.
 */

export const ROOM_KINDS = [
  'entry',
  'living',
  'family',
  'dining',
  'kitchen',
  'pantry',
  'bedroom',
  'primary-bedroom',
  'bath-full',
  'bath-half',
  'closet',
  'hall',
  'gallery',
  'stair',
  'laundry',
  'mudroom',
  'office',
  'loft',
  'sauna',
  'storage',
  'mechanical',
  'garage',
  /** Open to the floor below (a double-height living room seen from the mezzanine): no floor, no area. */
  'void',
  'other',
] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** Open-air spaces: beside or inside the enclosed rooms, never heated. */
export const OUTDOOR_KINDS = ['porch', 'deck', 'terrace', 'patio', 'balcony', 'courtyard'] as const;
export type OutdoorKind = (typeof OUTDOOR_KINDS)[number];

export const BEDROOM_KINDS: readonly RoomKind[] = ['bedroom', 'primary-bedroom'];

/** Living, sleeping, eating and cooking spaces (IRC R202 "habitable space"): they need daylight (R303.1). */
export const HABITABLE_KINDS: readonly RoomKind[] = [
  'living',
  'family',
  'dining',
  'kitchen',
  'bedroom',
  'primary-bedroom',
  'office',
  'loft',
];

/** What a bedroom may open into: circulation or a common room, never only another bedroom or a bath. */
export const CIRCULATION_KINDS: readonly RoomKind[] = [
  'entry',
  'hall',
  'gallery',
  'stair',
  'mudroom',
  'living',
  'family',
  'dining',
  'loft',
];

/** Long and narrow by nature: exempt from the proportions rule. */
export const ELONGATED_KINDS: readonly RoomKind[] = ['hall', 'gallery', 'garage', 'stair', 'closet', 'void'];

/** Service spaces that may be entered from outside only (a garage, a boiler room). */
export const SERVICE_KINDS: readonly RoomKind[] = ['garage', 'storage', 'mechanical'];

/** Unheated unless the model says otherwise. */
export const UNHEATED_KINDS: readonly RoomKind[] = ['garage', 'void'];

/** Covered (under the roof, counted in the covered area) unless the model says otherwise. */
export const COVERED_OUTDOOR_KINDS: readonly OutdoorKind[] = ['porch'];
