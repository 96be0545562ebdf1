import { describe, expect, it } from 'vitest';
import {
  floorArea,
  formatArea,
  formatFeetInches,
  formatRoomSize,
  generatedFloors,
  heatedRectangle,
  layOutRooms,
  layoutBounds,
} from './floor-plans.ts';

const villa = { area: 3200, stories: 2, bedrooms: 4, bathrooms: 3.5, widthFt: 78, depthFt: 52 };

describe('generated floor plans', () => {
  it('give each floor its share of the heated area, filled exactly by the rooms laid out in rows', () => {
    const { widthFt, depthFt } = heatedRectangle(villa);
    expect(Math.abs(widthFt * depthFt - 1600)).toBeLessThan(60);
    for (const floor of generatedFloors(villa)) {
      expect(floorArea(floor.rooms)).toBeCloseTo(widthFt * depthFt, 6);
      expect(layoutBounds(layOutRooms(floor.rooms, widthFt))).toEqual({ widthFt, depthFt });
    }
  });

  it('have the bedrooms and bathrooms of the facts: 3.5 baths are three full baths and a powder room', () => {
    const names = generatedFloors(villa).flatMap((floor) => floor.rooms.map((room) => room.name));
    expect(names.filter((name) => /bedroom/i.test(name))).toEqual([
      'Primary bedroom',
      'Bedroom 2',
      'Bedroom 3',
      'Bedroom 4',
    ]);
    expect(names.filter((name) => /bath$|Bath \d/.test(name))).toEqual(['Primary bath', 'Bath 2', 'Bath 3']);
    expect(names.filter((name) => name === 'Powder room')).toHaveLength(1);
    expect(generatedFloors(villa).map((floor) => floor.label)).toEqual(['Ground floor', 'First floor']);
  });

  it('label a single storey the main floor and cap tall buildings at four drawn floors', () => {
    expect(generatedFloors({ ...villa, stories: 1 }).map((floor) => floor.label)).toEqual(['Main floor']);
    const tower = generatedFloors({ area: 40000, stories: 8, bedrooms: null, bathrooms: null });
    expect(tower.map((floor) => floor.label)).toEqual(['Ground floor', 'First floor', 'Second floor', 'Floors 3 to 7']);
    expect(tower[0]?.rooms.map((room) => room.name)).toContain('Reception');
  });
});

describe('layOutRooms', () => {
  it('starts a new row when a room no longer fits, as deep as the deepest room', () => {
    const placed = layOutRooms(
      [
        { name: 'A', widthFt: 10, depthFt: 12 },
        { name: 'B', widthFt: 10, depthFt: 10 },
        { name: 'C', widthFt: 5, depthFt: 8 },
      ],
      20,
    );
    expect(placed.map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [10, 0],
      [0, 12],
    ]);
  });
});

describe('units', () => {
  it('write feet and inches or metres', () => {
    expect(formatFeetInches(12.5)).toBe('12′-6″');
    expect(formatRoomSize({ widthFt: 10, depthFt: 12.5 }, 'metric')).toBe('3.0 × 3.8 m');
    expect(formatArea(1600, 'imperial')).toBe('1,600 sq ft');
    expect(formatArea(1600, 'metric')).toBe('149 m²');
  });
});
