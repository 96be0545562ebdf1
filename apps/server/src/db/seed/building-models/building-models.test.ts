import { checkPlan, deriveFacts, parseBuildingModel } from '@atelier/domain/building-model';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaffSession } from '../../../test/staff-session.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { designs } from '../../schema/index.ts';
import { sampleDesigns } from '../designs.ts';
import { seedCatalog } from '../index.ts';
import { DEMO_BUILDING_MODELS, storedDemoModel } from './index.ts';

/**
 * Where a demo model and the catalogue's typed facts still differ: the catalogue keeps its facts until it
 * reads them from the model (issue 43), so each difference is listed here, and a new one fails.
 */
const KNOWN_DIFFERENCES: Record<string, Partial<Record<'widthFt' | 'depthFt' | 'area', number>>> = {
  'design-001': { depthFt: 30, area: 3156 },
  'design-002': { depthFt: 40, area: 1766 },
  'design-003': { depthFt: 30, area: 1304 },
  'design-004': { area: 2596 },
  'design-005': { area: 2752 },
  'design-006': { widthFt: 47, depthFt: 30 },
  'design-007': { widthFt: 90, depthFt: 40, area: 14842 },
  'design-009': { widthFt: 90, depthFt: 40, area: 21600 },
  'design-010': { depthFt: 44, area: 8448 },
  'design-011': { depthFt: 44 },
  'design-012': { area: 4800 },
};

const modelled = sampleDesigns.filter((design) => DEMO_BUILDING_MODELS[design.id]);

describe('the demo designs’ building models', () => {
  it.each(modelled.map((design) => [design.id, design] as const))(
    '%s passes the plan check against its own description, with the facts the catalogue states',
    (id, design) => {
      const parsed = parseBuildingModel(DEMO_BUILDING_MODELS[id]);
      if (!parsed.ok) throw new Error(parsed.issues.map((issue) => `${issue.path}: ${issue.message}`).join('\n'));
      const findings = checkPlan(parsed.model, { description: design.description });
      expect(findings.filter((finding) => finding.severity === 'error')).toEqual([]);
      expect(findings.length).toBeLessThanOrEqual(2);

      const facts = deriveFacts(parsed.model);
      // What the catalogue leaves unstated (an office's bedrooms and baths) is not compared.
      const stated = {
        bedrooms: design.bedrooms,
        bathrooms: design.bathrooms,
        stories: design.stories,
        garageBays: design.garageBays,
        roofType: design.roofType,
        foundation: design.foundation,
      };
      const derived = {
        bedrooms: facts.bedrooms,
        bathrooms: facts.bathrooms,
        stories: facts.stories,
        garageBays: facts.garageBays,
        roofType: parsed.model.roof.type,
        foundation: parsed.model.foundation.type,
      };
      for (const [fact, value] of Object.entries(stated))
        if (value !== null && value !== undefined) expect(derived[fact as keyof typeof derived], fact).toBe(value);
      const differences = Object.fromEntries(
        (
          [
            ['widthFt', facts.widthFt, design.widthFt],
            ['depthFt', facts.depthFt, design.depthFt],
            ['area', facts.heatedSqFt, design.area],
          ] as const
        )
          .filter(([, derived, stated]) => derived !== stated)
          .map(([fact, derived]) => [fact, derived]),
      );
      expect(differences).toEqual(KNOWN_DIFFERENCES[id] ?? {});
    },
  );
});

describe('the seeded catalogue', () => {
  const app = useTestApp();

  it('keeps each demo design’s model as exported', async () => {
    const rows = await app.database.db.select({ id: designs.id, model: designs.buildingModel }).from(designs);
    for (const design of modelled)
      expect(rows.find((row) => row.id === design.id)?.model, design.id).toEqual(storedDemoModel(design.id));
  });

  it('gives a design seeded before its model the model at start, but leaves one staff removed without', async () => {
    const model = async (id: string) =>
      (await app.database.db.select({ model: designs.buildingModel }).from(designs).where(eq(designs.id, id)))[0]
        ?.model;
    await app.database.db.update(designs).set({ buildingModel: null }).where(eq(designs.id, 'design-003'));
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
  });
});
