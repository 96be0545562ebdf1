import { FOUNDATIONS, type Foundation } from '@atelier/domain/design-facts';

/** The foundation a design states, a slab on grade when it states none. */
export function foundationOf(value: string | null | undefined): Foundation {
  return FOUNDATIONS.find((foundation) => foundation.id === value)?.id ?? 'slab';
}

export function foundationLabel(foundation: Foundation): string {
  return FOUNDATIONS.find((option) => option.id === foundation)?.label ?? foundation;
}

/** How high the ground floor's finished floor stands above the grade around the house. */
export const FLOOR_ABOVE_GRADE_FT: Record<Foundation, number> = {
  slab: 8 / 12,
  crawlspace: 2,
  basement: 1,
  'walkout-basement': 1,
  pier: 3,
};

/** What the foundation plan says the foundation is; the elevations and the section draw the same. */
export const FOUNDATION_NOTES: Record<Foundation, string[]> = {
  slab: [
    '4" CONCRETE SLAB ON GRADE OVER 6 MIL VAPOUR RETARDER AND 4" COMPACTED GRAVEL',
    'THICKENED SLAB EDGE, 12" WIDE x 18" DEEP, AT THE PERIMETER',
  ],
  crawlspace: [
    '8" CONCRETE BLOCK FOUNDATION WALL ON 20" x 10" CONTINUOUS FOOTING',
    'GIRDER ON 8" x 16" PIERS AT 8\'-0" MAX., 18" MIN. CLEARANCE, VENTED CRAWLSPACE',
  ],
  basement: [
    '10" POURED CONCRETE BASEMENT WALL ON 24" x 12" CONTINUOUS FOOTING',
    'STEEL BEAM ON 3" STEEL COLUMNS, 4" CONCRETE BASEMENT SLAB, 9\'-0" CLEAR',
  ],
  'walkout-basement': [
    '10" POURED CONCRETE BASEMENT WALL ON 24" x 12" CONTINUOUS FOOTING',
    'REAR WALL ABOVE GRADE (WALKOUT), STEPPED FOOTINGS ALONG THE SIDES',
  ],
  pier: [
    '12" CONCRETE PIERS ON 24" x 24" x 12" FOOTINGS, 8\'-0" MAX. ON CENTRE EACH WAY',
    'BEAMS ON PIER LINES, FLOOR FRAMING ABOVE, 3\'-0" TO FINISHED FLOOR',
  ],
};

/** The garage stands on its own slab whatever the house's foundation. */
export const GARAGE_SLAB_NOTE = 'GARAGE: 4" CONCRETE SLAB ON GRADE, THICKENED EDGE';

/** Pier lines across a length: both ends and between, at most 8 ft apart. */
export function pierLines(lengthFt: number): number[] {
  const bays = Math.max(Math.ceil(lengthFt / 8), 1);
  return Array.from({ length: bays + 1 }, (_, index) => (index * lengthFt) / bays);
}
