import { can, permissionsForRole, ROLES, type Role } from '@atelier/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ENDPOINTS } from '../../test/staff-endpoints.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { ADMIN_HOST, createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
const sessions = new Map<Role, StaffSession>();
beforeAll(async () => {
  app = await createTestApp();
  for (const role of ROLES) sessions.set(role, await createStaffSession(app, role));
});
afterAll(async () => {
  await app.close();
});

const holder = (role: Role) => ({ role, permissions: permissionsForRole(role) });

/** Generated from STAFF_ENDPOINTS × ROLES: 401 without a session, 403 without the permission, 2xx with it. */
describe.each(STAFF_ENDPOINTS)('$method $url', (endpoint) => {
  const request = (headers: Record<string, string>) =>
    app.server.inject({
      method: endpoint.method,
      url: endpoint.url,
      headers,
      ...(endpoint.payload ? { payload: endpoint.payload } : {}),
    });

  it('answers 401 without a session', async () => {
    const response = await request({ host: ADMIN_HOST, origin: `http://${ADMIN_HOST}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('error.code', 'unauthenticated');
  });

  it.each(ROLES)('role %s', async (role) => {
    const session = sessions.get(role);
    if (!session) throw new Error(`no session for ${role}`);
    const allowed = !endpoint.permission || can(holder(role), endpoint.permission.resource, endpoint.permission.action);
    const response = await request(session.headers);
    if (allowed) {
      if (endpoint.okStatus) expect(response.statusCode, response.body).toBe(endpoint.okStatus);
      else expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
      expect(response.statusCode, response.body).toBeLessThan(300);
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toHaveProperty('error.code', 'forbidden');
    }
  });
});

describe('dashboard figures', () => {
  it('reports the catalogue from the database', async () => {
    const session = sessions.get('sales');
    const response = await app.server.inject({ url: '/api/admin/dashboard', headers: session?.headers ?? {} });
    const body = response.json();
    expect(body.designs).toEqual({ total: 12, featured: 3, averagePriceCents: expect.any(Number) });
    expect(body.designs.averagePriceCents).toBeGreaterThanOrEqual(175_000);
    expect(body.designs.averagePriceCents).toBeLessThanOrEqual(650_000);
    expect(body.mostPopular).toHaveLength(5);
    const popularity = body.mostPopular.map((design: { popularity: number }) => design.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(body.orders).toBeNull();
    expect(body.customers).toBeNull();
  });
});
