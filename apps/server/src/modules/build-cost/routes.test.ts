import type { BuildCostTable } from '@atelier/domain/build-cost-admin';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCostRegions, staffAuditLog } from '../../db/schema/index.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { LIVE_CHANNELS } from '../live/publish.ts';
import { DEFAULT_BUILD_COSTS } from './defaults.ts';

const app = useTestApp();
let admin: StaffSession;
beforeAll(async () => {
  admin = await createStaffSession(app, 'super_admin');
});

const HEADER = '"region","name","basic_per_sq_ft","standard_per_sq_ft","premium_per_sq_ft"';
const villa = { id: 'design-001', area: 3_200, garageBays: 2 };
const texasCost = async () =>
  (await app.services.buildCost.formFor(villa, new URLSearchParams('region=US-TX'))).estimate?.centsPerSqFt;

const exportCsv = (session = admin) =>
  app.server.inject({ method: 'GET', url: '/api/admin/build-costs/export.csv', headers: session.headers });
const importCsv = (csv: string, session = admin) =>
  app.server.inject({ method: 'PUT', url: '/api/admin/build-costs', headers: session.headers, payload: { csv } });
const readTable = async () =>
  (await app.server.inject({ url: '/api/admin/build-costs', headers: admin.headers })).json<BuildCostTable>();
const storedRows = () => app.database.db.select().from(buildCostRegions).orderBy(asc(buildCostRegions.sortOrder));

/** A file of the default region and the given lines (the header first). */
const file = (...lines: string[]) => [HEADER, '"default","Other regions",130,160,235', ...lines].join('\r\n');

describe('the default table', () => {
  it('is read as dollars per sq ft, not stored, the default region first', async () => {
    const table = await readTable();
    expect(table).toMatchObject({ stored: false, updatedAt: null });
    expect(table.regions).toHaveLength(DEFAULT_BUILD_COSTS.length);
    expect(table.regions[0]).toEqual({ id: 'default', name: 'Other regions', basic: 130, standard: 160, premium: 235 });
  });

  it('exports as CSV: a BOM, the header, one CRLF line per region in whole dollars', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="build-costs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(1 + 58);
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]).toBe('"default","Other regions",130,160,235');
    expect(lines).toContain('"US-TX","Texas",117,144,212');
  });
});

