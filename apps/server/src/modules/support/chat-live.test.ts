// @postgres: raw SQL.
import { CHAT_AGENT_REPLY } from '@atelier/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../db/schema/index.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { ADMIN_HOST, createTestApp, PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let origin: string;
let sales: StaffSession;
beforeAll(async () => {
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
  sales = await createStaffSession(app, 'sales');
});

const visitorId = 'visitor_live_000000001';
const post = (url: string, payload: object, headers: Record<string, string> = { host: PUBLIC_HOST }) =>
  app.server.inject({ method: 'POST', url, headers, payload });

describe('the visitor event stream (one process, PGlite)', () => {
  it('delivers the automatic reply and a staff reply with the agent name, never the visitor’s own message', async () => {
    const stream = await openEventStream(`${origin}/api/chat/${visitorId}/events`, { host: PUBLIC_HOST });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toContain('text/event-stream');
      expect(stream.headers['content-encoding']).toBeUndefined();
      const sent = (await post('/api/chat/messages', { visitorId, content: 'Hello there' })).json();
      const auto = await stream.next('message', 2_500);
      expect(auto.data).toMatchObject({ id: sent.reply.id, sender: 'agent', content: CHAT_AGENT_REPLY });
      expect(auto.id).toBe(sent.reply.id);

      const chats = (await app.server.inject({ url: '/api/admin/support/chats', headers: sales.headers })).json();
      const chat = chats.chats.find((item: { visitorId: string }) => item.visitorId === visitorId.slice(-8));
      const started = Date.now();
      const reply = await post(
        `/api/admin/support/chats/${chat.id}/messages`,
        { content: 'Hi, I am here.' },
        sales.headers,
      );
      expect(reply.statusCode).toBe(201);
      const live = await stream.next('message', 2_000);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(live.data).toMatchObject({ sender: 'agent', content: 'Hi, I am here.', name: 'Test sales' });
      expect(stream.received.filter((item) => item.event === 'message')).toHaveLength(2);
    } finally {
      stream.close();
    }
  });

  it('keeps visitors apart and refuses a bad visitor id', async () => {
    const other = await openEventStream(`${origin}/api/chat/visitor_live_000000002/events`, { host: PUBLIC_HOST });
    try {
      await post('/api/chat/messages', { visitorId, content: 'Only mine' });
      await expect(other.next('message', 1_500)).rejects.toThrow(/no 'message' event/);
    } finally {
      other.close();
    }
    const bad = await app.server.inject({ url: '/api/chat/bad%20id/events', headers: { host: PUBLIC_HOST } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a client that did not ask for a stream with an empty one that ends', async () => {
    const response = await app.server.inject({ url: `/api/chat/${visitorId}/events`, headers: { host: PUBLIC_HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('retry: 3000\n\n');
  });
});

describe('the staff event stream', () => {
  it('needs a session', async () => {
    const response = await app.server.inject({ url: '/api/admin/events', headers: { host: ADMIN_HOST } });
    expect(response.statusCode).toBe(401);
  });

  it('tells support readers about chats and notifications, and makes the widget say Online', async () => {
    await app.database.db
      .insert(settings)
      .values({ key: 'chat_opening_hours', value: { timeZone: 'UTC', days: {} } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { timeZone: 'UTC', days: {} } } });
    // The reply sent by the first test counted as presence: start from nobody at the inbox.
    await app.database.db.execute(sql`delete from staff_presence`);
    const status = async () =>
      (await app.server.inject({ url: '/api/chat/status', headers: { host: PUBLIC_HOST } })).json();
    expect(await status()).toEqual({ online: false, backAt: null });

    const stream = await openEventStream(`${origin}/api/admin/events`, { host: ADMIN_HOST, cookie: sales.cookie });
    const editor = await createStaffSession(app, 'content_editor');
    const editorStream = await openEventStream(`${origin}/api/admin/events`, {
      host: ADMIN_HOST,
      cookie: editor.cookie,
    });
    try {
      expect(stream.status).toBe(200);
      await post('/api/chat/messages', { visitorId: 'visitor_live_000000003', content: 'New here' });
      const chat = await stream.next('chat');
      expect(chat.data).toEqual({ conversationId: expect.any(String), messageId: expect.any(String) });
      const notification = await stream.next('notification');
      expect(notification.data).toEqual({ id: expect.any(Number) });
      await expect(editorStream.next('chat', 500)).rejects.toThrow();
      expect(editorStream.received.filter((item) => item.event === 'notification')).toEqual([]);
      expect(await status()).toEqual({ online: true, backAt: null });
    } finally {
      stream.close();
      editorStream.close();
    }
  });
});

describe('server close', () => {
  it('ends open streams instead of hanging', async () => {
    const extra = await createTestApp();
    const address = await extra.server.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${address}/api/chat/${visitorId}/events`, { host: PUBLIC_HOST });
    expect(stream.status).toBe(200);
    const started = Date.now();
    await extra.close();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('presence from answering', () => {
  it('a staff reply makes the widget say Online, even outside opening hours with no admin page open', async () => {
    const closed = { timeZone: 'UTC', days: {} };
    await app.database.db
      .insert(settings)
      .values({ key: 'chat_opening_hours', value: closed })
      .onConflictDoUpdate({ target: settings.key, set: { value: closed } });
    await app.database.db.execute(sql`delete from staff_presence`);
    const status = async () =>
      (await app.server.inject({ url: '/api/chat/status', headers: { host: PUBLIC_HOST } })).json();
    expect(await status()).toEqual({ online: false, backAt: null });

    const visitor = 'visitor_live_000000009';
    await post('/api/chat/messages', { visitorId: visitor, content: 'Anyone there?' });
    const chats = (await app.server.inject({ url: '/api/admin/support/chats', headers: sales.headers })).json();
    const chat = chats.chats.find((item: { visitorId: string }) => item.visitorId === visitor.slice(-8));
    const reply = await post(`/api/admin/support/chats/${chat.id}/messages`, { content: 'Yes, here.' }, sales.headers);
    expect(reply.statusCode).toBe(201);
    expect(await status()).toEqual({ online: true, backAt: null });
  });
});
