import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BuildingModelInput, deriveFacts } from '../building-model.ts';
import { build, floorOf, house, rect, twoStorey } from '../test/building-models.ts';

describe('facts derived from the building model', () => {
  it('measures a 35 × 30 ft house with a 12 × 20 ft garage as 47 × 30 ft overall', () => {
    expect(deriveFacts(build(house()))).toEqual({
      widthFt: 47,
      depthFt: 30,
      footprintSqFt: 1290,
      heatedFootprintSqFt: 1050,
      heatedSqFtByFloor: [{ floor: 'ground', label: 'Ground floor', sqFt: 1050 }],
      heatedSqFt: 1050,
      // The garage and the 12 × 6 ft porch are under the roof.
      coveredSqFt: 1362,
      bedrooms: 2,
      fullBaths: 1,
      halfBaths: 0,
      bathrooms: 1,
      garageBays: 1,
      stories: 1,
      outlineCorners: 6,
    });
  });

  it('adds up floors, L-shaped rooms and half baths', () => {
    const facts = deriveFacts(build(twoStorey()));
    expect(facts).toMatchObject({
      widthFt: 24,
      depthFt: 30,
      heatedFootprintSqFt: 720,
      heatedSqFtByFloor: [
        { floor: 'ground', sqFt: 720 },
        { floor: 'upper', sqFt: 720 },
      ],
      heatedSqFt: 1440,
      bedrooms: 3,
      fullBaths: 1,
      halfBaths: 1,
      bathrooms: 1.5,
      garageBays: 0,
      stories: 2,
      outlineCorners: 4,
    });
  });

  it('counts no storey for a mezzanine and no floor for a void, and a courtyard’s corners', () => {
    const input = twoStorey();
    const upper = floorOf(input, 'upper');
    upper.mezzanine = true;
    // Bedroom 3 becomes the living room's double height, seen from the landing.
    const bedroom = upper.rooms.find((room) => room.id === 'bed3');
    if (bedroom) bedroom.kind = 'void';
    upper.doors = upper.doors?.filter((door) => door.id !== 'landing-bed3');
    upper.windows = upper.windows?.filter((window) => window.room !== 'bed3');
    const facts = deriveFacts(build(input));
    expect(facts.stories).toBe(1);
    expect(facts.heatedSqFtByFloor[1]?.sqFt).toBe(720 - 12 * 14);
    expect(facts.bedrooms).toBe(2);

    // A house wrapped around a 10 × 10 ft courtyard: 4 corners outside, 4 inside.
    const courtyard: BuildingModelInput = { ...house(), floors: [] };
    courtyard.floors.push({
      id: 'ground',
      label: 'Ground floor',
      level: 0,
      floorToFloorIn: 108,
      ceilingIn: 96,
      rooms: [
        { id: 'a', name: 'Living room', kind: 'living', polygon: rect(0, 0, 30, 10) },
        { id: 'b', name: 'Kitchen', kind: 'kitchen', polygon: rect(0, 10, 10, 10) },
        { id: 'c', name: 'Bedroom', kind: 'bedroom', polygon: rect(20, 10, 10, 10) },
        { id: 'd', name: 'Gallery', kind: 'gallery', polygon: rect(0, 20, 30, 10) },
      ],
      outdoor: [{ id: 'court', name: 'Courtyard', kind: 'courtyard', polygon: rect(10, 10, 10, 10) }],
    });
    expect(deriveFacts(build(courtyard))).toMatchObject({
      widthFt: 30,
      depthFt: 30,
      footprintSqFt: 800,
      coveredSqFt: 800,
      outlineCorners: 8,
    });
  });

  it('gives a garage a bay per 9 ft of its doors', () => {
    const input = house();
    const garageDoor = floorOf(input, 'ground').doors?.find((door) => door.id === 'garage-door');
    if (!garageDoor) throw new Error('no garage door');
    garageDoor.widthIn = 16 * 12;
    expect(deriveFacts(build(input)).garageBays).toBe(2);
  });

  it('has a heated area that is the sum of its heated rooms, however they are laid out', () => {
    // Rooms on the grid, one per cell of a row of columns, some heated: no two overlap.
    const room = fc.record({
      width: fc.integer({ min: 2, max: 60 }).map((halves) => halves / 2),
      depth: fc.integer({ min: 2, max: 60 }).map((halves) => halves / 2),
      y: fc.integer({ min: -40, max: 40 }).map((halves) => halves / 2),
      heated: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(room, { minLength: 1, maxLength: 12 }), (rooms) => {
        let x = 0;
        const model = build({
          ...house(),
          floors: [
            {
              id: 'ground',
              label: 'Ground floor',
              level: 0,
              floorToFloorIn: 108,
              ceilingIn: 96,
              rooms: rooms.map((spec, i) => {
                const polygon = rect(x, spec.y, spec.width, spec.depth);
                // Side by side, sometimes touching, sometimes a step apart.
                x += spec.width + (i % 2) * 0.5;
                return { id: `r${i}`, name: `Room ${i}`, kind: 'other', heated: spec.heated, polygon };
              }),
            },
          ],
        });
        const heated = rooms.filter((spec) => spec.heated).reduce((sum, spec) => sum + spec.width * spec.depth, 0);
        const facts = deriveFacts(model);
        expect(facts.heatedSqFt).toBe(heated);
        expect(facts.heatedSqFtByFloor[0]?.sqFt).toBe(heated);
        expect(facts.footprintSqFt).toBe(rooms.reduce((sum, spec) => sum + spec.width * spec.depth, 0));
        expect(facts.widthFt).toBe(x - ((rooms.length - 1) % 2) * 0.5);
      }),
      { numRuns: 100 },
    );
  });
});
