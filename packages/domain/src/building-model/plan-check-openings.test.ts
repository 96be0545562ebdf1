import { describe, expect, it } from 'vitest';
import { type BuildingModelInput, floorWalls } from '../building-model.ts';
import { build, floorOf, house, messages } from '../test/building-models.ts';

type FloorInput = BuildingModelInput['floors'][number];

function houseWith(change: (ground: FloorInput) => void): BuildingModelInput {
  const input = house();
  change(floorOf(input, 'ground'));
  return input;
}

function windowOf(floor: FloorInput, id: string) {
  const window = floor.windows?.find((candidate) => candidate.id === id);
  if (!window) throw new Error(`no window ${id}`);
  return window;
}

describe('walls derived from the rooms', () => {
  it('makes a side shared by two rooms an interior wall, and one facing outside or a porch an exterior one', () => {
    const model = build(house());
    const [ground] = model.floors;
    if (!ground) throw new Error('no floor');
    const walls = floorWalls(ground, model.walls);
    const entryFront = walls.filter((wall) => wall.axis === 'x' && wall.at === 0 && wall.from >= 14 && wall.to <= 26);
    expect(entryFront).toEqual([
      { kind: 'exterior', axis: 'x', at: 0, from: 14, to: 20, sides: ['porch', 'entry'], thicknessIn: 6.5 },
      { kind: 'exterior', axis: 'x', at: 0, from: 20, to: 26, sides: ['porch', 'living'], thicknessIn: 6.5 },
    ]);
    expect(walls.find((wall) => wall.axis === 'y' && wall.at === 35 && wall.from === 0)).toEqual({
      kind: 'interior',
      axis: 'y',
      at: 35,
      from: 0,
      to: 15,
      sides: ['living', 'garage'],
      thicknessIn: 4.5,
    });
    // The outline: 47 + 30 + 12 + 10 + 35 + 20 ft of exterior wall, less the porch's 12 ft.
    const exterior = walls
      .filter((wall) => wall.kind === 'exterior')
      .reduce((sum, wall) => sum + wall.to - wall.from, 0);
    expect(exterior).toBe(47 + 30 + 12 + 10 + 35 + 20);
  });
});

describe('the plan check on doors and windows', () => {
  it('asks each door to sit in a wall between the spaces it joins', () => {
    expect(messages(house(), 'door-placement')).toEqual([]);
    const input = houseWith((ground) => {
      const [front, entryHall] = ground.doors ?? [];
      if (!front || !entryHall) throw new Error('no doors');
      entryHall.at = [15.5, 9];
      // 8 ft wide, the front door is wider than the entry's front wall of 6 ft.
      front.widthIn = 96;
    });
    expect(messages(input, 'door-placement')).toEqual([
      'The door between Porch and Entry is not in a wall between them, or is wider than that wall.',
      'The door between Entry and Hall is not in a wall between them, or is wider than that wall.',
    ]);
  });

  it('asks each window to sit in an exterior wall of its room, under its ceiling', () => {
    expect(messages(house(), 'window-placement')).toEqual([]);
    const input = houseWith((ground) => {
      windowOf(ground, 'w-living').at = [20, 10];
      windowOf(ground, 'w-dining').headIn = 100;
    });
    expect(messages(input, 'window-placement')).toEqual([
      'A window of Living room is not in one of its exterior walls, or is wider than that wall.',
      'A window of Dining room reaches 100 in, above its 96 in ceiling.',
    ]);
  });

  it('asks each bedroom for an egress window (IRC R310) or a door out', () => {
    expect(messages(house(), 'bedroom-egress')).toEqual([]);
    const input = houseWith((ground) => {
      windowOf(ground, 'w-bed2').operation = 'fixed';
      ground.windows = ground.windows?.filter((window) => window.id !== 'w-primary');
    });
    expect(messages(input, 'bedroom-egress')).toEqual([
      'Bedroom 2 has no egress window (IRC R310): its windows open less than 5.7 sq ft clear, 20 in wide and 24 in high, with the sill at most 44 in above the floor.',
      'Primary bedroom has no egress window (IRC R310).',
    ]);
    // A double-hung window 36 in wide opens half its height: 48 in of it is 21 in clear, not 24.
    const hung = houseWith((ground) => {
      Object.assign(windowOf(ground, 'w-bed2'), { operation: 'double-hung', widthIn: 36, sillIn: 24, headIn: 72 });
    });
    expect(messages(hung, 'bedroom-egress')).toHaveLength(1);
    const tall = houseWith((ground) => {
      Object.assign(windowOf(ground, 'w-bed2'), { operation: 'double-hung', widthIn: 36, sillIn: 18, headIn: 78 });
    });
    expect(messages(tall, 'bedroom-egress')).toEqual([]);
    // Its sill 48 in above the floor, a casement is no way out.
    const high = houseWith((ground) => {
      Object.assign(windowOf(ground, 'w-bed2'), { sillIn: 48, headIn: 80 });
    });
    expect(messages(high, 'bedroom-egress')).toHaveLength(1);
  });

  it('warns of habitable rooms glazed under 8 % of their floor (IRC R303.1), counting glass doors', () => {
    expect(messages(house(), 'glazing')).toEqual([]);
    const input = houseWith((ground) => {
      windowOf(ground, 'w-kitchen').widthIn = 24;
    });
    expect(messages(input, 'glazing')).toEqual([
      'Kitchen has 6 sq ft of glass, less than 8 % of its 135 sq ft floor (11 sq ft; IRC R303.1).',
    ]);
    const patio = houseWith((ground) => {
      ground.windows = ground.windows?.filter((window) => window.id !== 'w-living');
      ground.doors?.push({
        id: 'patio',
        between: ['porch', 'living'],
        at: [23, 0],
        widthIn: 72,
        kind: 'sliding',
        glazed: true,
      });
    });
    expect(messages(patio, 'glazing')).toEqual([]);
  });

  it('asks a garage for a vehicle door', () => {
    expect(messages(house(), 'garage-door')).toEqual([]);
    const input = houseWith((ground) => {
      ground.doors = ground.doors?.filter((door) => door.kind !== 'vehicle');
    });
    expect(messages(input, 'garage-door')).toEqual(['Garage has no vehicle door.']);
  });
});
