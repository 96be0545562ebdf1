import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BuildingModelInput, checkPlan, PLAN_RULES, parseBuildingModel } from '../building-model.ts';
import { rect, twoStorey } from '../test/building-models.ts';

const KINDS = [
  'living',
  'kitchen',
  'bedroom',
  'primary-bedroom',
  'bath-full',
  'hall',
  'stair',
  'garage',
  'void',
] as const;
const half = (min: number, max: number) => fc.integer({ min: min * 2, max: max * 2 }).map((halves) => halves / 2);

/** Floors of random rooms on the grid (overlapping or not), doors and windows anywhere, a random stair. */
const anyModel = fc
  .record({
    floors: fc.array(
      fc.array(
        fc.record({
          x: half(0, 30),
          y: half(0, 30),
          width: half(1, 20),
          depth: half(1, 20),
          kind: fc.constantFrom(...KINDS),
        }),
        { minLength: 1, maxLength: 10 },
      ),
      { minLength: 2, maxLength: 2 },
    ),
    doors: fc.array(fc.record({ a: fc.nat(9), b: fc.nat(9), x: half(0, 50), y: half(0, 50), front: fc.boolean() })),
    windows: fc.array(
      fc.record({ room: fc.nat(9), x: half(0, 50), y: half(0, 50), width: fc.integer({ min: 12, max: 96 }) }),
    ),
    stair: fc.record({
      x: half(0, 40),
      y: half(0, 40),
      direction: fc.constantFrom('+x', '-x', '+y', '-y'),
      risers: fc.integer({ min: 2, max: 20 }),
      turn: fc.constantFrom('none', 'left', 'right', 'u-left', 'u-right'),
    }),
  })
  .map(({ floors, doors, windows, stair }): BuildingModelInput => {
    const base = twoStorey();
    let front = false;
    return {
      ...base,
      floors: floors.map((rooms, level) => {
        const id = (i: number) => `f${level}-r${i % rooms.length}`;
        return {
          id: `f${level}`,
          label: `Floor ${level}`,
          level,
          floorToFloorIn: 108,
          ceilingIn: 96,
          rooms: rooms.map((room, i) => ({
            id: id(i),
            name: `Room ${i}`,
            kind: room.kind,
            polygon: rect(room.x, room.y, room.width, room.depth),
          })),
          doors: doors
            .filter((door) => door.a % rooms.length !== door.b % rooms.length)
            .map((door, i) => {
              const isFront = level === 0 && door.front && !front;
              front ||= isFront;
              return {
                id: `f${level}-d${i}`,
                between: [id(door.a), isFront ? 'outside' : id(door.b)] as [string, string],
                at: [door.x, door.y] as [number, number],
                widthIn: 32,
                kind: 'opening' as const,
                front: isFront,
              };
            }),
          windows: windows.map((window, i) => ({
            id: `f${level}-w${i}`,
            room: id(window.room),
            at: [window.x, window.y] as [number, number],
            widthIn: window.width,
            sillIn: 24,
            headIn: 80,
            operation: 'casement' as const,
          })),
        };
      }),
      stairs: [
        {
          id: 'stair',
          from: 'f0',
          to: 'f1',
          start: [stair.x, stair.y],
          direction: stair.direction,
          widthIn: 36,
          risers: stair.risers,
          treadIn: 10,
          landings: stair.risers > 3 ? [{ afterRiser: 2, turn: stair.turn }] : [],
        },
      ],
    };
  });

describe('the plan check on any model', () => {
  it('never fails, and each finding has its rule’s severity and names elements of the model', () => {
    fc.assert(
      fc.property(anyModel, (input) => {
        const parsed = parseBuildingModel(input);
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
        const model = parsed.model;
        const ids = new Set([
          ...model.floors.flatMap((floor) => [
            floor.id,
            ...floor.rooms.map((room) => room.id),
            ...floor.doors.map((door) => door.id),
            ...floor.windows.map((window) => window.id),
          ]),
          'stair',
        ]);
        for (const finding of checkPlan(model, { description: 'A house with a sauna' })) {
          expect(finding.severity).toBe(PLAN_RULES[finding.rule].severity);
          expect(finding.message).toMatch(/\.$/);
          for (const element of finding.elements) expect(ids).toContain(element);
        }
      }),
      { numRuns: 60 },
    );
  });
});
