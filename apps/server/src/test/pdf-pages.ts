import { PDFDocument } from 'pdf-lib';

/** The paper of each page of a PDF: its MediaBox's width and height, in points. */
export async function mediaBoxes(pdf: Uint8Array): Promise<[width: number, height: number][]> {
  return (await PDFDocument.load(pdf)).getPages().map((page) => {
    const { width, height } = page.getMediaBox();
    return [width, height];
  });
}

/** US Letter and A4 as a PDF's MediaBox gives them. */
export const LETTER: [number, number] = [612, 792];
export const A4: [number, number] = [595.28, 841.89];
