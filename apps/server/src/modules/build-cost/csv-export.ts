import type { BuildCostRegion } from '@atelier/domain/build-cost';
import { BUILD_COST_CSV_COLUMNS } from '@atelier/domain/build-cost-admin';
import { csvRow } from '@atelier/domain/staff-orders';

/** Dollars per sq ft: whole dollars as they are (145), imported cents kept (145.5). */
export const dollarsOf = (cents: number) => cents / 100;

/**
 * The table as CSV, in the columns an import reads: the header, one line per region, CRLF line ends and
 * a byte order mark so spreadsheets read it as UTF-8. csvRow quotes the texts and defuses formulas.
 */
export function buildCostCsv(regions: readonly BuildCostRegion[]): string {
  const lines = regions.map(({ id, name, centsPerSqFt }) =>
    csvRow([
      id,
      name,
      dollarsOf(centsPerSqFt.basic),
      dollarsOf(centsPerSqFt.standard),
      dollarsOf(centsPerSqFt.premium),
    ]),
  );
  return `\uFEFF${csvRow(BUILD_COST_CSV_COLUMNS)}${lines.join('')}`;
}
