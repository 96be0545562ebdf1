import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface Stamp {
  buyerName: string;
  orderNumber: string;
}

export const LICENCE_LINE = 'Single-project licence. Not for resale or redistribution.';

/** Writes the buyer's name, the order number and the licence line at the foot of every page. */
export async function stampPlanSet(pdf: Uint8Array, stamp: Stamp): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  // Standard fonts only carry WinAnsi; anything else in a name is replaced, never a crash.
  const safe = (text: string) =>
    [...text].map((char) => (font.getCharacterSet().includes(char.codePointAt(0) ?? 0) ? char : '?')).join('');
  const line = safe(`Licensed to ${stamp.buyerName} - Order ${stamp.orderNumber} - ${LICENCE_LINE}`);
  for (const page of doc.getPages()) {
    page.drawText(line, { x: 30, y: 6, size: 7, font, color: rgb(0.35, 0.35, 0.4) });
  }
  doc.setKeywords([`order ${stamp.orderNumber}`]);
  return doc.save();
}
