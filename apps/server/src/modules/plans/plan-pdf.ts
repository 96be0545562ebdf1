import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { loadPdfLib } from '../../lazy-package.ts';
import { drawnLevels, type FloorPlanDesign, footprint, type LevelPlan, levelPlans } from './floor-plan.ts';

export interface PlanDesign extends FloorPlanDesign {
  id: string;
  title: string;
  description: string;
  buildingType: string;
  location: string;
  category: string;
}

// ARCH D sheet in landscape would be huge; a tabloid (11×17 in) sheet prints anywhere.
const SHEET: [number, number] = [1224, 792];
const MARGIN = 36;
// What pdf-lib's rgb() returns, written out: the library is loaded when a plan set is first drawn.
const ink = { type: 'RGB', red: 0.1, green: 0.12, blue: 0.16 } as RGB;
const faint = { type: 'RGB', red: 0.55, green: 0.58, blue: 0.62 } as RGB;

/** A deterministic multi-page plan set: cover sheet, one floor plan per storey, two elevations. */
export async function generatePlanSet(design: PlanDesign): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const { PDFDocument, StandardFonts } = loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(`${design.title} plan set`);
  doc.setSubject(`Construction drawings for ${design.title} (${design.id})`);
  doc.setProducer('Atelier Plans');
  doc.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const levels = levelPlans(design);
  const sheets = [
    { code: 'A-000', name: 'Cover sheet' },
    ...levels.map(({ level }) => ({ code: `A-10${level}`, name: `Floor plan, level ${level}` })),
    { code: 'A-201', name: 'Front elevation' },
    { code: 'A-202', name: 'Side elevation' },
  ];

  sheets.forEach((sheet, index) => {
    const page = doc.addPage(SHEET);
    drawTitleBlock(page, design, sheet, index + 1, sheets.length, font, bold);
    if (index === 0) drawCover(page, design, sheets, font, bold);
    else if (sheet.code.startsWith('A-1')) drawFloorPlan(page, design, levels[index - 1] as LevelPlan, font);
    else drawElevation(page, design, sheet.code === 'A-201', font);
  });

  const pdf = await doc.save();
  return { pdf, pageCount: sheets.length };
}

function drawTitleBlock(
  page: PDFPage,
  design: PlanDesign,
  sheet: { code: string; name: string },
  number: number,
  total: number,
  font: PDFFont,
  bold: PDFFont,
) {
  const [width, height] = SHEET;
  page.drawRectangle({
    x: MARGIN / 2,
    y: MARGIN / 2,
    width: width - MARGIN,
    height: height - MARGIN,
    borderColor: ink,
    borderWidth: 1.5,
  });
  const blockX = width - 300;
  page.drawRectangle({
    x: blockX,
    y: MARGIN / 2,
    width: 300 - MARGIN / 2,
    height: 90,
    borderColor: ink,
    borderWidth: 1,
  });
  page.drawText('ATELIER PLANS', { x: blockX + 12, y: MARGIN / 2 + 68, size: 11, font: bold, color: ink });
  page.drawText(design.title, { x: blockX + 12, y: MARGIN / 2 + 50, size: 10, font, color: ink });
  page.drawText(`${sheet.code}  ${sheet.name}`, {
    x: blockX + 12,
    y: MARGIN / 2 + 32,
    size: 10,
    font: bold,
    color: ink,
  });
  page.drawText(`Sheet ${number} of ${total}   Ref. ${design.id}`, {
    x: blockX + 12,
    y: MARGIN / 2 + 14,
    size: 8,
    font,
    color: faint,
  });
}

