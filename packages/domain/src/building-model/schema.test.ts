import { describe, expect, it } from 'vitest';
import { type BuildingModelInput, exportBuildingModel, parseBuildingModel } from '../building-model.ts';
import { build, floorOf, house, rect, twoStorey } from '../test/building-models.ts';
import { isHeated } from './derive.ts';

/** The issues of an input that must not parse, as 'path: message'. */
function issuesOf(input: unknown): string[] {
  const result = parseBuildingModel(input);
  if (result.ok) throw new Error('The model parsed');
  return result.issues.map((issue) => `${issue.path}: ${issue.message}`);
}

describe('the building model schema', () => {
  it('reads a model and fills in what it may leave out', () => {
    const model = build(house());
    expect(model.version).toBe(1);
    expect(model.walls).toEqual({ exteriorIn: 6.5, interiorIn: 4.5 });
    expect(model.stairs).toEqual([]);
    const ground = model.floors[0];
    expect(ground?.mezzanine).toBe(false);
    // Unless the model says, rooms are heated but garages and voids (derived, never written in).
    const garage = ground?.rooms.find((room) => room.id === 'garage');
    expect(garage?.heated).toBeUndefined();
    expect(garage && isHeated(garage)).toBe(false);
    expect(isHeated({ ...garage, id: 'g', name: 'Garage', kind: 'garage', polygon: [], heated: true })).toBe(true);
    expect(ground?.doors.find((door) => door.id === 'hall-bed2')).toMatchObject({
      kind: 'swing',
      heightIn: 80,
      glazed: false,
      front: false,
    });
  });

  it('asks for version 1', () => {
    expect(issuesOf({ ...house(), version: 2 })).toEqual([
      'version: This is a version 1 building model: set "version": 1.',
    ]);
    expect(issuesOf({ ...house(), version: undefined })).toEqual([
      'version: This is a version 1 building model: set "version": 1.',
    ]);
  });

  it('says where each field is wrong', () => {
    const input = house();
    const ground = floorOf(input, 'ground');
    const room = ground.rooms[0];
    if (!room) throw new Error('no room');
    room.polygon = [
      [0, 0],
      [14.25, 0],
      [14.25, 11],
      [0, 11],
    ];
    (ground.rooms[1] as { kind: string }).kind = 'ballroom';
    const window = ground.windows?.[0];
    if (window) window.headIn = 20;
    expect(issuesOf(input)).toEqual([
      'floors.0.rooms.0.polygon.1.0: Put plan points on the 6-inch grid (feet in multiples of 0.5).',
      'floors.0.rooms.0.polygon.2.0: Put plan points on the 6-inch grid (feet in multiples of 0.5).',
      expect.stringMatching(/^floors\.0\.rooms\.1\.kind: A room's kind is one of: entry, living, /),
      "floors.0.windows.0.headIn: A window's head is above its sill.",
    ]);
  });

  it('takes rectilinear polygons that do not cross themselves', () => {
    const input = house();
    const [bedroom, closet] = floorOf(input, 'ground').rooms;
    if (!bedroom || !closet) throw new Error('no rooms');
    bedroom.polygon = [
      [0, 0],
      [14, 0],
      [14, 11],
    ];
    closet.polygon = [
      [0, 11],
      [7, 11],
      [7, 17],
      [0, 17],
      [0, 14],
      [7, 14],
      [7, 12],
      [0, 12],
    ];
    expect(issuesOf(input)).toEqual([
      'floors.0.rooms.0.polygon: A polygon has at least 4 corners.',
      'floors.0.rooms.1.polygon: The polygon crosses or touches itself.',
    ]);
    bedroom.polygon = [
      [0, 0],
      [14, 0],
      [14, 11],
      [1, 10],
    ];
    closet.polygon = rect(0, 11, 7, 6);
    expect(issuesOf(input)).toEqual([
      'floors.0.rooms.0.polygon: Each side runs straight along x or along y, from one corner to the next.',
    ]);
  });

  it('keeps ids unique and references whole', () => {
    const input = twoStorey();
    const ground = floorOf(input, 'ground');
    const upper = floorOf(input, 'upper');
    const [entry] = ground.rooms;
    if (!entry) throw new Error('no entry');
    entry.id = 'living';
    upper.level = 2;
    ground.doors?.push({ id: 'ghost', between: ['kitchen', 'cellar'], at: [20, 20], widthIn: 32, kind: 'pocket' });
    expect(issuesOf(input)).toEqual([
      'floors.0.rooms.4.id: The id "living" is used twice: ids are unique across the model.',
      'floors.0.doors.0.between.1: "entry" is no room or outdoor space of ground.',
      'floors.0.doors.1.between.0: "entry" is no room or outdoor space of ground.',
      'floors.0.doors.2.between.0: "entry" is no room or outdoor space of ground.',
      'floors.0.doors.6.between.1: "cellar" is no room or outdoor space of ground.',
      'floors: Floor levels follow one another without a gap.',
      'stairs.0.to: A stair climbs to the floor directly above the one it starts from.',
    ]);
  });

  it('asks swing doors which way they open and gives a building one front door', () => {
    const input = house();
    const doors = floorOf(input, 'ground').doors ?? [];
    const [front, , , bedroom] = doors;
    if (!front || !bedroom) throw new Error('no doors');
    bedroom.hinge = undefined;
    bedroom.opensInto = 'kitchen';
    doors.push({ ...front, id: 'front-2' });
    expect(issuesOf(input)).toEqual([
      'floors.0.doors.3.opensInto: A door opens into one of the two spaces it joins.',
      'floors.0.doors.3.hinge: Say which side the door is hinged on.',
      'floors.0.doors.13.front: A building has one front door.',
    ]);
  });

  it('needs a ground floor, a roof that pitches as its type does and a known foundation', () => {
    const input: BuildingModelInput = { ...house(), roof: { type: 'flat', pitch: 4, overhangIn: 0 } };
    expect(issuesOf({ ...input, foundation: { type: 'stilts' } })).toEqual([
      'roof.pitch: A flat roof pitches at most 0.5:12, any other roof at least 1:12.',
      expect.stringMatching(/^foundation\.type: A foundation is one of: slab, crawlspace, basement/),
    ]);
    // The model as a whole is checked once its fields are right.
    const raised = house();
    floorOf(raised, 'ground').level = 1;
    expect(issuesOf(raised)).toEqual(['floors: A building has a ground floor (level 0).']);
  });

  it('reads JSON text, and says so when a file is not JSON', () => {
    expect(parseBuildingModel(JSON.stringify(house()))).toMatchObject({ ok: true });
    expect(parseBuildingModel('{ "version": 1,')).toEqual({
      ok: false,
      issues: [{ path: '', message: 'The file is not JSON.' }],
    });
    expect(issuesOf(null)).toEqual([expect.stringMatching(/^: /)]);
  });

  it('exports stable JSON that reads back as the same model', () => {
    const model = build(twoStorey());
    const text = exportBuildingModel(model);
    expect(parseBuildingModel(text)).toEqual({ ok: true, model });
    // Keys in reading order whatever order they were given in; points and door ends on one line.
    const reordered = JSON.parse(text, (_, value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    );
    expect(exportBuildingModel(build(reordered))).toBe(text);
    expect(text.startsWith('{\n  "version": 1,\n  "northDeg": 0,\n  "walls": {')).toBe(true);
    expect(text).toContain('"between": ["landing", "bed2"],');
    expect(text).toContain('"polygon": [\n');
    expect(text).toContain('            [8, 20],\n');
    expect(text.endsWith('}\n')).toBe(true);
  });
});
