import { type BuildingModel, type PlanDrawings, planDrawings } from '@atelier/domain/building-model';
import { factLabel, ROOF_TYPES } from '@atelier/domain/design-facts';
import { heatedRectangle, MAX_GENERATED_FLOORS } from '@atelier/domain/floor-plans';
import { loadPdfLib } from '../../lazy-package.ts';
import {
  drawElevation,
  drawSection,
  elevationAreas,
  elevationScale,
  type Massing,
  PLATE_FT,
  STOREY_FT,
  sectionCut,
} from './draw-elevations.ts';
import { drawFloorPlan, drawFoundationPlan } from './draw-plans.ts';
import { drawSchedules, drawTable } from './draw-schedules.ts';
import {
  BORDER,
  createPen,
  DRAWING_AREA,
  type DrawingScale,
  faint,
  type Pen,
  SHEET,
  TITLE_BLOCK_WIDTH,
} from './drawing.ts';
import {
  feetAndInches,
  GARAGE_BAY_WIDTH_FT,
  GARAGE_DEPTH_FT,
  type PlanFacts,
  type PlanGeometry,
  planGeometry,
  type Side,
} from './floor-plan.ts';
import { foundationLabel, foundationOf } from './foundation.ts';
import { drawModelFloorPlan, modelCoverFacts, modelCoverNotes, modelSet } from './model-sheets.ts';
import { roofOf } from './roof.ts';

export interface PlanSetDesign extends PlanFacts {
  /** Its building model, when it has one: the set is drawn from it (model-sheets.ts, decision 075). */
  model?: BuildingModel | null;
  id: string;
  title: string;
  description: string;
  buildingType: string;
  location: string;
  category: string;
  roofType: string | null;
  foundation: string | null;
}

export interface SheetEntry {
  code: string;
  name: string;
}

type SheetContent =
  | { kind: 'cover' }
  | { kind: 'plan'; floor: number }
  | { kind: 'elevations'; sides: [Side, Side] }
  | { kind: 'section' }
  | { kind: 'schedules' }
  | { kind: 'foundation' };

/** The set's sheets in order, each with what it draws: the cover's index and the pages come from this one list. */
function planSetSheets(floors: readonly { label: string }[]): (SheetEntry & { content: SheetContent })[] {
  return [
    { code: 'A-000', name: 'Cover sheet and sheet index', content: { kind: 'cover' } },
    ...floors.map((floor, index) => ({
      code: `A-${101 + index}`,
      name: `${floor.label} plan`,
      content: { kind: 'plan', floor: index } as const,
    })),
    { code: 'A-201', name: 'Front and rear elevations', content: { kind: 'elevations', sides: ['front', 'rear'] } },
    { code: 'A-202', name: 'Left and right elevations', content: { kind: 'elevations', sides: ['left', 'right'] } },
    { code: 'A-301', name: 'Building section', content: { kind: 'section' } },
    { code: 'A-601', name: 'Door and window schedules', content: { kind: 'schedules' } },
    { code: 'S-101', name: 'Foundation plan', content: { kind: 'foundation' } },
  ];
}

/** The sheets of a design's generated plan set, as its cover lists them (one floor plan per floor). */
export function generatedPlanSetSheets(design: { floors: readonly { label: string }[] }): SheetEntry[] {
  return planSetSheets(design.floors).map(({ code, name }) => ({ code, name }));
}

/**
 * The generated plan set of a seeded design on ARCH D sheets, each drawing at a stated true scale: a
 * cover with the sheet index, a plan per floor (floor-plan.ts, shared with the CAD drawing), four
 * elevations with the design's roof, a section, the door and window schedules and the foundation plan.
 * Deterministic: the same design gives the same bytes.
 */
