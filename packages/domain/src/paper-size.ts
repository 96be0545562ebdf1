/**
 * The paper invoices, credit notes and licence certificates are drawn on (decision 066): US Letter for a
 * studio in the United States or Canada, A4 everywhere else, unless staff choose one. No schema here:
 * the studio's details (studio-details.ts, on every storefront page) name the setting's type.
 */

export const PAPER_SIZES = ['letter', 'a4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** What staff choose on /settings/general: a size, or 'auto' (the studio's country decides). */
export const PAPER_SIZE_SETTINGS = ['auto', ...PAPER_SIZES] as const;
export type PaperSizeSetting = (typeof PAPER_SIZE_SETTINGS)[number];

export const PAPER_SIZE_LABELS: Record<PaperSize, string> = { letter: 'US Letter', a4: 'A4' };

/** Width and height in PDF points (1/72 inch): 8.5 × 11 inches, and 210 × 297 mm. */
export const PAPER_POINTS: Record<PaperSize, readonly [width: number, height: number]> = {
  letter: [612, 792],
  a4: [595.28, 841.89],
};

/** Where offices print on US Letter (the countries the studio may be in; the rest of them use A4). */
const LETTER_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA']);

/** The size a studio's documents are drawn on: the one staff chose, else its country's. */
export function paperSizeOf(studio: { paperSize: PaperSizeSetting; country: string }): PaperSize {
  if (studio.paperSize !== 'auto') return studio.paperSize;
  return LETTER_COUNTRIES.has(studio.country.toUpperCase()) ? 'letter' : 'a4';
}
