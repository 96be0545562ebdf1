// @postgres: the plan check's summary counts designs per rule with unnest and filtered counts.
import { exportBuildingModel, parseBuildingModel } from '@atelier/domain/building-model';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designs, staffAuditLog } from '../../db/schema/index.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let editor: StaffSession;
beforeAll(async () => {
  editor = await createStaffSession(app, 'content_editor');
});

const modelUrl = (id: string) => `/api/admin/designs/${id}/building-model`;
const api = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.server.inject({ method, url, headers: editor.headers, ...(payload ? { payload } : {}) });

const rect = (x: number, y: number, width: number, depth: number) => [
  [x, y],
  [x + width, y],
  [x + width, y + depth],
  [x, y + depth],
];

/** A 32 × 16 ft cabin: a living room with the front door, a bedroom with no window, a bath. */
const cabin = () => ({
  version: 1,
  floors: [
    {
      id: 'ground',
      label: 'Ground floor',
      level: 0,
      floorToFloorIn: 108,
      ceilingIn: 96,
      rooms: [
        { id: 'living', name: 'Living room', kind: 'living', polygon: rect(0, 0, 20, 16) },
        { id: 'bedroom', name: 'Bedroom', kind: 'bedroom', polygon: rect(20, 0, 12, 10) },
        { id: 'bath', name: 'Bath', kind: 'bath-full', polygon: rect(20, 10, 12, 6) },
      ],
      doors: [
        {
          id: 'front',
          between: ['outside', 'living'],
          at: [10, 0],
          widthIn: 36,
          opensInto: 'living',
          hinge: 'left',
          front: true,
        },
        { id: 'd1', between: ['living', 'bedroom'], at: [20, 5], widthIn: 32, opensInto: 'bedroom', hinge: 'right' },
        { id: 'd2', between: ['living', 'bath'], at: [20, 13], widthIn: 30, opensInto: 'bath', hinge: 'right' },
      ],
      windows: [{ id: 'w1', room: 'living', at: [10, 16], widthIn: 96, sillIn: 24, headIn: 80, operation: 'fixed' }],
    },
  ],
  roof: { type: 'gable', pitch: 8, overhangIn: 18 },
  foundation: { type: 'crawlspace' },
});

const storedModel = async (id: string) =>
  (await app.database.db.select({ model: designs.buildingModel }).from(designs).where(eq(designs.id, id)))[0]?.model;

