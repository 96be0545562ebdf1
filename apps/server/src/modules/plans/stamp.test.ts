// @postgres: concurrent requests.
import { inflateSync } from 'node:zlib';
import { BUILD_LICENCE_IDS, type LicenceId } from '@atelier/domain';
import { generatedFloors } from '@atelier/domain/floor-plans';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, type PDFPage, PDFRawStream, StandardFonts } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { pageCount, pdfText, planPdf } from '../../test/orders.ts';
import { generatePlanSet } from './plan-pdf.ts';
import { licenceLine, NOT_FOR_CONSTRUCTION, type Stamp, stampPlanSet } from './stamp.ts';

const stampFor = (licence: LicenceId): Stamp => ({
  buyerName: 'Grace Hopper',
  orderNumber: 'AT-1001',
  licence,
  options: [],
});

const facts = { area: 3200, stories: 2, bedrooms: 4, bathrooms: 3.5, widthFt: 78, depthFt: 52 };
const generated = async () =>
  (
    await generatePlanSet({
      id: 'design-001',
      title: 'Modern Coastal Villa',
      description: 'A two-storey villa above the dunes.',
      buildingType: 'Single family',
      location: 'Coastal',
      category: 'Modern',
      ...facts,
      roofType: 'hip',
      foundation: 'pier',
      garageBays: 2,
      floors: generatedFloors(facts),
    })
  ).pdf;

/** Each page's text on its own (pdfText of a copy holding that page alone). */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const source = await PDFDocument.load(pdf);
  return Promise.all(
    source.getPageIndices().map(async (index) => {
      const single = await PDFDocument.create();
      const [page] = await single.copyPages(source, [index]);
      if (page) single.addPage(page);
      return pdfText(await single.save());
    }),
  );
}

/** The watermark as the page's content draws it: its text matrix, size, fill grey and fill opacity. */
function watermarkOf(page: PDFPage) {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((_, i) => contents.lookup(i)) : [contents];
  const content = streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error('a page content stream was expected');
      const flate = stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode');
      return Buffer.from(flate ? inflateSync(stream.contents) : stream.contents).toString('latin1');
    })
    .join('\n');
  const text = Buffer.from(NOT_FOR_CONSTRUCTION, 'latin1').toString('hex').toUpperCase();
  const found = new RegExp(
    `/(\\S+) gs\\s+BT\\s+([\\d.]+) \\2 \\2 rg\\s+/\\S+ ([\\d.]+) Tf\\s+\\S+ TL\\s+([-\\d.e ]+) Tm\\s+<${text}> Tj`,
  ).exec(content);
  if (!found) throw new Error('no watermark drawn');
  const [, state = '', grey, size, matrix = ''] = found;
  const states = page.node.Resources()?.lookup(PDFName.of('ExtGState'), PDFDict);
  const opacity = states?.lookup(PDFName.of(state), PDFDict).lookup(PDFName.of('ca'), PDFNumber).asNumber();
  return {
    matrix: matrix.split(' ').map(Number) as [number, number, number, number, number, number],
    size: Number(size),
    grey: Number(grey),
    opacity,
  };
}

/** The standard fonts write WinAnsi: the em dash of the study set's label is byte 0x97. */
const asWritten = (line: string) => line.replaceAll('—', '\x97');

describe('a study set (decision 051)', () => {
  it('is watermarked NOT FOR CONSTRUCTION on every page of an uploaded and of a generated plan set', async () => {
    for (const pdf of [await planPdf('Uploaded', 3), await generated()]) {
      const stamped = await stampPlanSet(pdf, stampFor('study'));
      const pages = await pageTexts(stamped);
      expect(pages).toHaveLength(await pageCount(pdf));
      expect(pages.length).toBeGreaterThan(1);
      const line = licenceLine(stampFor('study'));
      expect(line).toContain('Study set — not for construction');
      for (const text of pages) {
        expect(text.split('\n').filter((entry) => entry === NOT_FOR_CONSTRUCTION)).toHaveLength(1);
        // The usual stamp stays, its licence line naming the study set.
        expect(text.split('\n')).toContain(asWritten(line));
      }
    }
  });

  it('draws the watermark large across the centre at 45°, grey and a quarter opaque', async () => {
    const bold = await (await PDFDocument.create()).embedFont(StandardFonts.HelveticaBold);
    for (const size of [
      [1728, 1152],
      [612, 792],
    ] as const) {
      const upload = await PDFDocument.create();
      upload.addPage([...size]);
      const stamped = await stampPlanSet(await upload.save(), stampFor('study'));
      const page = (await PDFDocument.load(stamped)).getPage(0);
      const { width, height } = page.getSize();
      const drawn = watermarkOf(page);
      expect(Math.atan2(drawn.matrix[1], drawn.matrix[0]) * (180 / Math.PI)).toBeCloseTo(45, 6);
      // Half the text (and half its cap height across it) from where it starts: the page's centre.
      const half = bold.widthOfTextAtSize(NOT_FOR_CONSTRUCTION, drawn.size) / 2;
      const cap = bold.heightAtSize(drawn.size, { descender: false }) / 2;
      const [, , , , x, y] = drawn.matrix;
      expect(x + (half - cap) * Math.SQRT1_2).toBeCloseTo(width / 2, 0);
      expect(y + (half + cap) * Math.SQRT1_2).toBeCloseTo(height / 2, 0);
      // Across most of the page's shorter side, whatever the page's size.
      expect(2 * half * Math.SQRT1_2).toBeGreaterThan(0.7 * Math.min(width, height));
      expect(drawn.opacity).toBe(0.25);
      expect(drawn.grey).toBeGreaterThan(0.4);
    }
  });

  it('is the same bytes for the same plan set and stamp, whenever it is stamped', async () => {
    const pdf = await planPdf('Uploaded', 2);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
      const first = await stampPlanSet(pdf, stampFor('study'));
      vi.setSystemTime(new Date('2025-09-01T18:30:00Z'));
      const second = await stampPlanSet(pdf, stampFor('study'));
      expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a build licence', () => {
  it('stamps every page with its licence line and no watermark', async () => {
    const pdf = await planPdf('Uploaded', 3);
    for (const licence of BUILD_LICENCE_IDS) {
      const stamped = await stampPlanSet(pdf, stampFor(licence));
      const text = pdfText(stamped);
      expect(text).not.toContain(NOT_FOR_CONSTRUCTION);
      expect(text.split(licenceLine(stampFor(licence))).length - 1).toBe(3);
    }
  });
});
