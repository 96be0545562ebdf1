import { type LineLicence, licenceLabel, STUDY_LICENCE } from '@atelier/domain';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfLib } from '../../lazy-package.ts';

/** Who a delivered file is licensed to, under which order, licence and plan options. */
export interface Stamp {
  buyerName: string;
  orderNumber: string;
  licence: LineLicence;
  /** The labels of the plan options bought with the line (decision 043). */
  options: readonly string[];
  /** Where the buyer will build, once they named it (decision 044). */
  buildSite?: string | null | undefined;
}

export const NOT_FOR_RESALE = 'Not for resale or redistribution.';
/** Written across every page of a study set (decision 051). */
export const NOT_FOR_CONSTRUCTION = 'NOT FOR CONSTRUCTION';
/** Written across every page of a modification quote's preliminary drawings as the buyer opens them (decision 053). */
export const PRELIMINARY_DRAWINGS = 'PRELIMINARY - NOT FOR CONSTRUCTION';

/** The line written into every delivered file that takes one (the plan set PDF, a generated DXF). */
export function licenceLine(stamp: Stamp): string {
  const options = stamp.options.length > 0 ? ` with ${stamp.options.join(', ')}` : '';
  const site = stamp.buildSite ? ` Build site: ${stamp.buildSite}.` : '';
  return `Licensed to ${stamp.buyerName} - Order ${stamp.orderNumber} - ${licenceLabel(stamp.licence)}${options}.${site} ${NOT_FOR_RESALE}`;
}

/**
 * Writes the licence line (buyer, order number, licence, options) at the foot of every page, and across
 * every page of a study set its watermark. The same input gives the same bytes: the file's own dates
 * and producer are kept rather than set to now.
 */
export async function stampPlanSet(pdf: Uint8Array, stamp: Stamp): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = loadPdfLib();
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const watermarkFont = stamp.licence === STUDY_LICENCE ? await doc.embedFont(StandardFonts.HelveticaBold) : null;
  // Standard fonts only carry WinAnsi; anything else in a name is replaced, never a crash.
  const safe = (text: string) =>
    [...text].map((char) => (font.getCharacterSet().includes(char.codePointAt(0) ?? 0) ? char : '?')).join('');
  const line = safe(licenceLine(stamp));
  for (const page of doc.getPages()) {
    if (watermarkFont) drawWatermark(page, watermarkFont, NOT_FOR_CONSTRUCTION);
    page.drawText(line, { x: 30, y: 6, size: 7, font, color: rgb(0.35, 0.35, 0.4) });
  }
  doc.setKeywords([`order ${stamp.orderNumber}`]);
  return doc.save();
}

/** The share of the page's shorter side the watermark spans (at 45° its extent is the same both ways). */
const WATERMARK_SPAN = 0.8;

/** Writes `text` across every page (drawWatermark), and nothing else. */
export async function watermarkPdf(pdf: Uint8Array, text: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = loadPdfLib();
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const page of doc.getPages()) drawWatermark(page, font, text);
  return doc.save();
}

/**
 * `text` across the page's centre at 45°, sized to the page, in grey at a quarter opacity so the
 * drawings under it stay readable.
 */
function drawWatermark(page: PDFPage, font: PDFFont, text: string): void {
  const { degrees, rgb } = loadPdfLib();
  const box = page.getCropBox();
  const capHeight = font.heightAtSize(1, { descender: false });
  // The rotated text's extent on either axis is (width + height) / √2 at 45°.
  const size =
    (WATERMARK_SPAN * Math.min(box.width, box.height) * Math.SQRT2) / (font.widthOfTextAtSize(text, 1) + capHeight);
  // A page shown rotated (/Rotate) still reads the watermark rising left to right.
  const angle = 45 + page.getRotation().angle;
  const radians = (angle * Math.PI) / 180;
  // drawText turns about the text's origin: step back from the centre by half the text, rotated.
  const halfWidth = font.widthOfTextAtSize(text, size) / 2;
  const halfHeight = (capHeight * size) / 2;
  const x = box.x + box.width / 2 - (halfWidth * Math.cos(radians) - halfHeight * Math.sin(radians));
  const y = box.y + box.height / 2 - (halfWidth * Math.sin(radians) + halfHeight * Math.cos(radians));
  page.drawText(text, {
    x,
    y,
    size,
    font,
    rotate: degrees(angle),
    color: rgb(0.55, 0.55, 0.55),
    opacity: 0.25,
  });
}