export async function generatePlanSet(design: PlanSetDesign): Promise<{ pdf: Uint8Array; pageCount: number }> {
  const { PDFDocument, StandardFonts } = loadPdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(`${design.title} plan set`);
  doc.setSubject(`Construction drawings for ${design.title} (${design.id})`);
  doc.setProducer('Atelier Plans');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const { model } = design;
  const drawn = model ? modelSet(model) : null;
  const geometry = drawn ? { floors: [...drawn.massing.floors], schedule: drawn.schedule } : planGeometry(design);
  const massing: Massing = drawn?.massing ?? {
    house: heatedRectangle(design),
    storeys: Math.min(Math.max(design.stories, 1), MAX_GENERATED_FLOORS),
    roof: roofOf(design.roofType),
    foundation: foundationOf(design.foundation),
    floors: geometry.floors,
    garage: geometry.floors[0]?.garage ?? null,
    storeyFt: STOREY_FT,
    plateFt: PLATE_FT,
  };
  const drawings = model ? planDrawings(model) : null;
  const sheets = planSetSheets(model ? model.floors : design.floors);
  const set: SetDrawing = { design, geometry, massing, elevationScale: elevationScale(massing), sheets, drawings };
  sheets.forEach((sheet, index) => {
    const pen = createPen(doc.addPage(SHEET), fonts);
    drawTitleBlock(pen, design, sheet, index + 1, sheets.length);
    drawContent(pen, sheet.content, set);
  });
  const pdf = await doc.save();
  return { pdf, pageCount: sheets.length };
}

const FIXED_DATE = new Date('2024-01-01T00:00:00Z');

/** What every sheet of one set draws from. */
interface SetDrawing {
  design: PlanSetDesign;
  geometry: PlanGeometry;
  massing: Massing;
  /** The four elevations share one scale. */
  elevationScale: DrawingScale;
  sheets: readonly SheetEntry[];
  /** A modelled design's floors as the design page draws them. */
  drawings: PlanDrawings | null;
}

function drawContent(pen: Pen, content: SheetContent, set: SetDrawing) {
  const { geometry, massing } = set;
  switch (content.kind) {
    case 'cover':
      drawCover(pen, set.design, massing, set.sheets);
      break;
    case 'plan': {
      const drawing = set.drawings?.floors[content.floor];
      if (drawing) {
        drawModelFloorPlan(pen, drawing, `${drawing.label} plan`);
        break;
      }
      const floor = geometry.floors[content.floor];
      const stairsUp = content.floor < geometry.floors.length - 1;
      if (floor) drawFloorPlan(pen, floor, { stairsUp, cut: sectionCut(massing.house) });
      break;
    }
    case 'elevations': {
      const [upper, lower] = elevationAreas();
      drawElevation(pen, massing, content.sides[0], upper, set.elevationScale);
      drawElevation(pen, massing, content.sides[1], lower, set.elevationScale);
      break;
    }
    case 'section':
      drawSection(pen, massing);
      break;
    case 'schedules':
      drawSchedules(pen, geometry.schedule);
      break;
    case 'foundation': {
      const ground = geometry.floors[0];
      if (ground) drawFoundationPlan(pen, ground, massing.foundation);
      break;
    }
  }
}

/** The sheet's border and the title block down its right side: studio, project, reference, sheet. */
function drawTitleBlock(pen: Pen, design: PlanSetDesign, sheet: SheetEntry, number: number, total: number) {
  const [width, height] = SHEET;
  pen.rect(BORDER, BORDER, width - 2 * BORDER, height - 2 * BORDER, { width: 2 });
  const x = width - BORDER - TITLE_BLOCK_WIDTH;
  const top = height - BORDER;
  const inner = x + 20;
  const textWidth = TITLE_BLOCK_WIDTH - 40;
  pen.line([x, BORDER], [x, top], { width: 2 });
  pen.text('ATELIER PLANS', inner, top - 50, { size: 24, bold: true });
  pen.line([x, top - 80], [x + TITLE_BLOCK_WIDTH, top - 80], { width: 1 });
  pen.text('PROJECT', inner, top - 110, { size: 9, colour: faint });
  pen.text(design.title, inner, top - 132, { size: 15, bold: true, maxWidth: textWidth });
  pen.text(`Ref. ${design.id}`, inner, top - 200, { size: 11 });
  pen.line([x, BORDER + 240], [x + TITLE_BLOCK_WIDTH, BORDER + 240], { width: 1 });
  pen.text('SHEET', inner, BORDER + 215, { size: 9, colour: faint });
  pen.text(sheet.name, inner, BORDER + 190, { size: 15, bold: true, maxWidth: textWidth });
  pen.text(sheet.code, inner, BORDER + 70, { size: 48, bold: true });
  pen.text(`Sheet ${number} of ${total}`, inner, BORDER + 30, { size: 12 });
}

