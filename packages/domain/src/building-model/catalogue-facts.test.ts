import { describe, expect, it } from 'vitest';
import { catalogueFactsOf, complexityFromCorners } from '../building-model.ts';
import { build, house, twoStorey } from '../test/building-models.ts';

describe('the catalogue’s facts of a modelled design', () => {
  it('are the model’s: heated area, overall size, counts, roof, foundation and complexity', () => {
    const model = build(house());
    expect(catalogueFactsOf(model)).toEqual({
      area: 1050,
      stories: 1,
      bedrooms: 2,
      bathrooms: 1,
      widthFt: 47,
      depthFt: 30,
      garageBays: 1,
      foundation: model.foundation.type,
      roofType: model.roof.type,
      // An L of six corners.
      complexityFactor: 1.04,
    });
  });

  it('round a half-foot overall size up, so a lot’s setbacks are measured to the whole wall', () => {
    const input = twoStorey();
    for (const floor of input.floors)
      for (const room of floor.rooms) room.polygon = room.polygon.map(([x, y]) => [x === 24 ? 24.5 : x, y]);
    const facts = catalogueFactsOf(build(input));
    expect(facts.widthFt).toBe(25);
    expect(facts.area).toBe(2 * 24.5 * 30);
  });

  it('list no bedrooms, baths or garage for a building without bedrooms', () => {
    const input = twoStorey();
    for (const floor of input.floors)
      for (const room of floor.rooms)
        if (room.kind === 'bedroom' || room.kind === 'primary-bedroom') room.kind = 'office';
    const facts = catalogueFactsOf(build(input));
    expect(facts).toMatchObject({ bedrooms: null, bathrooms: null, garageBays: null });
  });

  it('count complexity from the outline’s corners past a rectangle’s four', () => {
    expect(complexityFromCorners(4)).toBe(1);
    expect(complexityFromCorners(8)).toBe(1.08);
    expect(complexityFromCorners(12)).toBe(1.16);
    expect(complexityFromCorners(500)).toBe(3);
  });
});