describe('a design’s building model', () => {
  it('is none until staff give one: no facts, no findings', async () => {
    // The Corporate Office Hub has no demo model (seed/building-models).
    const response = await api('GET', modelUrl('design-008'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ model: null, facts: null, findings: [] });
    expect((await api('GET', modelUrl('no-such-design'))).statusCode).toBe(404);
  });

  it('is kept as exported, audited, and answered with its facts and its plan check', async () => {
    const response = await api('PUT', modelUrl('design-002'), { model: cabin() });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.facts).toMatchObject({ widthFt: 32, depthFt: 16, heatedSqFt: 512, bedrooms: 1, fullBaths: 1 });
    // Kept even with errors: the plan check says what stops it from being published.
    expect(answer.findings).toContainEqual({
      rule: 'bedroom-egress',
      severity: 'error',
      message: 'Bedroom has no egress window (IRC R310).',
      elements: ['bedroom'],
    });
    const parsed = parseBuildingModel(cabin());
    if (!parsed.ok) throw new Error('The cabin does not parse');
    expect(answer.model).toEqual(parsed.model);
    expect(await storedModel('design-002')).toEqual(JSON.parse(exportBuildingModel(parsed.model)));
    expect((await api('GET', modelUrl('design-002'))).json()).toEqual(answer);
    const audit = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'design.building_model'));
    expect(audit.at(-1)).toMatchObject({ targetId: 'design-002', detail: { floors: 1, rooms: 3 } });
  });

  it('refuses a model that does not read with a 400 naming each field, and keeps the one it had', async () => {
    const before = await storedModel('design-002');
    const offGrid = cabin();
    const [floor] = offGrid.floors;
    if (!floor?.rooms[0]) throw new Error('no room');
    floor.rooms[0].polygon = rect(0, 0, 20.25, 16);
    const response = await api('PUT', modelUrl('design-002'), { model: offGrid });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({
      'model.floors.0.rooms.0.polygon.1.0': 'Put plan points on the 6-inch grid (feet in multiples of 0.5).',
      'model.floors.0.rooms.0.polygon.2.0': 'Put plan points on the 6-inch grid (feet in multiples of 0.5).',
    });
    const wrongVersion = await api('PUT', modelUrl('design-002'), { model: { ...cabin(), version: 2 } });
    expect(wrongVersion.json().error.fields).toEqual({
      'model.version': 'This is a version 1 building model: set "version": 1.',
    });
    expect(await storedModel('design-002')).toEqual(before);
    expect((await api('PUT', modelUrl('no-such-design'), { model: cabin() })).statusCode).toBe(404);
  });

  it('states its facts in the catalogue’s columns, whatever the design’s form sends later', async () => {
    const saved = await api('PUT', modelUrl('design-003'), { model: cabin() });
    expect(saved.statusCode, saved.body).toBe(200);
    const columns = async () =>
      (
        await app.database.db
          .select({
            area: designs.area,
            stories: designs.stories,
            bedrooms: designs.bedrooms,
            bathrooms: designs.bathrooms,
            widthFt: designs.widthFt,
            depthFt: designs.depthFt,
            garageBays: designs.garageBays,
            foundation: designs.foundation,
            roofType: designs.roofType,
            complexityFactor: designs.complexityFactor,
            version: designs.version,
          })
          .from(designs)
          .where(eq(designs.id, 'design-003'))
      )[0];
    const stated = {
      area: 512,
      stories: 1,
      bedrooms: 1,
      bathrooms: 1,
      widthFt: 32,
      depthFt: 16,
      garageBays: 0,
      foundation: 'crawlspace',
      roofType: 'gable',
      complexityFactor: 1,
    };
    expect(await columns()).toMatchObject(stated);

    // A form typed with other facts: they are the model's still, and the rest of the form is saved.
    const before = await columns();
    const design = (await api('GET', '/api/admin/designs/design-003')).json().design;
    expect(design.factsFrom).toBe('building-model');
    const update = await app.server.inject({
      method: 'PUT',
      url: '/api/admin/designs/design-003',
      headers: editor.headers,
      payload: {
        ...Object.fromEntries(
          [
            'title',
            'description',
            'priceCents',
            'categoryId',
            'locationId',
            'buildingTypeId',
            'environmentalConditions',
            'featured',
            'style',
            'status',
            'version',
          ].map((field) => [field, design[field]]),
        ),
        title: 'Alpine Mountain Cabin II',
        area: 9000,
        stories: 3,
        bedrooms: 6,
        bathrooms: 4,
        widthFt: 99,
        depthFt: 99,
        garageBays: 3,
        foundation: 'basement',
        roofType: 'flat',
        complexityFactor: 2,
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await columns()).toEqual({ ...stated, version: (before?.version ?? 0) + 1 });
  });

  it('is summed up for the catalogue: the designs whose model fails, and how many designs each rule finds', async () => {
    const summary = async () => {
      const response = await api('GET', '/api/admin/designs/plan-check');
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const before = await summary();
    // The demo models pass (decision 069); the cabin fails for its bedroom's missing egress window.
    await api('PUT', modelUrl('design-005'), { model: cabin() });
    const after = await summary();
    expect(after.checked).toBe(before.checked);
    expect(after.failing).toBe(before.failing + 1);
    expect(after.designs).toContainEqual({
      id: 'design-005',
      title: 'Desert Modern Retreat',
      errors: expect.any(Number),
      warnings: expect.any(Number),
    });
    const egress = (body: { rules: { rule: string; designs: number }[] }) =>
      body.rules.find((row) => row.rule === 'bedroom-egress')?.designs ?? 0;
    expect(egress(after)).toBe(egress(before) + 1);
    expect(after.rules.find((row: { rule: string }) => row.rule === 'bedroom-egress')).toMatchObject({
      severity: 'error',
      title: expect.stringContaining('R310'),
    });

    // The rules it found are kept on the design's row; without a model it is no longer checked.
    const [row] = await app.database.db.select().from(designs).where(eq(designs.id, 'design-005'));
    expect(row?.planCheckRules).toContain('bedroom-egress');
    await api('PUT', modelUrl('design-005'), { model: null });
    const gone = await summary();
    expect(gone.checked).toBe(before.checked - 1);
    expect(gone.failing).toBe(before.failing);
  });

  it('goes when staff send none', async () => {
    await api('PUT', modelUrl('design-004'), { model: cabin() });
    const response = await api('PUT', modelUrl('design-004'), { model: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ model: null, facts: null, findings: [] });
    expect(await storedModel('design-004')).toBeNull();
  });
});

describe('publishing a design with a building model', () => {
  // The Corporate Office Hub: a seeded design (picture, generated plan set) with no demo model.
  const designId = 'design-008';

  /** The design's own form as stored, as a draft or published, at its current version. */
  async function form(status: 'draft' | 'published') {
    const [row] = await app.database.db.select().from(designs).where(eq(designs.id, designId));
    if (!row) throw new Error(`No ${designId}`);
    return {
      title: row.title,
      description: row.description,
      priceCents: row.priceCents,
      categoryId: row.categoryId,
      locationId: row.locationId,
      buildingTypeId: row.buildingTypeId,
      environmentalConditions: row.environmentalConditions,
      featured: row.featuredRank !== null,
      area: row.area,
      stories: row.stories,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      widthFt: row.widthFt,
      depthFt: row.depthFt,
      garageBays: row.garageBays,
      foundation: row.foundation,
      roofType: row.roofType,
      style: row.style,
      status,
      version: row.version,
    };
  }
  const save = async (status: 'draft' | 'published') =>
    app.server.inject({
      method: 'PUT',
      url: `/api/admin/designs/${designId}`,
      headers: editor.headers,
      payload: await form(status),
    });

  it('is refused while its plan check finds an error, with each message; without a model it publishes as before', async () => {
    expect((await save('draft')).statusCode).toBe(200);
    const withoutModel = await save('published');
    expect(withoutModel.statusCode, withoutModel.body).toBe(200);
    expect((await save('draft')).statusCode).toBe(200);

    await api('PUT', modelUrl(designId), { model: cabin() });
    const refused = await save('published');
    expect(refused.statusCode, refused.body).toBe(422);
    const message =
      'Fix the building model before publishing: Bedroom has no egress window (IRC R310). ' +
      'The description mentions an office, but the model has none.';
    expect(refused.json().error).toMatchObject({ code: 'not_publishable', message, fields: { status: message } });
    expect((await app.database.db.select().from(designs).where(eq(designs.id, designId)))[0]?.status).toBe('draft');

    const mended = cabin();
    mended.floors[0]?.windows.push({
      id: 'w2',
      room: 'bedroom',
      at: [26, 0],
      widthIn: 48,
      sillIn: 24,
      headIn: 80,
      operation: 'casement',
    });
    // The Corporate Office Hub's description names an office: the model needs one.
    mended.floors[0]?.rooms.push({ id: 'office', name: 'Office', kind: 'office', polygon: rect(32, 0, 10, 16) });
    mended.floors[0]?.doors.push({
      id: 'd3',
      between: ['bedroom', 'office'],
      at: [32, 5],
      widthIn: 32,
      opensInto: 'office',
      hinge: 'left',
    });
    mended.floors[0]?.windows.push({
      id: 'w3',
      room: 'office',
      at: [37, 0],
      widthIn: 48,
      sillIn: 24,
      headIn: 80,
      operation: 'casement',
    });
    await api('PUT', modelUrl(designId), { model: mended });
    const published = await save('published');
    expect(published.statusCode, published.body).toBe(200);
  });
});
