import { parseBuildingModel, planDrawings, roomSizeTexts } from '@atelier/domain/building-model';
import { describe, expect, it } from 'vitest';
import { DEMO_BUILDING_MODELS } from '../../db/seed/building-models/index.ts';
import { pageTexts } from '../../test/pdf-pages.ts';
import { modelSet } from './model-sheets.ts';
import { generatedPlanSetSheets, generatePlanSet, type PlanSetDesign } from './plan-pdf.ts';

/** The Nordic Timber House as the plan set service reads it, with its demo building model. */
function nordic(): PlanSetDesign {
  const parsed = parseBuildingModel(DEMO_BUILDING_MODELS['design-006']);
  if (!parsed.ok) throw new Error('The demo model does not read');
  return {
    id: 'design-006',
    title: 'Nordic Timber House',
    description: 'A timber house with a sauna.',
    buildingType: 'Single-family',
    location: 'Nordic',
    category: 'Residential',
    area: 2100,
    stories: 2,
    bedrooms: 3,
    bathrooms: 2,
    widthFt: 47,
    depthFt: 30,
    garageBays: 1,
    roofType: 'gable',
    foundation: 'basement',
    // The room schedule staff keep is not what a modelled set draws.
    floors: [{ label: 'Not drawn', rooms: [{ name: 'Not drawn', widthFt: 10, depthFt: 10 }] }],
    model: parsed.model,
  };
}

describe('the plan set of a design with a building model', () => {
  it('draws each of the model’s floors with its rooms’ names and sizes, and indexes exactly its sheets', async () => {
    const design = nordic();
    const model = design.model;
    if (!model) throw new Error('no model');
    const { pdf, pageCount } = await generatePlanSet(design);
    const texts = await pageTexts(pdf);
    const sheets = generatedPlanSetSheets({ floors: model.floors });
    expect(pageCount).toBe(sheets.length);
    expect(sheets.map((sheet) => sheet.name).slice(1, 4)).toEqual([
      'Basement plan',
      'Ground floor plan',
      'Upper floor plan',
    ]);
    // The cover's index lists every sheet, and each sheet's title block names itself.
    for (const sheet of sheets) expect(texts[0]).toEqual(expect.arrayContaining([sheet.code, sheet.name]));
    for (const [index, sheet] of sheets.entries())
      expect(texts[index]).toEqual(expect.arrayContaining([sheet.code, sheet.name]));
    expect(texts.flat()).not.toContain('NOT DRAWN');

    const drawings = planDrawings(model);
    drawings.floors.forEach((floor, index) => {
      const page = texts[1 + index] ?? [];
      for (const room of floor.rooms) {
        if (!room.label) continue;
        for (const line of room.label.lines) expect(page, `${floor.label}: ${room.name}`).toContain(line);
        if (room.label.showSize)
          expect(page, `${floor.label}: ${room.name}`).toContain(
            (roomSizeTexts(room)[0] as string).replaceAll('′', "'").replaceAll('″', '"'),
          );
      }
      // The overall dimensions the page shows: 47 × 30 ft.
      expect(page).toEqual(expect.arrayContaining(['47\'-0"', '30\'-0"']));
    });
  });

  it('schedules the model’s own doors and windows, and prints real general notes', async () => {
    const design = nordic();
    const model = design.model;
    if (!model) throw new Error('no model');
    const texts = await pageTexts((await generatePlanSet(design)).pdf);
    const schedules = texts.find((page) => page.includes('DOOR SCHEDULE')) ?? [];
    const windows = model.floors.flatMap((floor) => floor.windows);
    const doors = model.floors.flatMap((floor) => floor.doors);
    expect(schedules).toContain('Overhead garage door');
    expect(schedules).toContain('Casement window');
    // Every door and window of the model is counted once, and the totals say so too.
    const counts = schedules.filter((text) => /^\d+$/.test(text)).map(Number);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2 * (windows.length + doors.length));
    expect(counts).toEqual(expect.arrayContaining([doors.length, windows.length]));

    const cover = (texts[0] ?? []).join('\n');
    expect(cover).not.toMatch(/generated from the design's facts/i);
    expect(cover).toMatch(/IRC R311\.7/);
    expect(cover).toMatch(/Floor to floor: Basement 9'-0", Ground floor 9'-0", Upper floor 8'-0"\./);
    expect(cover).toMatch(/47'-0" × 30'-0"/);
  });

  it('draws the elevations and the section with the model’s heights and its roof’s pitch and overhang', async () => {
    const design = nordic();
    const texts = await pageTexts((await generatePlanSet(design)).pdf);
    const sheets = generatedPlanSetSheets({ floors: design.model?.floors ?? [] });
    const sheet = (code: string) => texts[sheets.findIndex((entry) => entry.code === code)] ?? [];
    const elevations = sheet('A-201');
    // 9'-0" floor to floor, 8'-0" ceilings, a 10:12 gable over the 30 ft span: 17 + 15 × 10/12 = 29'-6".
    expect(elevations).toEqual(
      expect.arrayContaining([
        'UPPER FLOOR +9\'-0"',
        'TOP OF PLATE +17\'-0"',
        'TOP OF ROOF +29\'-6"',
        'GABLE ROOF, 10:12 PITCH, 1\'-6" OVERHANG; BASEMENT FOUNDATION',
      ]),
    );
    const section = sheet('A-301');
    expect(section).toContain('8\'-0" CEILINGS, 9\'-0" FLOOR TO FLOOR; GABLE ROOF, 10:12 PITCH, 1\'-6" OVERHANG');
    // Cut through the stair between the storeys, not through the middle of the house.
    expect(section).toContain('STAIR HALL');
    expect(section).not.toContain('LIVING ROOM');
  });
});

describe('the elevations of a modelled design', () => {
  const read = (id: string) => {
    const parsed = parseBuildingModel(DEMO_BUILDING_MODELS[id]);
    if (!parsed.ok) throw new Error(`${id} does not read`);
    return parsed.model;
  };

  it('show each exterior opening on the side it faces, and none of a courtyard’s', () => {
    // The courtyard house: windows on all four outer walls, glass doors from its gallery to the courtyard.
    const courtyard = read('design-004');
    const openings = modelSet(courtyard).massing.floors[0]?.openings ?? [];
    const windows = openings.filter((opening) => opening.kind === 'window');
    expect(windows.length).toBe(courtyard.floors[0]?.windows.length);
    expect(windows.every((window) => window.side !== null)).toBe(true);
    expect(new Set(windows.map((window) => window.side))).toEqual(new Set(['front', 'rear', 'left', 'right']));
    const toCourtyard = openings.filter((opening) => opening.type === 'Sliding glass door');
    expect(toCourtyard).toHaveLength(2);
    expect(toCourtyard.map((door) => door.side)).toEqual([null, null]);
    // The Nordic house's garage door, on the garage that stands beside the house, faces the front.
    const nordic = modelSet(read('design-006')).massing.floors[0]?.openings ?? [];
    expect(nordic.find((opening) => opening.type === 'Overhead garage door')?.side).toBe('front');
  });
});
