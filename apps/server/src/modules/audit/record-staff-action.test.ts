import { randomUUID } from 'node:crypto';
import type { StaffDesign } from '@atelier/domain/design-admin';
import type { ShopSettingsResponse } from '@atelier/domain/shop-settings';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema/index.ts';
import { placeTestOrder } from '../../test/orders.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let admin: StaffSession;

beforeAll(async () => {
  admin = await createStaffSession(app, 'super_admin');
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
interface Answer {
  statusCode: number;
  body: string;
  json<T>(): T;
}
type Send = (method: Method, url: string, payload?: object) => Promise<Answer>;

/** Requests of the super admin, all from one client address. */
const from =
  (ip: string): Send =>
  (method, url, payload) =>
    app.server.inject({ method, url, headers: admin.headers, remoteAddress: ip, ...(payload ? { payload } : {}) });

/** One staff write of each kind that audits, and the action its audit row names. */
const writes: { kind: string; action: string; write: (send: Send) => Promise<Answer> }[] = [
  {
    kind: 'content change',
    action: 'site.legal',
    write: (send) =>
      send('PUT', '/api/admin/content/site/legal/licence', {
        title: 'Plan licence',
        body: 'You may build this design once, on one site, for yourself or for one client of yours.',
      }),
  },
  {
    kind: 'design change',
    action: 'design.update',
    write: async (send) => {
      const [first] = (await send('GET', '/api/admin/designs')).json<{ designs: { id: string }[] }>().designs;
      const design = (await send('GET', `/api/admin/designs/${first?.id}`)).json<{ design: StaffDesign }>().design;
      const { title, description, priceCents, categoryId, locationId, buildingTypeId } = design;
      const { environmentalConditions, featured, area, stories, bedrooms, bathrooms } = design;
      const { widthFt, depthFt, garageBays, foundation, roofType, style, status, version } = design;
      return send('PUT', `/api/admin/designs/${design.id}`, {
        ...{ title: `${title} (revised)`, description, priceCents, categoryId, locationId, buildingTypeId },
        ...{ environmentalConditions, featured, area, stories, bedrooms, bathrooms, widthFt, depthFt },
        ...{ garageBays, foundation, roofType, style, status, version },
      });
    },
  },
  {
    kind: 'catalogue change',
    action: 'category.create',
    write: async (send) => {
      const { services } = (await send('GET', '/api/admin/categories')).json<{ services: { id: string }[] }>();
      return send('POST', '/api/admin/categories', { label: 'Boathouses', serviceId: services[0]?.id });
    },
  },
  {
    kind: 'settings change',
    action: 'settings.update',
    write: async (send) => {
      const { settings, version } = (await send('GET', '/api/admin/settings')).json<ShopSettingsResponse>();
      return send('PUT', '/api/admin/settings', {
        ...settings,
        studio: { ...settings.studio, name: 'Audited Studio' },
        version,
      });
    },
  },
  {
    kind: 'backup',
    action: 'backup.schedule_update',
    write: (send) => send('PUT', '/api/admin/backups/schedule', { enabled: false, hour: 3, retention: 4 }),
  },
  {
    kind: 'staff change',
    action: 'staff_role.create',
    write: (send) =>
      send('POST', '/api/admin/staff-roles', {
        name: 'Audited role',
        permissions: [{ resource: 'orders', action: 'read' }],
      }),
  },
  {
    kind: 'two-factor policy',
    action: 'mfa.policy',
    write: (send) => send('PUT', '/api/admin/staff-mfa-policy', { requiredRoles: [] }),
  },
  {
    kind: 'own profile',
    action: 'profile.update',
    write: (send) => send('PATCH', '/api/admin/profile', { name: 'Audited Admin' }),
  },
  {
    kind: 'order action',
    action: 'order.note',
    write: async (send) => {
      const { orderNumber } = await placeTestOrder(app);
      return send('POST', `/api/admin/orders/${orderNumber}/notes`, { note: 'Called back.', actionId: randomUUID() });
    },
  },
];

describe('every staff write that audits', () => {
  it.each(writes.map((entry, index) => ({ ...entry, ip: `203.0.113.${index + 10}` })))(
    'records who made a $kind, and from which address',
    async ({ action, write, ip }) => {
      const answer = await write(from(ip));
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      const [row] = await app.database.db
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.staffUserId, admin.user.id)))
        .orderBy(desc(staffAuditLog.id))
        .limit(1);
      expect(row).toMatchObject({ staffUserId: admin.user.id, staffName: expect.any(String), ip });
    },
  );
});
