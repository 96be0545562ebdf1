import { describe, expect, it } from 'vitest';
import { type BuildingModelInput, checkPlan, passesPlanCheck, stairGeometry } from '../building-model.ts';
import { build, floorOf, messages, rect, twoStorey } from '../test/building-models.ts';

/** The two-storey house with its stair changed. */
function withStair(change: (stair: NonNullable<BuildingModelInput['stairs']>[number]) => void): BuildingModelInput {
  const input = twoStorey();
  const stair = input.stairs?.[0];
  if (!stair) throw new Error('no stair');
  change(stair);
  return input;
}

describe('the plan check on stairs (IRC R311.7)', () => {
  it('passes a straight stair of 15 risers of 7.2 in and 10 in treads in an open stair hall', () => {
    const findings = checkPlan(build(twoStorey()));
    expect(findings).toEqual([]);
    expect(passesPlanCheck(findings)).toBe(true);
  });

  it('refuses risers over 7¾ in', () => {
    const input = withStair((stair) => {
      stair.risers = 13;
    });
    expect(messages(input, 'stair-riser')).toEqual([
      'Main stair rises 8.31 in a riser (9′-0″ over 13 risers): at most 7¾ in (IRC R311.7.5.1).',
    ]);
    expect(passesPlanCheck(checkPlan(build(input)))).toBe(false);
    expect(messages(twoStorey(), 'stair-riser')).toEqual([]);
  });

  it('refuses treads under 10 in and stairs under 36 in wide', () => {
    const input = withStair((stair) => {
      stair.treadIn = 9;
      stair.widthIn = 32;
    });
    expect(messages(input, 'stair-tread')).toEqual(['Main stair has 9 in treads: at least 10 in (IRC R311.7.5.2).']);
    expect(messages(input, 'stair-width')).toEqual(['Main stair is 32 in wide: at least 36 in (IRC R311.7.1).']);
    expect(messages(twoStorey(), 'stair-tread')).toEqual([]);
    expect(messages(twoStorey(), 'stair-width')).toEqual([]);
  });

  it('asks the run to fit in the room it stands in, with the rooms open to it', () => {
    // Turned to climb towards the front from mid-hall, the run leaves the house.
    const out = withStair((stair) => {
      stair.start = [10, 8];
      stair.direction = '-y';
    });
    expect(messages(out, 'stair-fit')).toEqual([
      'Main stair (11′-8″ of run) does not fit in Stair hall: it runs through its walls.',
    ]);
    // Started further back it runs on into the dining room, open to the hall: it fits.
    const open = withStair((stair) => {
      stair.start = [10, 8];
    });
    expect(messages(open, 'stair-fit')).toEqual([]);
    // Without the opening there is a wall across it.
    floorOf(open, 'ground').doors = floorOf(open, 'ground').doors?.filter((door) => door.id !== 'stair-dining');
    expect(messages(open, 'stair-fit')).toEqual([
      'Main stair (11′-8″ of run) does not fit in Stair hall: it runs through its walls.',
    ]);
  });

  it('asks for 6′-8″ of headroom under the floor above', () => {
    // Closed over by a hall floor, the stair's top step is 6 in under the ceiling.
    const input = twoStorey();
    const landing = floorOf(input, 'upper').rooms.find((room) => room.id === 'landing');
    if (landing) landing.kind = 'hall';
    expect(messages(input, 'stair-headroom')).toEqual([
      'Main stair has 0′-0″ of headroom under Landing on Upper floor: at least 6′-8″ (IRC R311.7.2).',
    ]);
    // Closed over its first 5 ft, the structure ends above the seventh riser: 96 − 7 × 7.2 in is too low…
    const half = twoStorey();
    const upper = floorOf(half, 'upper');
    upper.rooms = upper.rooms.flatMap((room) =>
      room.id === 'landing'
        ? [
            { ...room, id: 'over', name: 'Closet', kind: 'closet', polygon: rect(8, 0, 4, 7) },
            { ...room, polygon: rect(8, 7, 4, 15) },
          ]
        : [room],
    );
    expect(messages(half, 'stair-headroom')).toEqual([
      'Main stair has 3′-10″ of headroom under Closet on Upper floor: at least 6′-8″ (IRC R311.7.2).',
    ]);
    // …closed over its first 6 in, 96 − 1.6 × 7.2 in is enough.
    const closet = floorOf(half, 'upper').rooms.find((room) => room.id === 'over');
    const landingRoom = floorOf(half, 'upper').rooms.find((room) => room.id === 'landing');
    if (!closet || !landingRoom) throw new Error('no rooms');
    closet.polygon = rect(8, 0, 4, 2.5);
    landingRoom.polygon = rect(8, 2.5, 4, 19.5);
    expect(messages(half, 'stair-headroom')).toEqual([]);
  });

  it('asks the stair to arrive on the floor above', () => {
    const input = twoStorey();
    const landing = floorOf(input, 'upper').rooms.find((room) => room.id === 'landing');
    if (!landing) throw new Error('no landing');
    landing.kind = 'void';
    floorOf(input, 'upper').doors = [];
    expect(messages(input, 'stair-alignment')).toEqual([
      "Main stair does not line up with Upper floor: the 3 ft beyond its top riser are not inside that floor's rooms.",
    ]);
    expect(messages(twoStorey(), 'stair-alignment')).toEqual([]);
  });

  it('lays out landings that turn', () => {
    const input = withStair((stair) => {
      stair.landings = [{ afterRiser: 6, turn: 'left' }];
    });
    const model = build(input);
    const [stair] = model.stairs;
    if (!stair) throw new Error('no stair');
    const geometry = stairGeometry(stair, 108);
    expect(geometry.riserIn).toBe(7.2);
    expect(geometry.runs.map((run) => [run.kind, run.rect])).toEqual([
      // Six risers, five treads of 10 in from y = 2, then a 3 × 3 ft landing, then the flight turns to -x.
      ['flight', rect(8.5, 2, 3, 50 / 12)],
      ['landing', rect(8.5, 2 + 50 / 12, 3, 3)],
      ['flight', rect(8.5 - 80 / 12, 2 + 50 / 12, 80 / 12, 3)],
    ]);
    expect(geometry.top).toEqual([8.5 - 80 / 12, 3.5 + 50 / 12]);
    expect(geometry.topDirection).toEqual([-1, 0]);
  });
});
