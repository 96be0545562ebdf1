// @postgres: concurrent requests.
import type { NotificationFeed } from '@atelier/domain/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { notifyStaff } from './notify.ts';

const app = useTestApp();
let sales: StaffSession;
let editor: StaffSession;
let admin: StaffSession;

const feedOf = async (session: StaffSession) =>
  (
    await app.server.inject({ method: 'GET', url: '/api/admin/notifications', headers: session.headers })
  ).json<NotificationFeed>();

beforeAll(async () => {
  [sales, editor, admin] = await Promise.all([
    createStaffSession(app, 'sales'),
    createStaffSession(app, 'content_editor'),
    createStaffSession(app, 'super_admin'),
  ]);
  const db = app.database.db;
  await notifyStaff(db, { kind: 'new_order', title: 'New order received', detail: 'AP-1', link: '/orders/AP-1' });
  await notifyStaff(db, { kind: 'new_inquiry', title: 'New customer inquiry', detail: 'Ann', link: '/support' });
  await notifyStaff(db, { kind: 'payment_received', title: 'Payment received', detail: 'AP-2', link: '/orders/AP-2' });
});

describe('staff notifications', () => {
  it('shows each staff member only what they may access, newest first', async () => {
    const salesFeed = await feedOf(sales);
    expect(salesFeed.unread).toBe(3);
    expect(salesFeed.notifications.map((item) => item.title)).toEqual([
      'Payment received',
      'New customer inquiry',
      'New order received',
    ]);
    const editorFeed = await feedOf(editor);
    expect(editorFeed).toEqual({ unread: 0, notifications: [] });
  });

  it('keeps read state per staff member, and refuses what the viewer may not see', async () => {
    const [first] = (await feedOf(sales)).notifications;
    if (!first) throw new Error('no notification');
    const read = await app.server.inject({
      method: 'POST',
      url: `/api/admin/notifications/${first.id}/read`,
      headers: sales.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<NotificationFeed>().unread).toBe(2);
    expect((await feedOf(admin)).unread).toBe(3);

    const hidden = await app.server.inject({
      method: 'POST',
      url: `/api/admin/notifications/${first.id}/read`,
      headers: editor.headers,
    });
    expect(hidden.statusCode).toBe(404);
    const garbage = await app.server.inject({
      method: 'POST',
      url: '/api/admin/notifications/not-a-number/read',
      headers: sales.headers,
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('marks all read, twice without harm', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/admin/notifications/read-all',
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<NotificationFeed>().unread).toBe(0);
    }
    expect((await feedOf(sales)).unread).toBe(2);
  });

  it('needs a session', async () => {
    const response = await app.server.inject({
      method: 'GET',
      url: '/api/admin/notifications',
      headers: { host: sales.headers.host ?? '' },
    });
    expect(response.statusCode).toBe(401);
  });
});
