import { parseBuildingModel, planDrawings } from '@atelier/domain/building-model';
import { generatedFloors, heatedRectangle, layOutRooms, layoutBounds } from '@atelier/domain/floor-plans';
import { describe, expect, it } from 'vitest';
import { DEMO_BUILDING_MODELS } from '../../db/seed/building-models/index.ts';
import { type DxfDesign, dxfText, generatePlanDxf } from './plan-dxf.ts';

const villaFacts = { area: 3200, stories: 2, bedrooms: 4, bathrooms: 3.5, widthFt: 78, depthFt: 52 };
const villa: DxfDesign = {
  id: 'design-001',
  title: 'Modern Coastal Villa',
  ...villaFacts,
  garageBays: 2,
  floors: generatedFloors(villaFacts),
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

interface Rectangle {
  x: number;
  y: number;
  widthFt: number;
  depthFt: number;
}

/** The closed polylines of a layer, in the order drawn, as rectangles (their vertices' extent). */
function rectangles(pairs: [number, string][], layer: string): Rectangle[] {
  const found: Rectangle[] = [];
  pairs.forEach(([code, value], index) => {
    if (code !== 0 || value !== 'POLYLINE' || pairs[index + 1]?.[1] !== layer) return;
    const end = pairs.findIndex(([c, v], after) => after > index && c === 0 && v === 'SEQEND');
    const body = pairs.slice(index, end);
    // A vertex: 0 VERTEX, 8 layer, 10 x, 20 y, 30 z.
    const xs = body.filter(([c], at) => c === 10 && body[at - 2]?.[1] === 'VERTEX').map(([, v]) => Number(v));
    const ys = body.filter(([c], at) => c === 20 && body[at - 3]?.[1] === 'VERTEX').map(([, v]) => Number(v));
    expect(xs).toHaveLength(4);
    found.push({
      x: Math.min(...xs),
      y: Math.min(...ys),
      widthFt: Math.max(...xs) - Math.min(...xs),
      depthFt: Math.max(...ys) - Math.min(...ys),
    });
  });
  return found;
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
    expect(entities).toEqual(expect.arrayContaining(['LINE', 'POLYLINE', 'VERTEX', 'TEXT', 'ARC']));
    const texts = pairs.filter(([code]) => code === 1).map(([, value]) => value);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Modern Coastal Villa',
        'LIVING',
        'BEDROOM 4',
        'PRIMARY BATH',
        'GARAGE',
        'D1',
        'W1',
        `49'-0"`,
        `33'-0"`,
        'FIRST FLOOR PLAN',
        'Licensed to Ada - Order AP-1 - CAD files.',
      ]),
    );
  });

  it('draws the rooms of each floor where the plan set and the storefront lay them out, floors side by side', () => {
    const pairs = groups(generatePlanDxf(villa, 'Licensed to Ada'));
    const drawn = rectangles(pairs, 'ROOMS');
    const { widthFt } = heatedRectangle(villa);
    expect(widthFt).toBe(49);
    let from = 0;
    let previousRight = Number.NEGATIVE_INFINITY;
    for (const floor of villa.floors) {
      const laidOut = layOutRooms(floor.rooms, widthFt);
      const own = drawn.slice(from, from + laidOut.length);
      from += laidOut.length;
      // Each floor is drawn from its own origin: its first room's corner, right of the floor before.
      const origin = own[0]?.x ?? 0;
      expect(origin).toBeGreaterThan(previousRight);
      expect(own).toEqual(
        laidOut.map((room) => ({ x: origin + room.x, y: room.y, widthFt: room.widthFt, depthFt: room.depthFt })),
      );
      previousRight = origin + layoutBounds(laidOut).widthFt;
    }
    expect(from).toBe(drawn.length);
    // The garage stands beside the ground floor: two 12 ft bays, 20 ft deep.
    expect(rectangles(pairs, 'GARAGE')).toEqual([{ x: 49, y: 0, widthFt: 24, depthFt: 20 }]);
  });

  it('writes any name as one line of printable ASCII', () => {
    expect(dxfText('Mateo García\nAP-1 100% ^x')).toBe('Mateo Garc\\U+00EDa AP-1 100%%% ^ x');
    expect(dxfText('x'.repeat(400))).toHaveLength(250);
  });
});

describe('the CAD drawing of a design with a building model', () => {
  const parsed = parseBuildingModel(DEMO_BUILDING_MODELS['design-006']);
  if (!parsed.ok) throw new Error('The demo model does not read');
  const model = parsed.model;
  const nordic: DxfDesign = { ...villa, id: 'design-006', title: 'Nordic Timber House', model };

  it('draws the model’s floors as the plan set does: each room named, each swing door with its arc', () => {
    const pairs = groups(generatePlanDxf(nordic, 'Licensed to Ada - Order AP-1 - CAD files.'));
    const texts = pairs.filter(([code]) => code === 1).map(([, value]) => value);
    for (const floor of planDrawings(model).floors) {
      expect(texts).toContain(`${floor.label.toUpperCase()} PLAN`);
      for (const room of floor.rooms) for (const line of room.label?.lines ?? []) expect(texts).toContain(line);
    }
    // Not the floors generated from the typed facts ("First floor"), but the model's.
    expect(texts).not.toContain('FIRST FLOOR PLAN');
    expect(texts).toContain('UPPER FLOOR PLAN');
    // A swing door's arc is as wide as the door; the model's swing doors, one arc each.
    const swings = model.floors.flatMap((floor) => floor.doors).filter((door) => door.kind === 'swing');
    const arcs = pairs.flatMap(([code, value], index) =>
      code === 0 && value === 'ARC' ? [Number(pairs.slice(index).find(([c]) => c === 40)?.[1])] : [],
    );
    expect(arcs.length).toBe(swings.length);
    expect(arcs.map((radius) => Math.round(radius * 12)).sort()).toEqual(swings.map((door) => door.widthIn).sort());
    expect(texts).toContain('47\'-0"');
  });
});
