import './zod-config.ts';
import { z } from 'zod';
import { type BuildCostRegion, DEFAULT_BUILD_REGION, FINISH_LABELS, type FinishLevel } from './build-cost.ts';

/**
 * The build-cost table as staff see it on /settings/build-costs, and the CSV they export and import
 * (apart from build-cost.ts, which the storefront's browser bundle carries without zod).
 */

/** The CSV's columns, in the order the export writes them; an import may have them in any order. */
export const BUILD_COST_CSV_COLUMNS = [
  'region',
  'name',
  'basic_per_sq_ft',
  'standard_per_sq_ft',
  'premium_per_sq_ft',
] as const;

export const BUILD_COST_LIMITS = {
  regions: 500,
  /** Characters of CSV text, about 200 KB. */
  csvLength: 200_000,
  nameLength: 80,
  minDollars: 20,
  maxDollars: 2_000,
} as const;

/** 'US-TX' (a state, ISO 3166-2), 'CA' (a country, ISO 3166-1), or 'default'. */
const REGION_ID = /^[A-Z]{2}(-[A-Z0-9]{1,3})?$/;
/** Dollars per sq ft as a spreadsheet may write them: 145, 145.5, $145.50. */
const DOLLARS = /^\$?(\d+(?:\.\d+)?)$/;

/** A region cell as its id: 'us-tx ' is US-TX, 'Default' is default. */
export function regionIdOf(cell: string): string {
  const text = cell.trim();
  return text.toLowerCase() === DEFAULT_BUILD_REGION ? DEFAULT_BUILD_REGION : text.toUpperCase();
}

const regionCell = z
  .string()
  .transform(regionIdOf)
  .refine(
    (id) => id === DEFAULT_BUILD_REGION || REGION_ID.test(id),
    'Region must be "default" or a code such as US-TX (a state) or CA (a country).',
  );

/** A cost cell in dollars per sq ft, answered in cents. */
function dollarsCell(finish: FinishLevel) {
  const label = FINISH_LABELS[finish];
  const { minDollars, maxDollars } = BUILD_COST_LIMITS;
  return z
    .string()
    .trim()
    .transform((text, context) => {
      const digits = DOLLARS.exec(text)?.[1];
      const dollars = Number(digits);
      const problem =
        digits === undefined
          ? `${label} must be a number of dollars per sq ft, e.g. 145.`
          : dollars < minDollars || dollars > maxDollars
            ? `${label} must be from $${minDollars} to $${maxDollars.toLocaleString('en-US')} per sq ft.`
            : /\.\d{3}/.test(digits)
              ? `${label} may have at most two decimals.`
              : null;
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return Math.round(dollars * 100);
    });
}

/** One line of an imported CSV, by column (cells as text): the region it stands for, costs in cents. */
export const buildCostCsvLineSchema = z
  .object({
    region: regionCell,
    name: z
      .string()
      .trim()
      .min(1, 'Name is required.')
      .max(BUILD_COST_LIMITS.nameLength, `Name must be at most ${BUILD_COST_LIMITS.nameLength} characters.`),
    basic_per_sq_ft: dollarsCell('basic'),
    standard_per_sq_ft: dollarsCell('standard'),
    premium_per_sq_ft: dollarsCell('premium'),
  })
  .superRefine((line, context) => {
    if (line.standard_per_sq_ft < line.basic_per_sq_ft) {
      context.addIssue({ code: 'custom', message: 'Standard must be at least basic.' });
    }
    if (line.premium_per_sq_ft < line.standard_per_sq_ft) {
      context.addIssue({ code: 'custom', message: 'Premium must be at least standard.' });
    }
  })
  .transform(
    (line): BuildCostRegion => ({
      id: line.region,
      name: line.name,
      centsPerSqFt: {
        basic: line.basic_per_sq_ft,
        standard: line.standard_per_sq_ft,
        premium: line.premium_per_sq_ft,
      },
    }),
  );

/** A region's costs in dollars per sq ft (whole dollars in the default table, cents allowed). */
export const buildCostRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  basic: z.number(),
  standard: z.number(),
  premium: z.number(),
});
export type BuildCostRow = z.infer<typeof buildCostRowSchema>;

export const buildCostTableSchema = z.object({
  /** The default region first, then the others in the order they were imported. */
  regions: z.array(buildCostRowSchema),
  /** False while the shop's default table applies (nothing imported yet). */
  stored: z.boolean(),
  /** When the table in use was imported (null for the default table). */
  updatedAt: z.string().nullable(),
});
export type BuildCostTable = z.infer<typeof buildCostTableSchema>;

export const buildCostImportSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file to import.' })
    .max(BUILD_COST_LIMITS.csvLength, 'The file is too large: a build-cost table fits in 200 KB.'),
});
export type BuildCostImport = z.infer<typeof buildCostImportSchema>;
