import './zod-config.ts';
import { z } from 'zod';
import { LICENCE_IDS, type LicenceId } from './licences.ts';

/**
 * "What's included" beside each licence on the design page: the studio's lines for each licence kind
 * (edited in settings), then the design's own additions (edited on the design). The drawings of the
 * plan set are listed apart: a generated set's sheet index, or what staff entered for an uploaded set.
 */

export const INCLUSION_LIMITS = { lines: 12, lineLength: 160, sheets: 60 } as const;

export type InclusionsByLicence = Record<LicenceId, string[]>;

/** Until staff save their own: what every licence has always delivered (licences.ts, decision 032). */
export const DEFAULT_INCLUSIONS: InclusionsByLicence = {
  'pdf-single': [
    'The printable PDF plan set, 24 × 36 in sheets',
    'A licence to build the design once',
    'Download as soon as your order is paid',
  ],
  cad: [
    'The printable PDF plan set',
    'Editable CAD drawings for your architect or engineer',
    'A licence to adapt the drawings for your build',
  ],
  unlimited: ['The printable PDF plan set and the CAD drawings', 'A licence to build the design as often as you like'],
  study: [
    'The PDF plan set, every sheet watermarked “NOT FOR CONSTRUCTION”',
    'For studying the design and pricing the build',
    'Its price credited on a build licence bought within 180 days',
  ],
};

const line = z
  .string()
  .trim()
  .min(1, 'Remove empty lines.')
  .max(INCLUSION_LIMITS.lineLength, `A line has at most ${INCLUSION_LIMITS.lineLength} characters.`);

export const inclusionLinesSchema = z
  .array(line)
  .max(INCLUSION_LIMITS.lines, `List at most ${INCLUSION_LIMITS.lines} lines.`);

/** Lines for each licence kind (every kind, possibly empty). */
export const inclusionsByLicenceSchema = z.object(
  Object.fromEntries(LICENCE_IDS.map((id) => [id, inclusionLinesSchema])) as Record<
    LicenceId,
    typeof inclusionLinesSchema
  >,
);

/** The saved lines: a kind saved before it existed (the study set) reads as its default lines. */
export const storedInclusionsSchema = z.object(
  Object.fromEntries(LICENCE_IDS.map((id) => [id, inclusionLinesSchema.default(DEFAULT_INCLUSIONS[id])])) as Record<
    LicenceId,
    z.ZodDefault<typeof inclusionLinesSchema>
  >,
);

/** A design's additions: only the licences it adds to (no defaults: a licence it does not name gets none). */
export const inclusionAdditionsSchema = z.object(
  Object.fromEntries(LICENCE_IDS.map((id) => [id, inclusionLinesSchema.optional()])) as Record<
    LicenceId,
    z.ZodOptional<typeof inclusionLinesSchema>
  >,
);
export type InclusionAdditions = z.infer<typeof inclusionAdditionsSchema>;

/** GET and PUT /api/admin/settings/inclusions. */
export const studioInclusionsSchema = z.object({ licences: inclusionsByLicenceSchema });
export type StudioInclusions = z.infer<typeof studioInclusionsSchema>;

/** What a licence includes for one design: the studio's lines, then the design's own. */
export function inclusionsFor(
  licence: LicenceId,
  studio: InclusionsByLicence,
  additions: InclusionAdditions | null | undefined,
): string[] {
  return [...studio[licence], ...(additions?.[licence] ?? [])];
}

/** Where a design's plan set comes from: generated from its facts, uploaded by staff, or not there yet. */
export const PLAN_SET_SOURCES = ['generated', 'uploaded', 'none'] as const;
export type PlanSetSource = (typeof PLAN_SET_SOURCES)[number];

/** PUT /api/admin/designs/:id/inclusions: the design's additions and its uploaded plan set's sheets. */
export const designInclusionsInputSchema = z.object({
  additions: inclusionAdditionsSchema,
  planSetContents: z.array(line).max(INCLUSION_LIMITS.sheets, `List at most ${INCLUSION_LIMITS.sheets} sheets.`),
});
export type DesignInclusionsInput = z.infer<typeof designInclusionsInputSchema>;

/** GET and PUT /api/admin/designs/:id/inclusions answer: also the studio's lines and the set's sheets. */
export const staffDesignInclusionsSchema = designInclusionsInputSchema.extend({
  studio: inclusionsByLicenceSchema,
  planSet: z.enum(PLAN_SET_SOURCES),
  /** A generated set's sheet index (what the buyer's PDF holds); empty otherwise. */
  generatedSheets: z.array(z.string()),
});
export type StaffDesignInclusions = z.infer<typeof staffDesignInclusionsSchema>;

/** The drawings a design's "What's included" lists: the generated set's sheets, or what staff listed. */
export function planSetDrawings(
  source: PlanSetSource,
  generatedSheets: readonly string[],
  listed: readonly string[],
): string[] {
  if (source === 'generated') return [...generatedSheets];
  if (source === 'uploaded') return [...listed];
  return [];
}
