import { describe, expect, it } from 'vitest';
import { createStaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, type TestApp } from '../../test/test-app.ts';
import { twoServerProcesses } from '../../test/two-processes.ts';
import { within } from '../../test/within.ts';

// Two server processes on one PostgreSQL database: a staff change made through one drops the
// catalogue counts the other keeps in memory (NOTIFY on the catalogue channel).
const processes = twoServerProcesses();

const labels = async (app: TestApp) => {
  const response = await app.server.inject({ url: '/api/categories', headers: { host: PUBLIC_HOST } });
  return response.json().categories.map((category: { label: string }) => category.label) as string[];
};

describe('the catalogue cache across server processes', () => {
  it('a category renamed through process A shows in process B’s header counts within 2 seconds', async () => {
    await labels(processes.second);
    await within(2_000, async () => processes.second.services.catalog.cache.listening, Boolean);
    expect(await labels(processes.second)).toContain('Renovation');

    const editor = await createStaffSession(processes.first, 'content_editor');
    const started = Date.now();
    const renamed = await processes.first.server.inject({
      method: 'PATCH',
      url: '/api/admin/categories/renovation',
      headers: editor.headers,
      payload: { label: 'Restoration' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const seen = await within(
      2_000,
      () => labels(processes.second),
      (value) => value.includes('Restoration'),
    );
    expect(seen).toContain('Restoration');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
