import { describe, expect, it } from 'vitest';
import { createStaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, type TestApp } from '../../test/test-app.ts';
import { twoServerProcesses } from '../../test/two-processes.ts';
import { within } from '../../test/within.ts';

// Two server processes on one PostgreSQL database: a service edited through one shows in the other,
// which keeps the storefront's content in memory (NOTIFY on the content channel drops it).
const processes = twoServerProcesses();

const serviceTitle = async (app: TestApp, id: string) => {
  const response = await app.server.inject({ url: '/api/services', headers: { host: PUBLIC_HOST } });
  return (response.json().services as { id: string; title: string }[]).find((service) => service.id === id)?.title;
};

describe('the storefront content cache across server processes', () => {
  it('a service edited through process A shows in process B within 2 seconds', async () => {
    const id = 'urban-planning';
    await serviceTitle(processes.second, id);
    expect(await within(2_000, async () => processes.second.services.content.cache.listening, Boolean)).toBe(true);
    expect(await serviceTitle(processes.second, id)).toBe('Urban Planning');

    const editor = await createStaffSession(processes.first, 'content_editor');
    const [service] = (
      await processes.first.server.inject({ url: '/api/admin/content/services', headers: editor.headers })
    )
      .json()
      .services.filter((entry: { id: string }) => entry.id === id);
    const started = Date.now();
    const saved = await processes.first.server.inject({
      method: 'PUT',
      url: `/api/admin/content/services/${id}`,
      headers: editor.headers,
      payload: {
        title: 'City Planning',
        summary: service.summary,
        description: service.description,
        icon: service.icon,
        features: service.features,
        badge: service.badge ?? '',
        featured: service.featured,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const seen = await within(
      2_000,
      () => serviceTitle(processes.second, id),
      (title) => title === 'City Planning',
    );
    expect(seen).toBe('City Planning');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
