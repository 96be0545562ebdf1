import { ALL_PERMISSIONS, can, GRANTABLE_PERMISSIONS, type Permission, type Role } from '@atelier/domain';
import { SALES_TREND_WEEKS } from '@atelier/domain/dashboard';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, settings, staffRolePermissions, staffRoles, staffUsers } from '../../db/schema/index.ts';
import { routeArea } from '../../plugins/request-context.ts';
import { checkoutBody, postCheckout } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { ADMIN_HOST, createTestApp, PUBLIC_HOST } from '../../test/test-app.ts';

// Top-level, so the table below is generated from the routes the server really registered and the
// roles in the database: the built-in ones, a custom role per permission (only-users-update, ...) and
// two custom roles made of a few pairs (hr holds what a staff manager needs: users read and update).
const app = await createTestApp();
const roleIdOfPair = (pair: Permission) => `only_${pair.resource}_${pair.action}`;
const CUSTOM_ROLES: { id: string; permissions: readonly Permission[] }[] = [
  ...ALL_PERMISSIONS.map((pair) => ({ id: roleIdOfPair(pair), permissions: [pair] })),
  {
    id: 'auditor',
    permissions: [
      { resource: 'users', action: 'read' },
      { resource: 'orders', action: 'read' },
    ],
  },
  {
    id: 'hr',
    permissions: [
      { resource: 'users', action: 'read' },
      { resource: 'users', action: 'update' },
    ],
  },
];
await app.database.db
  .insert(staffRoles)
  .values(CUSTOM_ROLES.map((role) => ({ id: role.id, name: role.id.replaceAll('_', ' '), builtIn: false })));
await app.database.db
  .insert(staffRolePermissions)
  .values(CUSTOM_ROLES.flatMap((role) => role.permissions.map((pair) => ({ roleId: role.id, ...pair }))));
app.services.auth.roles.invalidate();
const roleTable = await app.services.auth.roles.list();
const ROLE_IDS = roleTable.map((role) => role.id);
const sessions = new Map<string, StaffSession>();
beforeAll(async () => {
  for (const role of ROLE_IDS) sessions.set(role, await createStaffSession(app, role));
});
afterAll(async () => {
  await app.close();
});

const holder = (role: string) => ({
  role,
  permissions: roleTable.find((entry) => entry.id === role)?.permissions ?? [],
});
const staffRoutes = app.routes.filter(
  (route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD' && route.access !== 'public',
);
const publicStaffRoutes = app.routes.filter(
  (route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD' && route.access === 'public',
);
const sampleUrl = (url: string) => url.replace(/:[A-Za-z]+/g, 'SAMPLE-0000');

describe('the staff route table', () => {
  it('has the staff routes the admin app uses', () => {
    const urls = staffRoutes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'GET /api/admin/dashboard',
        'GET /api/admin/orders',
        'POST /api/admin/orders/:number/mark-paid',
        'GET /api/admin/openapi.json',
      ]),
    );
  });

  it('every staff route declares who may call it', () => {
    const undeclared = staffRoutes.filter((route) => route.access === undefined).map((route) => route.url);
    expect(undeclared).toEqual([]);
  });

  it('reads the roles from the database: the built-in ones and the custom ones', () => {
    expect(ROLE_IDS).toEqual(
      expect.arrayContaining(['super_admin', 'content_editor', 'sales', 'auditor', 'hr', 'only_users_update']),
    );
    expect(ROLE_IDS).toHaveLength(3 + ALL_PERMISSIONS.length + 2);
  });

  it('only the sign-in (with its two-factor step) and set-password endpoints are open without a session', () => {
    expect(publicStaffRoutes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/admin/auth/config',
      'GET /api/admin/auth/invite/:token',
      'GET /api/admin/auth/session',
      'POST /api/admin/auth/invite/:token',
      'POST /api/admin/auth/mfa',
      'POST /api/admin/auth/mfa/enrol',
      'POST /api/admin/auth/mfa/enrol/confirm',
      'POST /api/admin/auth/sign-in',
      'POST /api/admin/auth/sign-out',
    ]);
  });

  it('every /api/admin route is staff API for the request context', () => {
    for (const route of app.routes.filter((entry) => entry.url.startsWith('/api/admin'))) {
      const request = { routeOptions: { url: route.url }, url: route.url } as Parameters<typeof routeArea>[0];
      expect(routeArea(request)).toBe('staff-api');
    }
  });
});