describe('importing a CSV', () => {
  it('refuses a file with a problem, naming the line, and keeps the table', async () => {
    const refusals: [string, Record<string, string>][] = [
      [
        `"region","name","basic_per_sq_ft","standard_per_sq_ft"\r\n"default","Other regions",130,160`,
        { 'line 1': expect.stringContaining('Missing column premium_per_sq_ft.') },
      ],
      [file('"Texas","Texas",117,144,212'), { 'line 3': expect.stringContaining('Region must be "default"') }],
      [file('"US-TX","Texas",117,144,140'), { 'line 3': 'Premium must be at least standard.' }],
      [file('default,Elsewhere,100,120,140'), { 'line 3': 'Only one region can be "default" (line 2 is).' }],
      [
        [HEADER, 'US-TX,Texas,117,144,212'].join('\n'),
        { file: 'One region must be "default": its costs apply wherever no other region is listed.' },
      ],
      [file('US-TX,Texas,117,144,212', 'us-tx,Tejas,117,144,212'), { 'line 4': 'US-TX is on line 3 already.' }],
      [file('US-TX,Texas,117,lots,212'), { 'line 3': 'Standard must be a number of dollars per sq ft, e.g. 145.' }],
      [file('US-TX,Texas,117,144.555,212'), { 'line 3': 'Standard may have at most two decimals.' }],
      [file('US-TX,Texas,5,144,212'), { 'line 3': 'Basic must be from $20 to $2,000 per sq ft.' }],
      [file('US-TX,Texas,117,144'), { 'line 3': 'It has 4 cells; each line needs 5, one per column.' }],
    ];
    for (const [csv, fields] of refusals) {
      const response = await importCsv(csv);
      expect(response.statusCode, csv).toBe(400);
      expect(response.json().error.code, csv).toBe('invalid_build_costs');
      expect(response.json().error.fields, csv).toEqual(fields);
    }
    const tooLarge = await importCsv(file(`US-TX,"${'x'.repeat(200_000)}",117,144,212`));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.fields).toEqual({ csv: 'The file is too large: a build-cost table fits in 200 KB.' });
    expect(await storedRows()).toEqual([]);
    expect((await readTable()).stored).toBe(false);
  });

  it('names the line a row starts on, past blank lines and line breaks inside quotes, and lists at most 20', async () => {
    const response = await importCsv(file('', '"US-TX","Tex\nas",117,144,212', '', 'US-CA,California,9,211,310'));
    expect(response.json().error.fields).toEqual({
      'line 7': 'Basic must be from $20 to $2,000 per sq ft.',
    });
    const many = file(...Array.from({ length: 30 }, (_, index) => `US-${index},Nowhere,1,1,1`));
    const refused = (await importCsv(many)).json().error;
    expect(Object.keys(refused.fields)).toHaveLength(20);
    expect(Object.keys(refused.fields)[0]).toBe('line 3');
    expect(refused.message).toContain('30 lines have problems; the first 20 are listed.');
  });

  it('replaces the table with an edited export, which the storefront uses at once; audited and announced', async () => {
    const exported = (await exportCsv()).body;
    const edited = exported.replace('"US-TX","Texas",117,144,212', '"US-TX","Texas",117,150.5,212');
    const notices: unknown[] = [];
    const unlisten = await app.database.listen(LIVE_CHANNELS.settings, (payload) => notices.push(JSON.parse(payload)));
    try {
      const response = await importCsv(edited);
      expect(response.statusCode, response.body).toBe(200);
      const table = response.json<BuildCostTable>();
      expect(table).toMatchObject({ stored: true, updatedAt: expect.any(String) });
      expect(table.regions).toHaveLength(58);
      expect(table.regions.find((region) => region.id === 'US-TX')).toMatchObject({ standard: 150.5 });
      await expect.poll(() => notices).toContainEqual({ kind: 'build_costs' });
    } finally {
      await unlisten();
    }
    expect(await texasCost()).toBe(15_050);
    const rows = await storedRows();
    expect(rows.map((row) => row.id).slice(0, 3)).toEqual(['default', 'US-AL', 'US-AK']);
    expect(rows[0]?.sortOrder).toBe(0);
    // Exported again, it is the file imported (the cents kept).
    expect((await exportCsv()).body).toBe(edited);

    const [audit] = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'build_costs.import'), eq(staffAuditLog.staffUserId, admin.user.id)));
    expect(audit).toMatchObject({ targetType: 'build_costs', targetId: '*', detail: { regions: 58 } });
  });

  it('reads columns in any order, trimmed, and a name that looks like a formula, exported defused', async () => {
    const csv = [
      ' premium_per_sq_ft ;region;name;basic_per_sq_ft;standard_per_sq_ft',
      '200; US-tx ;=HYPERLINK("http://example.com");100;$150.00',
      '235;DEFAULT;Other regions;130;160',
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BuildCostTable>().regions).toEqual([
      { id: 'default', name: 'Other regions', basic: 130, standard: 160, premium: 235 },
      { id: 'US-TX', name: '=HYPERLINK("http://example.com")', basic: 100, standard: 150, premium: 200 },
    ]);
    const exported = (await exportCsv()).body;
    expect(exported).toContain('"US-TX","\'=HYPERLINK(""http://example.com"")",100,150,200');
    // Imported again, the name is the one stored, not one with the apostrophe.
    expect((await importCsv(exported)).json<BuildCostTable>().regions[1]?.name).toBe(
      '=HYPERLINK("http://example.com")',
    );
  });

  it('is for staff who may update the settings; reading and exporting, for those who may read them', async () => {
    const before = await storedRows();
    for (const role of ['sales', 'content_editor']) {
      const session = await createStaffSession(app, role);
      expect((await importCsv(file(), session)).statusCode).toBe(403);
      expect((await exportCsv(session)).statusCode).toBe(403);
    }
    expect(await storedRows()).toEqual(before);
  });
});
