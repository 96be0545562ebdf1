import { vi } from 'vitest';

/** A signed-in member as the session probe answers it: a super admin holds every permission by role. */
export const staffMember = (role: string, permissions: { resource: string; action: string }[] = []) => ({
  id: 'u1',
  email: 'staff@example.com',
  name: 'Studio Staff',
  role,
  permissions,
  lastLogin: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

export interface StubbedAnswer {
  status: number;
  body: unknown;
}

/**
 * Plays the staff API for one resource: the session probe answers `user` (CSRF token 'csrf-1'), a GET of
 * `url` answers `read`, a PUT answers `saved` (by default what was read); anything else is a 404.
 */
export function stubStaffResource(user: object, url: string, read: unknown, saved?: StubbedAnswer) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/admin/auth/session') return Response.json({ session: { user, csrfToken: 'csrf-1' } });
    if (path === url && init?.method === 'PUT') {
      const answer = saved ?? { status: 200, body: read };
      return Response.json(answer.body, { status: answer.status });
    }
    if (path === url) return Response.json(read);
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The bodies of the PUTs sent to `url`, parsed. */
export const putBodies = (fetch: ReturnType<typeof stubStaffResource>, url: string): unknown[] =>
  fetch.mock.calls
    .filter(([path, init]) => path === url && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

/** A 400 as the server answers a body it refuses, naming each field it refuses. */
export const validationFailed = (fields: Record<string, string>): StubbedAnswer => ({
  status: 400,
  body: { error: { code: 'validation_failed', message: 'Some fields are not valid.', fields } },
});
