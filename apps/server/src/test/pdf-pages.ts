import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

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

/**
 * Each page's text as the PDF holds it: its content streams inflated, and the hex strings pdf-lib
 * writes for the standard fonts (one per line of text) decoded, in drawing order.
 */
export async function pageTexts(pdf: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((_, i) => contents.lookup(i)) : [contents];
    return streams.flatMap((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error('a page content stream was expected');
      const flate = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
      const content = Buffer.from(flate ? inflateSync(stream.contents) : stream.contents).toString('latin1');
      return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) =>
        Buffer.from(match[1] ?? '', 'hex').toString('latin1'),
      );
    });
  });
}
