// @postgres: concurrent requests.
import { generatedFloors } from '@atelier/domain/floor-plans';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageTexts } from '../../test/pdf-pages.ts';
import { chooseScale } from './drawing.ts';
import { feetAndInches, planGeometry } from './floor-plan.ts';
import { generatedPlanSetSheets, generatePlanSet, type PlanSetDesign } from './plan-pdf.ts';
import { roofView } from './roof.ts';

const villaFacts = { area: 3200, stories: 2, bedrooms: 4, bathrooms: 3.5, widthFt: 78, depthFt: 52 };
const villa: PlanSetDesign = {
  id: 'design-001',
  title: 'Modern Coastal Villa',
  description: 'A two-storey villa above the dunes.',
  buildingType: 'Single family',
  location: 'Coastal',
  category: 'Modern',
  ...villaFacts,
  roofType: 'hip',
  foundation: 'pier',
  garageBays: 2,
  floors: generatedFloors(villaFacts),
};
const cottageFacts = { area: 1400, stories: 1, bedrooms: 2, bathrooms: 1, widthFt: null, depthFt: null };
const cottage: PlanSetDesign = {
  ...villa,
  id: 'design-099',
  title: 'Garden Cottage',
  ...cottageFacts,
  roofType: 'gable',
  foundation: 'slab',
  garageBays: 0,
  floors: generatedFloors(cottageFacts),
};

const SCALE_LINE = /^SCALE: (1\/4|3\/16|1\/8|3\/32|1\/16)" = 1'-0"$/;

async function generated(design: PlanSetDesign) {
  const { pdf, pageCount } = await generatePlanSet(design);
  const sheets = generatedPlanSetSheets(design);
  const texts = await pageTexts(pdf);
  const page = (code: string) => texts[sheets.findIndex((sheet) => sheet.code === code)] ?? [];
  return { pdf, pageCount, sheets, texts, page };
}

/** Marks (D1, W3…) and how often each is drawn on the plan sheets. */
function markedOnPlans(texts: string[][], sheets: { code: string }[]): Map<string, number> {
  const marks = new Map<string, number>();
  sheets.forEach((sheet, index) => {
    if (!sheet.code.startsWith('A-1')) return;
    for (const text of texts[index] ?? []) if (/^[DW]\d+$/.test(text)) marks.set(text, (marks.get(text) ?? 0) + 1);
  });
  return marks;
}

/** A schedule table's marks and counts, read from its columns (each written top to bottom), without the total row. */
function scheduled(text: string[], title: string, end: string | null): { rows: Map<string, number>; total: number } {
  const table = text.slice(text.indexOf(title), end ? text.indexOf(end) : undefined);
  const column = (header: string, next: string | null) =>
    table.slice(table.indexOf(header) + 1, next ? table.indexOf(next) : undefined);
  const marks = column('MARK', 'FLOOR');
  const counts = column('COUNT', null).map(Number);
  expect(marks.at(-1)).toBe('');
  expect(counts).toHaveLength(marks.length);
  const rows = new Map(marks.slice(0, -1).map((mark, index) => [mark, counts[index] as number]));
  return { rows, total: counts.at(-1) as number };
}

