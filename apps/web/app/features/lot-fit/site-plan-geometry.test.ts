import { type Lot, parseLot } from '@atelier/domain/lot-fit';
import { describe, expect, it } from 'vitest';
import { type Rect, sitePlanGeometry } from './site-plan-geometry';

const lot = (raw: Record<string, string>): Lot => {
  const parsed = parseLot(raw);
  if (!parsed) throw new Error('not a lot');
  return parsed;
};

/** Every number of a value, depth first, in the order its keys were written. */
const numbers = (value: unknown): number[] =>
  typeof value === 'number' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(numbers) : [];

const contains = (outer: Rect, inner: Rect) =>
  outer.x <= inner.x &&
  outer.y <= inner.y &&
  outer.x + outer.width >= inner.x + inner.width &&
  outer.y + outer.height >= inner.y + inner.height;

describe('the site plan of a design on a lot', () => {
  it('puts a footprint that fits on the front setback line, centred, inside the buildable area', () => {
    // 60 × 120 ft with the default setbacks (25 front and rear, 5 each side): 50 × 70 ft to build on.
    const plan = sitePlanGeometry(lot({ lotWidth: '60', lotDepth: '120' }), { widthFt: 40, depthFt: 50 });
    expect(plan.lot).toEqual({ x: 0, y: 0, width: 60, height: 120 });
    // The rear setback at the top, the front one (by the street) at the bottom.
    expect(plan.buildable).toEqual({ x: 5, y: 25, width: 50, height: 70 });
    expect(plan.footprint).toEqual({ x: 10, y: 45, width: 40, height: 50 });
    expect((plan.footprint?.y ?? 0) + (plan.footprint?.height ?? 0)).toBe(120 - 25);
    expect(plan.margins).toEqual({ width: 10, depth: 20 });
    expect(plan.overflow).toEqual({ width: 0, depth: 0 });
    // The street below the lot, its label centred under the lot; the footprint's label in its middle.
    expect(plan.street.y).toBeGreaterThan(120);
    expect(plan.labels.street.x).toBe(30);
    expect(plan.labels.footprint).toEqual({ x: 30, y: 70 });
    expect(contains(plan.viewBox, plan.street)).toBe(true);
    expect(contains(plan.viewBox, plan.lot)).toBe(true);
  });

  it('lets a footprint that does not fit run past the setbacks and the lot, and says by how much', () => {
    // 60 × 80 ft: 50 × 30 ft to build on; a 66 × 85 ft footprint is 16 ft too wide and 55 ft too deep.
    const plan = sitePlanGeometry(lot({ lotWidth: '60', lotDepth: '80' }), { widthFt: 66, depthFt: 85 });
    expect(plan.footprint).toEqual({ x: -3, y: 55 - 85, width: 66, height: 85 });
    expect(plan.margins).toBeNull();
    expect(plan.overflow).toEqual({ width: 16, depth: 55 });
    // The drawing grows to show all of it, with the lot's width label above the part past the rear.
    const footprint = plan.footprint as Rect;
    expect(contains(plan.viewBox, footprint)).toBe(true);
    expect(plan.labels.lotWidth.y).toBeLessThan(footprint.y);
    expect(plan.labels.lotDepth.x).toBeLessThan(footprint.x);
  });

  it('says which side is too big when only one is', () => {
    const plan = sitePlanGeometry(lot({ lotWidth: '60', lotDepth: '120', setbackSide: '10' }), {
      widthFt: 44,
      depthFt: 50,
    });
    expect(plan.overflow).toEqual({ width: 4, depth: 0 });
    expect(plan.margins).toBeNull();
  });

  it('draws only the lot when the design states no footprint', () => {
    const plan = sitePlanGeometry(lot({ lotWidth: '60', lotDepth: '120' }), { widthFt: 40, depthFt: null });
    expect(plan.footprint).toBeNull();
    expect(plan.labels.footprint).toBeNull();
    expect(plan.margins).toBeNull();
    expect(plan.overflow).toBeNull();
    expect(plan.buildable).toEqual({ x: 5, y: 25, width: 50, height: 70 });
    expect(plan.viewBox).toEqual(
      sitePlanGeometry(lot({ lotWidth: '60', lotDepth: '120' }), { widthFt: null, depthFt: null }).viewBox,
    );
  });

  it('keeps the buildable area on the lot when the setbacks take all of it', () => {
    const plan = sitePlanGeometry(lot({ lotWidth: '8', lotDepth: '40' }), { widthFt: null, depthFt: null });
    expect(plan.buildable).toEqual({ x: 4, y: 15, width: 0, height: 0 });
  });

  it('scales the labels, their positions and the room around the lot with the drawing', () => {
    const small = sitePlanGeometry(lot({ lotWidth: '60', lotDepth: '120' }), { widthFt: 40, depthFt: 50 });
    const large = sitePlanGeometry(
      lot({ lotWidth: '600', lotDepth: '1200', setbackFront: '250', setbackRear: '250', setbackSide: '50' }),
      { widthFt: 400, depthFt: 500 },
    );
    // The larger side spans 24 label heights, so labels look the same size on screen on any lot.
    expect(small.fontSize).toBe(5);
    expect(large.fontSize).toBe(50);
    expect(small.labels).toEqual({
      lotWidth: { x: 30, y: -5 },
      lotDepth: { x: -5, y: 60 },
      street: { x: 30, y: 127.5 },
      footprint: { x: 30, y: 70 },
    });
    expect(small.viewBox).toEqual({ x: -10, y: -10, width: 80, height: 142.5 });
    const scaled = numbers(small).map((value) => value * 10);
    const got = numbers(large);
    expect(got).toHaveLength(scaled.length);
    got.forEach((value, index) => {
      expect(value).toBeCloseTo(scaled[index] ?? Number.NaN, 9);
    });
  });
});