/** The design's facts, the sheet index and the notes every sheet relies on. */
function drawCover(pen: Pen, design: PlanSetDesign, massing: Massing, sheets: readonly SheetEntry[]) {
  const left = DRAWING_AREA.x + 20;
  const top = DRAWING_AREA.y + DRAWING_AREA.height - 60;
  // A long title is written smaller, on one line.
  const titleSize = Math.min(72, ((DRAWING_AREA.width - 40) / pen.textWidth(design.title, 72, true)) * 72);
  pen.text(design.title, left, top, { size: titleSize, bold: true });
  pen.text('Construction plan set', left, top - 60, { size: 28, colour: faint });
  const tablesTop = top - 170;
  const rowHeight = 36;
  pen.text('DESIGN FACTS', left, tablesTop + 14, { size: 20, bold: true });
  const facts = design.model
    ? [
        ...modelCoverFacts(design.model),
        ['Building type', design.buildingType],
        ['Setting', design.location],
        ['Category', design.category],
      ]
    : coverFacts(design, massing);
  drawTable(
    pen,
    left,
    tablesTop,
    [
      { title: 'FACT', width: 260 },
      { title: 'VALUE', width: 560 },
    ],
    facts,
    rowHeight,
  );
  const indexX = left + 1000;
  pen.text('SHEET INDEX', indexX, tablesTop + 14, { size: 20, bold: true });
  drawTable(
    pen,
    indexX,
    tablesTop,
    [
      { title: 'SHEET', width: 140 },
      { title: 'TITLE', width: 560 },
    ],
    sheets.map((sheet) => [sheet.code, sheet.name]),
    rowHeight,
  );
  const notes = design.model ? modelCoverNotes(design.model) : coverNotes(design, massing);
  const notesTop = tablesTop - rowHeight * (Math.max(facts.length, sheets.length) + 1) - 80;
  pen.text('GENERAL NOTES', left, notesTop, { size: 20, bold: true });
  notes.forEach((note, index) => {
    pen.text(`${index + 1}. ${note}`, left, notesTop - 36 - index * 28, { size: 15 });
  });
  pen.text(design.description, left, notesTop - 60 - notes.length * 28, {
    size: 15,
    maxWidth: 1700,
    colour: faint,
  });
}

function coverFacts(design: PlanSetDesign, massing: Massing): string[][] {
  const count = (value: number | null) => (value === null ? 'n/a' : String(value));
  const garage = massing.garage;
  return [
    ['Heated area', `${design.area.toLocaleString('en-US')} sq ft`],
    ['Stories', String(design.stories)],
    ['Bedrooms', count(design.bedrooms)],
    ['Bathrooms', count(design.bathrooms)],
    ['Heated rectangle', `${feetAndInches(massing.house.widthFt)} × ${feetAndInches(massing.house.depthFt)} a floor`],
    [
      'Garage',
      garage
        ? `${garage.bays} bay${garage.bays > 1 ? 's' : ''}, ${feetAndInches(garage.bays * GARAGE_BAY_WIDTH_FT)} × ${feetAndInches(GARAGE_DEPTH_FT)}`
        : 'None',
    ],
    ['Foundation', foundationLabel(massing.foundation)],
    ['Roof', factLabel(ROOF_TYPES, massing.roof) ?? massing.roof],
    ['Building type', design.buildingType],
    ['Setting', design.location],
    ['Category', design.category],
  ];
}

function coverNotes(design: PlanSetDesign, massing: Massing): string[] {
  return [
    "These drawings are generated from the design's facts: heated area, stories, rooms, roof, foundation and garage.",
    'Each drawing is at the scale written under it. Dimensions are to the centre of walls; verify them on site.',
    'Ceilings are 9\'-0" (plate height), floors 10\'-0" floor to floor. Door and window marks refer to sheet A-601.',
    'Structure, energy and local code compliance must be reviewed by a licensed professional before a permit.',
    ...(design.stories > massing.storeys
      ? [
          `The elevations and the section draw ${massing.storeys} of the ${design.stories} stories: the upper ones repeat.`,
        ]
      : []),
  ];
}