/** Generated from Fastify's routes × the database's roles: 401 without a session, 403 without the permission, through with it. */
describe.each(staffRoutes)('$method $url', (route) => {
  const request = (headers: Record<string, string>) =>
    app.server.inject({
      method: route.method as 'GET',
      url: sampleUrl(route.url),
      headers,
      ...(route.method === 'GET' ? {} : { payload: {} }),
    });

  it('answers 401 without a session', async () => {
    const response = await request({ host: ADMIN_HOST, origin: `http://${ADMIN_HOST}` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('error.code', 'unauthenticated');
  });

  it.each(ROLE_IDS)('role %s', async (role) => {
    const session = sessions.get(role);
    if (!session) throw new Error(`no session for ${role}`);
    const access = route.access;
    const allowed =
      access === 'signed-in' || (typeof access === 'object' && can(holder(role), access.resource, access.action));
    const response = await request(session.headers);
    if (allowed) {
      // Through the route's check: a 403 here may only refuse what was asked (privileges.ts), never the route.
      expect(response.statusCode, response.body).not.toBe(401);
      if (response.statusCode === 403) {
        expect(['super_admin_only', 'permission_not_held']).toContain(response.json().error.code);
      }
      expect(response.statusCode, response.body).toBeLessThan(500);
      if (route.method === 'GET' && !route.url.includes(':')) expect(response.statusCode, response.body).toBe(200);
    } else {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toHaveProperty('error.code', 'forbidden');
    }
  });
});

describe('the OpenAPI document', () => {
  it('is generated from the route schemas and served to staff only', async () => {
    expect(
      (await app.server.inject({ url: '/api/admin/openapi.json', headers: { host: ADMIN_HOST } })).statusCode,
    ).toBe(401);
    const response = await app.server.inject({
      url: '/api/admin/openapi.json',
      headers: sessions.get('content_editor')?.headers ?? {},
    });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const checkout = document.paths['/api/checkout'].post;
    expect(checkout.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(
      document.paths['/api/admin/orders'].get.parameters.map((parameter: { name: string }) => parameter.name),
    ).toContain('status');
    expect(document.paths['/api/designs'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['q', 'category', 'minPrice', 'sort', 'page']),
    );
    expect(document.paths['/api/admin/dashboard'].get.responses['200']).toBeDefined();
    const orderList = document.paths['/api/admin/orders'].get.responses['200'].content['application/json'].schema;
    expect(orderList.properties).toHaveProperty('orders');
    expect(orderList.properties).toHaveProperty('pageCount');
    const orderDetail = document.paths['/api/admin/orders/{number}'].get.responses['200'].content['application/json'];
    expect(orderDetail.schema.properties).toHaveProperty('order');
    expect(document.paths['/*']).toBeUndefined();
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

  it('lists what waits for each role: orders to confirm for sales, the inbox for support, nothing for editors', async () => {
    const before = await figuresFor('super_admin');
    const placed = await postCheckout(app, checkoutBody());
    expect(placed.statusCode).toBe(201);
    await app.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orders.number, placed.json().orderNumber));
    await app.server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: PUBLIC_HOST },
      remoteAddress: '198.51.100.77',
      payload: { name: 'Ann Visitor', email: 'ann@example.com', subject: 'general', message: 'Do you draw barns?' },
    });

    const admin = await figuresFor('super_admin');
    expect(admin.todo.orders).toEqual({
      awaitingPayment: before.todo.orders.awaitingPayment + 1,
      overdue: before.todo.orders.overdue + 1,
      tasksOpen: before.todo.orders.tasksOpen,
      tasksOverdue: before.todo.orders.tasksOverdue,
    });
    expect(admin.todo.support.newInquiries).toBe(before.todo.support.newInquiries + 1);
    expect(admin.salesTrend).toHaveLength(SALES_TREND_WEEKS);
    expect(admin.salesTrend.at(-1).weekStart <= new Date().toISOString().slice(0, 10)).toBe(true);

    expect((await figuresFor('sales')).todo.orders).toEqual(admin.todo.orders);
    const editor = await figuresFor('content_editor');
    expect(editor.todo).toEqual({ orders: null, support: null });
    expect(editor.salesTrend).toBeNull();
  });
});

