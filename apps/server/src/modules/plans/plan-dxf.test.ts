import { describe, expect, it } from 'vitest';
import { footprint, levelPlans } from './floor-plan.ts';
import { dxfText, generatePlanDxf } from './plan-dxf.ts';

const villa = {
  id: 'design-001',
  title: 'Modern Coastal Villa',
  area: 3200,
  stories: 2,
  bedrooms: 4,
  bathrooms: 3.5,
  widthFt: 78,
  depthFt: 52,
};

/** The DXF as its (group code, value) pairs; throws unless every code is an integer. */
function groups(dxf: string): [number, string][] {
  const lines = dxf.replace(/\n$/, '').split('\n');
  expect(lines.length % 2).toBe(0);
  return Array.from({ length: lines.length / 2 }, (_, index) => {
    const code = lines[index * 2] ?? '';
    if (!/^\d+$/.test(code)) throw new Error(`line ${index * 2 + 1} is not a group code: ${code}`);
    return [Number(code), lines[index * 2 + 1] ?? ''];
  });
}

describe('generated CAD drawing', () => {
  it('is a release 12 ASCII DXF: header, tables and entities sections, then EOF', () => {
    const pairs = groups(generatePlanDxf(villa, 'Licensed to Ada - Order AP-1 - CAD files.'));
    const sections = pairs.flatMap(([code, value], index) =>
      code === 0 && value === 'SECTION' ? [pairs[index + 1]?.[1]] : [],
    );
    expect(sections).toEqual(['HEADER', 'TABLES', 'ENTITIES']);
    expect(pairs.filter(([code, value]) => code === 0 && value === 'ENDSEC')).toHaveLength(3);
    expect(pairs.at(-1)).toEqual([0, 'EOF']);
    expect(pairs.slice(1, 6)).toEqual([
      [2, 'HEADER'],
      [9, '$ACADVER'],
      [1, 'AC1009'],
      [9, '$DWGCODEPAGE'],
      [3, 'ANSI_1252'],
    ]);
    const entities = pairs.filter(([code]) => code === 0).map(([, value]) => value);
    // Every polyline's vertices are closed by a SEQEND.
    expect(entities.filter((value) => value === 'POLYLINE').length).toBe(
      entities.filter((value) => value === 'SEQEND').length,
    );
    expect(entities).toEqual(expect.arrayContaining(['LINE', 'POLYLINE', 'VERTEX', 'TEXT']));
    const texts = pairs.filter(([code]) => code === 1).map(([, value]) => value);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Modern Coastal Villa',
        'LIVING',
        'BEDROOM 4',
        'BATH 4',
        `78'-0"`,
        `52'-0"`,
        'LEVEL 2 FLOOR PLAN',
        'Licensed to Ada - Order AP-1 - CAD files.',
      ]),
    );
  });

  it('draws the design’s own width and depth, else a footprint of one storey’s area', () => {
    expect(footprint(villa)).toEqual({ widthFt: 78, depthFt: 52 });
    const { widthFt, depthFt } = footprint({ ...villa, widthFt: null, depthFt: null });
    expect(Math.abs(widthFt * depthFt - 1600)).toBeLessThan(60);
    const levels = levelPlans({ ...villa, stories: 12, bedrooms: 60, bathrooms: 60 });
    expect(levels).toHaveLength(4);
    expect(levels.every((level) => level.rooms.length <= 12)).toBe(true);
    expect(levels[1]?.rooms.map((room) => room.name).slice(0, 2)).toEqual(['Bedroom 1', 'Bedroom 2']);
    // The rooms of a level fill its footprint.
    const area = levels[0]?.rooms.reduce((sum, room) => sum + room.width * room.depth, 0) ?? 0;
    expect(area).toBeCloseTo(78 * 52);
  });

  it('writes any name as one line of printable ASCII', () => {
    expect(dxfText('Mateo García\nAP-1 100% ^x')).toBe('Mateo Garc\\U+00EDa AP-1 100%%% ^ x');
    expect(dxfText('x'.repeat(400))).toHaveLength(250);
  });
});