function drawCover(
  page: PDFPage,
  design: PlanDesign,
  sheets: { code: string; name: string }[],
  font: PDFFont,
  bold: PDFFont,
) {
  const top = SHEET[1] - 90;
  page.drawText(design.title, { x: 72, y: top, size: 36, font: bold, color: ink });
  page.drawText('Construction plan set', { x: 72, y: top - 32, size: 16, font, color: faint });
  const figures: [string, string][] = [
    ['Heated area', `${design.area.toLocaleString('en-US')} sq ft`],
    ['Stories', String(design.stories)],
    ['Bedrooms', design.bedrooms === null ? 'n/a' : String(design.bedrooms)],
    ['Bathrooms', design.bathrooms === null ? 'n/a' : String(design.bathrooms)],
    ['Building type', design.buildingType],
    ['Setting', design.location],
    ['Category', design.category],
  ];
  figures.forEach(([label, value], i) => {
    const y = top - 100 - i * 26;
    page.drawText(label, { x: 72, y, size: 12, font, color: faint });
    page.drawText(value, { x: 220, y, size: 12, font: bold, color: ink });
  });
  page.drawText('Sheet index', { x: 560, y: top - 100, size: 12, font: bold, color: ink });
  sheets.forEach((sheet, i) => {
    page.drawText(`${sheet.code}   ${sheet.name}`, { x: 560, y: top - 126 - i * 20, size: 11, font, color: ink });
  });
  const words = design.description.split(/\s+/);
  let line = '';
  let y = 200;
  for (const word of words) {
    if (font.widthOfTextAtSize(`${line} ${word}`, 11) > 760) {
      page.drawText(line, { x: 72, y, size: 11, font, color: ink });
      line = word;
      y -= 16;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) page.drawText(line, { x: 72, y, size: 11, font, color: ink });
}

/** The level's rooms (floor-plan.ts, shared with the CAD drawing) with the footprint's dimension lines. */
function drawFloorPlan(page: PDFPage, design: PlanDesign, plan: LevelPlan, font: PDFFont) {
  const { widthFt, depthFt } = footprint(design);
  const scale = Math.min(760 / widthFt, 520 / depthFt);
  const w = widthFt * scale;
  const h = depthFt * scale;
  const x = 80;
  const y = 150;
  page.drawRectangle({ x, y, width: w, height: h, borderColor: ink, borderWidth: 4 });
  for (const room of plan.rooms) {
    const cx = x + room.x * scale;
    const cy = y + room.y * scale;
    page.drawRectangle({
      x: cx,
      y: cy,
      width: room.width * scale,
      height: room.depth * scale,
      borderColor: ink,
      borderWidth: 1.5,
    });
    page.drawText(room.name.toUpperCase(), { x: cx + 6, y: cy + (room.depth * scale) / 2, size: 9, font, color: ink });
  }
  page.drawLine({ start: { x, y: y - 24 }, end: { x: x + w, y: y - 24 }, thickness: 0.75, color: faint });
  page.drawText(`${widthFt}'-0"`, { x: x + w / 2 - 14, y: y - 40, size: 10, font, color: ink });
  page.drawLine({ start: { x: x + w + 24, y }, end: { x: x + w + 24, y: y + h }, thickness: 0.75, color: faint });
  page.drawText(`${depthFt}'-0"`, { x: x + w + 32, y: y + h / 2, size: 10, font, color: ink });
  page.drawText(`LEVEL ${plan.level} FLOOR PLAN   NOT TO SCALE`, { x, y: 100, size: 12, font, color: ink });
}

/** The massing of the house in elevation: wall planes per storey, a pitched roof and windows. */
function drawElevation(page: PDFPage, design: PlanDesign, front: boolean, font: PDFFont) {
  const stories = drawnLevels(design);
  const w = front ? 700 : 480;
  const storeyHeight = 90;
  const x = 120;
  const ground = 160;
  page.drawLine({ start: { x: 60, y: ground }, end: { x: x + w + 80, y: ground }, thickness: 2, color: ink });
  for (let s = 0; s < stories; s++) {
    const y = ground + s * storeyHeight;
    page.drawRectangle({ x, y, width: w, height: storeyHeight, borderColor: ink, borderWidth: 1.5 });
    const windows = Math.floor(w / 120);
    for (let i = 0; i < windows; i++) {
      page.drawRectangle({
        x: x + 40 + i * 120,
        y: y + 25,
        width: 50,
        height: 45,
        borderColor: ink,
        borderWidth: 1,
      });
    }
  }
  const eave = ground + stories * storeyHeight;
  page.drawLine({ start: { x: x - 20, y: eave }, end: { x: x + w / 2, y: eave + 90 }, thickness: 1.5, color: ink });
  page.drawLine({ start: { x: x + w / 2, y: eave + 90 }, end: { x: x + w + 20, y: eave }, thickness: 1.5, color: ink });
  page.drawText(front ? 'FRONT ELEVATION' : 'SIDE ELEVATION', { x, y: 100, size: 12, font, color: ink });
}
