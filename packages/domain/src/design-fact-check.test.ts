import { describe, expect, it } from 'vitest';
import { factDisagreements, scheduleFacts } from './design-fact-check.ts';

const stated = { area: 1850, stories: 1, bedrooms: 3, bathrooms: 2.5 };

/** A one-floor schedule of 1,391 sq ft: three bedrooms, two baths and a powder room, and a garage. */
const ground = {
  label: 'Ground floor',
  rooms: [
    { name: 'Living room', widthFt: 20, depthFt: 18 },
    { name: 'Kitchen', widthFt: 14, depthFt: 12 },
    { name: 'Primary bedroom', widthFt: 15, depthFt: 14 },
    { name: 'Bedroom 2', widthFt: 12, depthFt: 11 },
    { name: 'Bedroom 3', widthFt: 11, depthFt: 11 },
    { name: 'Primary bath', widthFt: 10, depthFt: 8 },
    { name: 'Bath 2', widthFt: 8, depthFt: 7 },
    { name: 'Powder room', widthFt: 5, depthFt: 5 },
    { name: 'Dining room', widthFt: 13, depthFt: 11 },
    { name: 'Hall', widthFt: 24, depthFt: 4 },
    { name: 'Garage', widthFt: 22, depthFt: 22 },
  ],
};

describe('factDisagreements', () => {
  it('warns when the floor plans’ rooms add up to less heated area than stated', () => {
    expect(scheduleFacts([ground])).toEqual({ heatedSqFt: 1391, bedrooms: 3, bathrooms: 2.5, stories: 1 });
    expect(factDisagreements(stated, [ground])).toEqual([
      {
        field: 'area',
        message: 'The floor plans’ rooms add up to 1,391 sq ft heated, but the design states 1,850 sq ft.',
      },
    ]);
  });

  it('allows 2 % between the heated area and the stated one', () => {
    expect(factDisagreements({ ...stated, area: 1419 }, [ground])).toEqual([]);
    expect(factDisagreements({ ...stated, area: 1420 }, [ground])).toHaveLength(1);
  });

  it('counts bedrooms, bathrooms and storeys from the schedule, a basement no storey', () => {
    const basement = { label: 'Basement', rooms: [{ name: 'Bedroom 4', widthFt: 12, depthFt: 12 }] };
    const found = factDisagreements({ area: 1535, stories: 2, bedrooms: 3, bathrooms: 2 }, [ground, basement]);
    expect(found.map((entry) => entry.message)).toEqual([
      'The floor plans list 4 bedrooms, but the design states 3.',
      'The floor plans list 2.5 bathrooms, but the design states 2.',
      'The floor plans list 1 storey, but the design states 2.',
    ]);
  });

  it('finds nothing without a room schedule, and leaves unstated facts alone', () => {
    expect(factDisagreements(stated, [{ label: 'Ground floor', rooms: [] }])).toEqual([]);
    const found = factDisagreements({ area: 1391, stories: 1, bedrooms: null, bathrooms: null }, [ground]);
    expect(found).toEqual([]);
  });
});
