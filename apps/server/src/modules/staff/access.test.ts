import { can, permissionsForRole, ROLES, type Role } from '@atelier/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, postCheckout } from '../../test/orders.ts';
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
  const figuresFor = async (role: Role) => {
    const response = await app.server.inject({
      url: '/api/admin/dashboard',
      headers: sessions.get(role)?.headers ?? {},
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('reports the catalogue from the database', async () => {
    const body = await figuresFor('super_admin');
    expect(body.designs).toEqual({ total: 12, featured: 3, averagePriceCents: expect.any(Number) });
    expect(body.designs.averagePriceCents).toBeGreaterThanOrEqual(175_000);
    expect(body.designs.averagePriceCents).toBeLessThanOrEqual(650_000);
    expect(body.mostPopular).toHaveLength(5);
    const popularity = body.mostPopular.map((design: { popularity: number }) => design.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(body.orders).toBeNull();
    expect(body.customers).toBeNull();
  });

  it('shows each figure only to those allowed to see it', async () => {
    expect((await postCheckout(app, checkoutBody())).statusCode).toBe(201);
    const admin = await figuresFor('super_admin');
    expect(admin.orders).toMatchObject({ total: 1, paid: 0, revenueCents: 0 });
    expect(admin.customers).toEqual({ total: 1 });

    const editor = await figuresFor('content_editor');
    expect(editor.designs.total).toBe(12);
    expect(editor.orders).toBeNull();
    expect(editor.customers).toBeNull();

    const sales = await figuresFor('sales');
    expect(sales.orders).toMatchObject({ total: 1 });
    expect(sales.customers).toEqual({ total: 1 });
    expect(sales.designs).toBeNull();
    expect(sales.mostPopular).toBeNull();
  });
});
