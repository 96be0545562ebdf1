import { catalogueFactsOf, checkPlan, MODEL_FACT_FIELDS, parseBuildingModel } from '@atelier/domain/building-model';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaffSession } from '../../../test/staff-session.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { designs } from '../../schema/index.ts';
import { sampleDesigns } from '../designs.ts';
import { seedCatalog } from '../index.ts';
import { DEMO_BUILDING_MODELS, storedDemoModel } from './index.ts';

const modelled = sampleDesigns.filter((design) => DEMO_BUILDING_MODELS[design.id]);

describe('the demo designs’ building models', () => {
  it.each(modelled.map((design) => [design.id, design] as const))(
    '%s passes the plan check against its own description',
    (id, design) => {
      const parsed = parseBuildingModel(DEMO_BUILDING_MODELS[id]);
      if (!parsed.ok) throw new Error(parsed.issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n'));
      const findings = checkPlan(parsed.model, { description: design.description });
      expect(findings.filter((finding) => finding.severity === 'error')).toEqual([]);
      expect(findings.length).toBeLessThanOrEqual(2);
    },
  );
});

describe('the seeded catalogue', () => {
  const app = useTestApp();

  it('keeps each demo design’s model as exported, and the model’s facts in the catalogue’s columns', async () => {
    const rows = await app.database.db.select().from(designs);
    for (const design of modelled) {
      const row = rows.find((entry) => entry.id === design.id);
      const model = storedDemoModel(design.id);
      expect(row?.buildingModel, design.id).toEqual(model);
      if (!row || !model) continue;
      const derived = catalogueFactsOf(model);
      for (const field of MODEL_FACT_FIELDS) expect(row[field], `${design.id} ${field}`).toBe(derived[field]);
    }
  });

  it('gives a design seeded before its model the model at start, but leaves one staff removed without', async () => {
    const model = async (id: string) =>
      (await app.database.db.select({ model: designs.buildingModel }).from(designs).where(eq(designs.id, id)))[0]
        ?.model;
    await app.database.db.update(designs).set({ buildingModel: null }).where(eq(designs.id, 'design-003'));
    // A database seeded when the Nordic Timber House's facts were typed: 44 ft wide, its model 47.
    await app.database.db.update(designs).set({ widthFt: 44, area: 2000 }).where(eq(designs.id, 'design-006'));
    const editor = await createStaffSession(app, 'content_editor');
    const removed = await app.server.inject({
      method: 'PUT',
      url: '/api/admin/designs/design-004/building-model',
      headers: editor.headers,
      payload: { model: null },
    });
    expect(removed.statusCode, removed.body).toBe(200);

    await seedCatalog(app.database.db);
    expect(await model('design-003')).toEqual(storedDemoModel('design-003'));
    expect(await model('design-004')).toBeNull();
    const [nordic] = await app.database.db
      .select({ widthFt: designs.widthFt, area: designs.area })
      .from(designs)
      .where(eq(designs.id, 'design-006'));
    expect(nordic).toEqual({ widthFt: 47, area: 2100 });
  });
});
