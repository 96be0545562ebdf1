import { type LicenceId, licenceLabel } from '@atelier/domain';
import { loadPdfLib } from '../../lazy-package.ts';

/** Who a delivered file is licensed to, under which order, licence and plan options. */
export interface Stamp {
  buyerName: string;
  orderNumber: string;
  licence: LicenceId;
  /** The labels of the plan options bought with the line (decision 043). */
  options: readonly string[];
  /** Where the buyer will build, once they named it (decision 044). */
  buildSite?: string | null | undefined;
}

export const NOT_FOR_RESALE = 'Not for resale or redistribution.';

/** The line written into every delivered file that takes one (the plan set PDF, a generated DXF). */
export function licenceLine(stamp: Stamp): string {
  const options = stamp.options.length > 0 ? ` with ${stamp.options.join(', ')}` : '';
  const site = stamp.buildSite ? ` Build site: ${stamp.buildSite}.` : '';
  return `Licensed to ${stamp.buyerName} - Order ${stamp.orderNumber} - ${licenceLabel(stamp.licence)}${options}.${site} ${NOT_FOR_RESALE}`;
}

/** Writes the licence line (buyer, order number, licence, options) at the foot of every page. */
export async function stampPlanSet(pdf: Uint8Array, stamp: Stamp): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = loadPdfLib();
  const doc = await PDFDocument.load(pdf);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Standard fonts only carry WinAnsi; anything else in a name is replaced, never a crash.
  const safe = (text: string) =>
    [...text].map((char) => (font.getCharacterSet().includes(char.codePointAt(0) ?? 0) ? char : '?')).join('');
  const line = safe(licenceLine(stamp));
  for (const page of doc.getPages()) {
    page.drawText(line, { x: 30, y: 6, size: 7, font, color: rgb(0.35, 0.35, 0.4) });
  }
  doc.setKeywords([`order ${stamp.orderNumber}`]);
  return doc.save();
}
