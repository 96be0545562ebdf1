// @postgres: concurrent requests.
import { DEFAULT_INCLUSIONS } from '@atelier/domain/plan-inclusions';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema/index.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let editor: StaffSession;
let admin: StaffSession;
beforeAll(async () => {
  [editor, admin] = await Promise.all([
    createStaffSession(app, 'content_editor'),
    createStaffSession(app, 'super_admin'),
  ]);
});

const call = (session: StaffSession, method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.server.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });

/** What the design page shows (its loader reads this: the building model's floors, else the design's). */
const storefront = async (id: string) =>
  app.services.designInclusions.forStorefront(
    id,
    await app.services.settings.inclusions.current(),
    (await app.services.catalog.designPlanDrawings(id))?.floors ?? (await app.services.catalog.designFloors(id)),
  );

describe("what's included", () => {
  it('starts from the default lines for each licence kind, which staff with settings:update replace', async () => {
    const read = await call(admin, 'GET', '/api/admin/settings/inclusions');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ licences: DEFAULT_INCLUSIONS });

    const licences = {
      'pdf-single': ['Five printed sets on request', 'A licence to build once'],
      cad: ['Editable DXF drawings'],
      unlimited: [],
      study: ['The plan set, watermarked'],
    };
    const saved = await call(admin, 'PUT', '/api/admin/settings/inclusions', { licences });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ licences });
    const [audit] = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'settings.inclusions'));
    expect(audit?.detail).toMatchObject({ after: JSON.stringify(licences) });
    expect((await storefront('design-001'))?.byLicence['pdf-single']).toEqual(licences['pdf-single']);
    // A content editor may not change the studio's settings.
    expect((await call(editor, 'PUT', '/api/admin/settings/inclusions', { licences })).statusCode).toBe(403);
  });

  it('refuses bad lines with a 400 and keeps what was saved', async () => {
    for (const licences of [
      { 'pdf-single': [''], cad: [], unlimited: [], study: [] },
      { 'pdf-single': ['x'.repeat(161)], cad: [], unlimited: [], study: [] },
      { 'pdf-single': Array.from({ length: 13 }, (_, i) => `Line ${i}`), cad: [], unlimited: [], study: [] },
      { 'pdf-single': [] },
    ]) {
      const response = await call(admin, 'PUT', '/api/admin/settings/inclusions', { licences });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect((await call(admin, 'GET', '/api/admin/settings/inclusions')).json().licences['pdf-single']).toEqual([
      'Five printed sets on request',
      'A licence to build once',
    ]);
  });

  it("adds a design's own lines after the studio's, and lists a generated set's sheets", async () => {
    const before = await call(editor, 'GET', '/api/admin/designs/design-001/inclusions');
    expect(before.statusCode, before.body).toBe(200);
    const read = before.json();
    expect(read.planSet).toBe('generated');
    expect(read.generatedSheets[0]).toMatch(/^A-000/);
    expect(read.additions).toEqual({});

    const saved = await call(editor, 'PUT', '/api/admin/designs/design-001/inclusions', {
      additions: { 'pdf-single': ['A storm shutter detail sheet'] },
      planSetContents: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().additions).toEqual({ 'pdf-single': ['A storm shutter detail sheet'] });
    const shown = await storefront('design-001');
    expect(shown?.byLicence['pdf-single']).toEqual([
      'Five printed sets on request',
      'A licence to build once',
      'A storm shutter detail sheet',
    ]);
    expect(shown?.byLicence.cad).toEqual(['Editable DXF drawings']);
    expect(shown?.drawings).toEqual(read.generatedSheets);
    expect(read.generatedSheets).toContain('A-101 Ground floor plan');
    // The villa's building model names its floors.
    expect(read.generatedSheets).toContain('A-102 Upper floor plan');
  });

  it("lists an uploaded set's sheets as staff entered them, never the generated ones", async () => {
    const saved = await call(editor, 'PUT', '/api/admin/designs/design-002/inclusions', {
      additions: {},
      planSetContents: ['A1 Site plan', 'A2 Ground floor plan'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const generated = saved.json().generatedSheets as string[];
    expect(saved.json().planSet).toBe('generated');
    // Still generated: the listed sheets wait for the upload.
    expect((await storefront('design-002'))?.drawings).toEqual(generated);

    const pdf = await PDFDocument.create();
    pdf.addPage([2592, 1728]);
    const body = multipartBody({}, { filename: 'set.pdf', contentType: 'application/pdf', bytes: await pdf.save() });
    const uploaded = await app.server.inject({
      method: 'PUT',
      url: '/api/admin/designs/design-002/files/plan-set',
      headers: { ...editor.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const read = (await call(editor, 'GET', '/api/admin/designs/design-002/inclusions')).json();
    expect(read).toMatchObject({ planSet: 'uploaded', generatedSheets: [] });
    expect((await storefront('design-002'))?.drawings).toEqual(['A1 Site plan', 'A2 Ground floor plan']);

    expect(
      (await call(editor, 'PUT', '/api/admin/designs/nope/inclusions', { additions: {}, planSetContents: [] }))
        .statusCode,
    ).toBe(404);
    const bad = await call(editor, 'PUT', '/api/admin/designs/design-002/inclusions', {
      additions: { 'pdf-single': [''] },
      planSetContents: [],
    });
    expect(bad.statusCode).toBe(400);
  });
});
