import { describe, expect, it } from 'vitest';
import { marketplaceSearch, parseMarketplaceParams } from './catalog.ts';
import { buildableArea, footprintLimits, lotMargins, lotParams, marginsText, parseLot } from './lot-fit.ts';

describe('fits my lot', () => {
  it('reads a lot only with its width and depth, and fills in the usual setbacks', () => {
    expect(parseLot({ lotWidth: '60', lotDepth: '120' })).toEqual({
      lotWidth: 60,
      lotDepth: 120,
      setbackFront: 25,
      setbackRear: 25,
      setbackSide: 5,
    });
    expect(parseLot({ lotWidth: '60' })).toBeUndefined();
    expect(parseLot({ lotWidth: '60', lotDepth: '0' })).toBeUndefined();
    expect(parseLot({ lotWidth: '60', lotDepth: '-5' })).toBeUndefined();
    expect(parseLot({ lotWidth: '6e1', lotDepth: '120' })).toBeUndefined();
    expect(parseLot({ lotWidth: '60', lotDepth: '99999' })).toBeUndefined();
    // A malformed setback falls back to its default; zero is a setback too.
    expect(parseLot({ lotWidth: '60', lotDepth: '120', setbackFront: 'x', setbackSide: '0' })).toMatchObject({
      setbackFront: 25,
      setbackSide: 0,
    });
  });

  it('leaves the lot less its setbacks to build on, never less than nothing', () => {
    const lot = parseLot({ lotWidth: '60', lotDepth: '120', setbackFront: '20' });
    expect(lot && buildableArea(lot)).toEqual({ width: 50, depth: 75 });
    const tiny = parseLot({ lotWidth: '8', lotDepth: '40' });
    expect(tiny && buildableArea(tiny)).toEqual({ width: 0, depth: 0 });
  });

  it("narrows the query's own maximum width and depth to the buildable area", () => {
    const lot = parseLot({ lotWidth: '60', lotDepth: '120' });
    expect(footprintLimits({ lot })).toEqual({ maxWidth: 50, maxDepth: 70 });
    expect(footprintLimits({ lot, maxWidth: 40, maxDepth: 90 })).toEqual({ maxWidth: 40, maxDepth: 70 });
    expect(footprintLimits({ maxWidth: 40 })).toEqual({ maxWidth: 40, maxDepth: undefined });
  });

  it('says how much room a design leaves, and nothing when it does not fit or states no footprint', () => {
    const lot = parseLot({ lotWidth: '60', lotDepth: '120' });
    if (!lot) throw new Error('the lot reads');
    const margins = lotMargins(lot, { widthFt: 38, depthFt: 40 });
    expect(margins).toEqual({ width: 12, depth: 30 });
    expect(margins && marginsText(margins)).toBe('12 ft to spare in width, 30 ft in depth');
    expect(lotMargins(lot, { widthFt: 50, depthFt: 70 })).toEqual({ width: 0, depth: 0 });
    expect(lotMargins(lot, { widthFt: 51, depthFt: 40 })).toBeNull();
    expect(lotMargins(lot, { widthFt: null, depthFt: 40 })).toBeNull();
  });

  it('keeps one URL per lot: the setbacks only where they differ from the defaults', () => {
    const query = parseMarketplaceParams(
      new URLSearchParams('lotWidth=60&lotDepth=120&setbackFront=25&setbackRear=30&setbackSide=5&beds=3'),
    );
    expect(marketplaceSearch(query)).toBe('?beds=3&lotWidth=60&lotDepth=120&setbackRear=30');
    expect(lotParams(query.lot)).toEqual([
      ['lotWidth', '60'],
      ['lotDepth', '120'],
      ['setbackRear', '30'],
    ]);
    expect(marketplaceSearch(parseMarketplaceParams(new URLSearchParams('lotWidth=60')))).toBe('');
  });
});