describe('generated plan set', () => {
  it('is a set of ARCH D sheets, one per entry of the sheet index that the cover prints', async () => {
    for (const [design, plans] of [
      [villa, ['A-101', 'A-102']],
      [cottage, ['A-101']],
    ] as const) {
      const { pdf, pageCount, sheets, texts } = await generated(design);
      expect(sheets.map((sheet) => sheet.code)).toEqual([
        'A-000',
        ...plans,
        'A-201',
        'A-202',
        'A-301',
        'A-601',
        'S-101',
      ]);
      expect(sheets.slice(1, 1 + plans.length).map((sheet) => sheet.name)).toEqual(
        design.floors.map((floor) => `${floor.label} plan`),
      );
      const doc = await PDFDocument.load(pdf);
      expect(pageCount).toBe(sheets.length);
      expect(doc.getPageCount()).toBe(sheets.length);
      for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 2592, height: 1728 });
      const cover = texts[0] ?? [];
      for (const sheet of sheets) expect(cover).toEqual(expect.arrayContaining([sheet.code, sheet.name]));
      sheets.forEach((sheet, index) => {
        expect(texts[index]).toEqual(
          expect.arrayContaining(['ATELIER PLANS', design.title, sheet.code, `Sheet ${index + 1} of ${sheets.length}`]),
        );
      });
    }
  });

  it("draws one plan per floor with the rooms of that floor's schedule, sized, at a stated scale", async () => {
    for (const design of [villa, cottage]) {
      const { sheets, texts } = await generated(design);
      design.floors.forEach((floor, index) => {
        const sheet = sheets.findIndex((entry) => entry.code === `A-${101 + index}`);
        const text = texts[sheet] ?? [];
        expect(text).toContain(`${floor.label.toUpperCase()} PLAN`);
        for (const room of floor.rooms) {
          expect(text).toContain(room.name.toUpperCase());
          expect(text).toContain(`${feetAndInches(room.widthFt)} × ${feetAndInches(room.depthFt)}`);
        }
        expect(text.filter((line) => SCALE_LINE.test(line))).toHaveLength(1);
      });
    }
    const { page } = await generated(villa);
    // The villa's 49 ft heated rectangle and its 24 ft garage fit the sheet at the largest scale.
    expect(page('A-101')).toEqual(
      expect.arrayContaining(['SCALE: 1/4" = 1\'-0"', 'GARAGE', '24\'-0" × 20\'-0"', '2-CAR']),
    );
    expect(page('A-102')).not.toContain('GARAGE');
    expect((await generated(cottage)).page('A-101')).not.toContain('GARAGE');
  });

  it("draws the elevations with the design's own roof: a hip roof shows no gable on any side", async () => {
    const hip = await generated(villa);
    const elevations = [...hip.page('A-201'), ...hip.page('A-202')];
    for (const side of ['FRONT', 'REAR', 'LEFT', 'RIGHT']) expect(elevations).toContain(`${side} ELEVATION`);
    expect(elevations.filter((line) => line.startsWith('HIP ROOF'))).toHaveLength(4);
    expect(elevations.filter((line) => SCALE_LINE.test(line))).toHaveLength(4);
    expect(hip.texts.flat().some((line) => /GABLE/.test(line))).toBe(false);
    const gable = await generated(cottage);
    const gableElevations = [...gable.page('A-201'), ...gable.page('A-202')];
    expect(gableElevations.filter((line) => line.startsWith('GABLE ROOF'))).toHaveLength(4);
    expect(gableElevations.filter((line) => line.endsWith('GABLE END; SLAB FOUNDATION'))).toHaveLength(2);
  });

  it('gives each roof type its own shape on every side', () => {
    const sides = ['front', 'rear', 'left', 'right'] as const;
    for (const [width, depth] of [
      [49, 33],
      [24, 20],
      [30, 60],
    ] as const) {
      // A hip roof slopes on all four sides: no wall rises above the plate on any of them.
      for (const side of sides) expect(roofView('hip', width, depth, side).walls).toEqual([]);
      // A gable roof shows its gable wall at the two ends only.
      expect(sides.filter((side) => roofView('gable', width, depth, side).walls.length > 0)).toHaveLength(2);
      // A flat roof stands behind a 3 ft parapet all round.
      for (const side of sides)
        expect(
          Math.max(
            ...roofView('flat', width, depth, side)
              .walls.flat()
              .map(([, z]) => z),
          ),
        ).toBe(3);
    }
  });

  it('lists in its schedules every door and window the plans mark, as many times as they mark it', async () => {
    for (const design of [villa, cottage]) {
      const { texts, sheets, page } = await generated(design);
      const onPlans = markedOnPlans(texts, sheets);
      const schedule = page('A-601');
      const doors = scheduled(schedule, 'DOOR SCHEDULE', 'WINDOW SCHEDULE');
      const windows = scheduled(schedule, 'WINDOW SCHEDULE', null);
      expect(new Map([...doors.rows, ...windows.rows])).toEqual(onPlans);
      const drawn = (prefix: string) =>
        [...onPlans].filter(([mark]) => mark.startsWith(prefix)).reduce((sum, [, count]) => sum + count, 0);
      expect(doors.total).toBe(drawn('D'));
      expect(windows.total).toBe(drawn('W'));
      expect(doors.rows.size).toBeGreaterThan(design.floors.length);
      expect(windows.total).toBeGreaterThan(0);
      // The same openings as the shared geometry (which the CAD drawing draws too).
      expect(new Map(planGeometry(design).schedule.map((row) => [row.mark, row.count]))).toEqual(onPlans);
    }
  });

  it('draws the section through the storeys, and the foundation plan of the design’s foundation', async () => {
    const { page } = await generated(villa);
    expect(page('A-301')).toEqual(
      expect.arrayContaining(['BUILDING SECTION A-A', `9'-0"`, 'GROUND FLOOR 0\'-0"', 'FIRST FLOOR +10\'-0"']),
    );
    expect(page('A-301').some((line) => SCALE_LINE.test(line))).toBe(true);
    expect(page('S-101')).toEqual(expect.arrayContaining(['FOUNDATION PLAN', 'FOUNDATION: PIER AND BEAM']));
    expect((await generated(cottage)).page('S-101')).toContain('FOUNDATION: SLAB');
  });

  it('is the same file every time', async () => {
    const [first, second] = await Promise.all([generatePlanSet(villa), generatePlanSet(villa)]);
    expect(Buffer.from(first.pdf).equals(Buffer.from(second.pdf))).toBe(true);
  });
});

describe('drawing scale', () => {
  it('is the largest standard scale at which the drawing fits', () => {
    expect(chooseScale(() => true)).toEqual({ label: 'SCALE: 1/4" = 1\'-0"', pointsPerFoot: 18 });
    expect(chooseScale((pointsPerFoot) => pointsPerFoot <= 10)).toEqual({
      label: 'SCALE: 1/8" = 1\'-0"',
      pointsPerFoot: 9,
    });
    expect(chooseScale((pointsPerFoot) => pointsPerFoot <= 4.5).label).toBe('SCALE: 1/16" = 1\'-0"');
    // Past 1/16", a true engineer's scale rather than "not to scale".
    expect(chooseScale((pointsPerFoot) => pointsPerFoot <= 1)).toEqual({
      label: 'SCALE: 1" = 80\'-0"',
      pointsPerFoot: 0.9,
    });
  });
});
