import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceStorefront } from '../test/licence-storefront.ts';
import { createStaffSession } from '../test/staff-session.ts';
import { createTestApp, PUBLIC_HOST, type TestApp } from '../test/test-app.ts';

// Two server processes on one PostgreSQL database: a content change saved through one empties the
// page cache of the other (NOTIFY on the content channel).
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({}, { frontEnds: licenceStorefront() });
  second = await createTestApp({}, { reuseDatabaseUrl: first.databaseUrl as string, frontEnds: licenceStorefront() });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const titleIn = async (app: TestApp) => {
  const response = await app.server.inject({ url: '/licence', headers: { host: PUBLIC_HOST } });
  return /<h1>([^<]*)<\/h1>/.exec(response.body)?.[1];
};

describe('the page cache across server processes', () => {
  it('a licence saved through process A shows on process B’s cached page within 2 seconds', async () => {
    expect(first.databaseUrl).toBeDefined();
    expect(await titleIn(second)).toBe('Plan licence');
    const cached = await second.server.inject({ url: '/licence', headers: { host: PUBLIC_HOST } });
    expect(cached.headers['x-page-cache']).toBe('hit');

    const editor = await createStaffSession(first, 'content_editor');
    const site = await first.server.inject({ url: '/api/admin/content/site', headers: editor.headers });
    const saved = await first.server.inject({
      method: 'PUT',
      url: '/api/admin/content/site/legal/licence',
      headers: editor.headers,
      payload: { title: 'Plan licence (second process)', body: site.json().legal.licence.body },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const deadline = Date.now() + 2_000;
    let title = await titleIn(second);
    while (title !== 'Plan licence (second process)' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      title = await titleIn(second);
    }
    expect(title).toBe('Plan licence (second process)');
  });
});