/**
 * Holding users:update lets a member manage staff below them, nothing more (staff-users/privileges.ts):
 * every way the audit found to become super admin, or to act on one, is refused and changes nothing.
 */
describe.each(['hr', 'only_users_update'])('a %s member cannot raise privileges', (managerRole) => {
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    app.server.inject({
      method,
      url: `/api/admin${url}`,
      headers: sessions.get(managerRole)?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  const idOf = (role: string) => sessions.get(role)?.user.id ?? '';
  const newMember = (role: string, mode: 'invite' | 'password') => ({
    name: 'New Member',
    email: `new-${role}-${mode}-${managerRole}@staff.test`,
    role,
    mode,
    ...(mode === 'password' ? { password: 'granite lintel cornice 42' } : {}),
  });

  async function storedState() {
    const { db } = app.database;
    return JSON.stringify({
      users: await db.select().from(staffUsers).orderBy(staffUsers.id),
      roles: await db.select().from(staffRoles).orderBy(staffRoles.id),
      pairs: await db
        .select()
        .from(staffRolePermissions)
        .orderBy(staffRolePermissions.roleId, staffRolePermissions.resource, staffRolePermissions.action),
      settings: await db.select().from(settings).orderBy(settings.key),
    });
  }

  it('every escalation is refused with 403 and nothing stored changes', async () => {
    const owner = idOf('super_admin');
    const attempts = [
      () =>
        send('PUT', `/staff-roles/${managerRole}`, {
          name: managerRole.replaceAll('_', ' '),
          permissions: GRANTABLE_PERMISSIONS,
        }),
      () => send('PUT', '/staff-roles/sales', { name: 'Sales', permissions: GRANTABLE_PERMISSIONS }),
      () => send('POST', '/staff-roles', { name: 'Everything', permissions: GRANTABLE_PERMISSIONS }),
      () => send('DELETE', '/staff-roles/auditor'),
      () => send('POST', '/staff-users', newMember('super_admin', 'invite')),
      () => send('POST', '/staff-users', newMember('super_admin', 'password')),
      () => send('POST', '/staff-users', newMember('sales', 'invite')),
      () => send('PATCH', `/staff-users/${idOf('sales')}`, { role: 'super_admin' }),
      () => send('PATCH', `/staff-users/${idOf('only_orders_read')}`, { role: 'sales' }),
      () => send('POST', `/staff-users/${idOf('sales')}/deactivate`),
      () => send('PATCH', `/staff-users/${owner}`, { name: 'Mallory' }),
      () => send('PATCH', `/staff-users/${owner}`, { role: managerRole }),
      () => send('POST', `/staff-users/${owner}/deactivate`),
      () => send('POST', `/staff-users/${owner}/reset-password`),
      () => send('POST', `/staff-users/${owner}/reset-mfa`),
      () => send('PUT', '/staff-mfa-policy', { requiredRoles: [] }),
    ];
    const before = await storedState();
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode, response.body).toBe(403);
      expect(['super_admin_only', 'permission_not_held']).toContain(response.json().error.code);
    }
    expect(await storedState()).toBe(before);
  });

  it('still manages members whose permissions it holds', async () => {
    const created = await send('POST', '/staff-users', newMember(managerRole, 'invite'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().member.id;
    expect((await send('PATCH', `/staff-users/${id}`, { name: 'Renamed Member' })).statusCode).toBe(200);
    expect((await send('POST', `/staff-users/${id}/deactivate`)).statusCode).toBe(200);
  });
});
