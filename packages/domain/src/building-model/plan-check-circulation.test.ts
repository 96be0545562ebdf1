import { describe, expect, it } from 'vitest';
import type { BuildingModelInput } from '../building-model.ts';
import { floorOf, house, messages, rect, twoStorey, withoutRoom } from '../test/building-models.ts';

/** The house with a change to its ground floor's doors. */
function houseDoors(change: (doors: NonNullable<BuildingModelInput['floors'][number]['doors']>) => void) {
  const input = house();
  const ground = floorOf(input, 'ground');
  ground.doors ??= [];
  change(ground.doors);
  return input;
}

const doorById = (doors: NonNullable<BuildingModelInput['floors'][number]['doors']>, id: string) => {
  const door = doors.find((candidate) => candidate.id === id);
  if (!door) throw new Error(`no door ${id}`);
  return door;
};

/** The two-storey house on a basement foundation, with a basement under it and, when asked, a stair down. */
function withBasement({ stair }: { stair: boolean }): BuildingModelInput {
  const input = twoStorey();
  input.foundation = { type: 'basement' };
  input.floors.unshift({
    id: 'basement',
    label: 'Basement',
    level: -1,
    floorToFloorIn: 108,
    ceilingIn: 96,
    rooms: [{ id: 'cellar', name: 'Storage', kind: 'storage', polygon: rect(0, 0, 24, 30) }],
  });
  if (stair)
    input.stairs?.push({
      id: 'down',
      name: 'Basement stair',
      from: 'basement',
      to: 'ground',
      start: [10, 2],
      direction: '+y',
      widthIn: 36,
      risers: 15,
      treadIn: 10,
    });
  return input;
}

describe('the plan check on getting in and around', () => {
  it('asks a basement foundation for a basement with a stair down', () => {
    const input = twoStorey();
    input.foundation = { type: 'basement' };
    expect(messages(input, 'basement-stair')).toEqual([
      'The foundation is a basement, but the model has no basement floor (level -1).',
    ]);
    expect(messages(withBasement({ stair: false }), 'basement-stair')).toEqual(['Basement has no stair down to it.']);
    expect(messages(withBasement({ stair: true }), 'basement-stair')).toEqual([]);
    expect(messages(withBasement({ stair: true }), 'reachable')).toEqual([]);
    const slab = withBasement({ stair: true });
    slab.foundation = { type: 'slab' };
    expect(messages(slab, 'basement-stair')).toEqual([
      'The model has a basement (Basement), but its foundation is not a basement.',
    ]);
  });

  it('asks for a front door from outside into the entry', () => {
    expect(messages(house(), 'front-door')).toEqual([]);
    const none = houseDoors((doors) => {
      doorById(doors, 'front').front = false;
    });
    expect(messages(none, 'front-door')).toEqual(['No door is marked as the front door.']);
    // The house: the front door into the living room, the entry with no outside door.
    const living = houseDoors((doors) => {
      doorById(doors, 'front').front = false;
      doors.push({
        id: 'patio',
        between: ['porch', 'living'],
        at: [23, 0],
        widthIn: 36,
        opensInto: 'living',
        hinge: 'right',
        front: true,
      });
    });
    expect(messages(living, 'front-door')).toEqual(['The front door opens into Living room, not into Entry.']);
    const inside = houseDoors((doors) => {
      doorById(doors, 'front').front = false;
      doorById(doors, 'hall-bed2').front = true;
    });
    expect(messages(inside, 'front-door')).toEqual([
      'The front door joins Hall and Bedroom 2: a front door opens from outside or a porch.',
    ]);
  });

  it('reaches every room through doors from the entry, and a garage from outside', () => {
    expect(messages(house(), 'reachable')).toEqual([]);
    const shut = houseDoors((doors) => {
      doors.splice(doors.indexOf(doorById(doors, 'hall-primary')), 1);
      doors.splice(doors.indexOf(doorById(doors, 'dining-garage')), 1);
    });
    expect(messages(shut, 'reachable')).toEqual(['Primary bedroom cannot be reached through doors from Entry.']);
    // Upstairs is reached by the stair.
    expect(messages(twoStorey(), 'reachable')).toEqual([]);
    const noStair = twoStorey();
    noStair.stairs = [];
    expect(messages(noStair, 'reachable')).toHaveLength(6);
  });

  it('gives each bedroom a door to a hall or a living space', () => {
    expect(messages(house(), 'bedroom-door')).toEqual([]);
    const throughBath = houseDoors((doors) => {
      doors.splice(doors.indexOf(doorById(doors, 'hall-bed2')), 1);
      doors.push({
        id: 'bath-bed2',
        between: ['bath', 'bed2'],
        at: [10, 11],
        widthIn: 30,
        opensInto: 'bed2',
        hinge: 'left',
      });
    });
    expect(messages(throughBath, 'bedroom-door')).toEqual([
      'Bedroom 2 has no door to a hall or a living space: it opens only into Closet and Bath.',
    ]);
    const walledIn = withoutRoom(house(), 'closet2');
    floorOf(walledIn, 'ground').doors = floorOf(walledIn, 'ground').doors?.filter((door) => door.id !== 'hall-bed2');
    expect(messages(walledIn, 'bedroom-door')).toEqual([
      'Bedroom 2 has no door to a hall or a living space: it has no door.',
    ]);
  });
});
