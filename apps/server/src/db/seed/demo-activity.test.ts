import type { NotificationFeed } from '@atelier/domain/notifications';
import type { ShellBadges } from '@atelier/domain/shell';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { orders } from '../schema/index.ts';
import { seedDemoActivity } from './demo-activity.ts';

let app: TestApp;
let admin: StaffSession;
let editor: StaffSession;

const staffGet = async <T>(session: StaffSession, url: string) =>
  (await app.server.inject({ method: 'GET', url, headers: session.headers })).json<T>();

beforeAll(async () => {
  app = await createTestApp();
  admin = await createStaffSession(app, 'super_admin');
  editor = await createStaffSession(app, 'content_editor');
  const options = { accessTokenHash: (orderId: string) => `hash-of-${orderId}` };
  await seedDemoActivity(app.database.db, options);
  // A restart must not add the activity again.
  await seedDemoActivity(app.database.db, options);
});

afterAll(() => app.close());

describe('demo activity', () => {
  it('holds exactly 12 orders awaiting staff action and 3 unread notifications (SPEC §9 badges)', async () => {
    expect(await staffGet<ShellBadges>(admin, '/api/admin/badges')).toEqual({ ordersAwaitingAction: 12 });
    const feed = await staffGet<NotificationFeed>(admin, '/api/admin/notifications');
    expect(feed.unread).toBe(3);
    expect(feed.notifications.map((item) => item.title)).toEqual([
      'New order received',
      'New customer inquiry',
      'Payment received',
    ]);
    const [all] = await app.database.db.select({ total: count() }).from(orders);
    expect(all?.total).toBe(20);
  });

  it('shows an editor neither order counts nor order and support notifications', async () => {
    expect(await staffGet<ShellBadges>(editor, '/api/admin/badges')).toEqual({ ordersAwaitingAction: null });
    expect((await staffGet<NotificationFeed>(editor, '/api/admin/notifications')).unread).toBe(0);
  });
});
