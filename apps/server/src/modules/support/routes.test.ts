import { CHAT_AGENT_REPLY } from '@atelier/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactInquiries } from '../../db/schema/index.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession } from '../../test/staff-session.ts';
import { ADMIN_HOST, PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { SUPPORT_RATE_LIMITS } from './service.ts';

const app = useTestApp();

let ipCounter = 1;
/** Each test talks from its own address so the per-client limits do not interfere. */
const freshIp = () => `192.0.2.${ipCounter++}`;

const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, remoteAddress = '198.51.100.1') =>
  app.server.inject({
    method,
    url,
    headers: { host: PUBLIC_HOST },
    remoteAddress,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const visitorId = 'visitor_0123456789abcdef';

describe('chat API', () => {
  it('an unknown visitor has no messages', async () => {
    const response = await inject('GET', '/api/chat/visitor_nobody_000000000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ messages: [] });
  });

  it('stores the message and the agent reply one second later, and returns them on reload', async () => {
    const response = await inject('POST', '/api/chat/messages', { visitorId, content: '  Do you design cabins?  ' });
    expect(response.statusCode).toBe(201);
    const { message, reply } = response.json();
    expect(message).toMatchObject({ sender: 'user', content: 'Do you design cabins?' });
    expect(reply).toMatchObject({ sender: 'agent', content: CHAT_AGENT_REPLY, name: expect.any(String) });
    expect(Date.parse(reply.timestamp) - Date.parse(message.timestamp)).toBe(1000);

    await inject('POST', '/api/chat/messages', { visitorId, content: 'And offices?' });
    const history = (await inject('GET', `/api/chat/${visitorId}`)).json().messages;
    // Oldest first by timestamp: both messages were sent within the second before the first reply.
    expect(history.map((item: { sender: string; content: string }) => [item.sender, item.content])).toEqual([
      ['user', 'Do you design cabins?'],
      ['user', 'And offices?'],
      ['agent', CHAT_AGENT_REPLY],
      ['agent', CHAT_AGENT_REPLY],
    ]);
    const times = history.map((item: { timestamp: string }) => Date.parse(item.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('keeps visitors apart', async () => {
    await inject('POST', '/api/chat/messages', { visitorId: 'visitor_other_00000000', content: 'Hello' });
    const history = (await inject('GET', '/api/chat/visitor_other_00000000')).json().messages;
    expect(history).toHaveLength(2);
  });

  it('refuses blank, over-long and badly addressed messages with field messages', async () => {
    const blank = await inject('POST', '/api/chat/messages', { visitorId, content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.content).toBe('Please type a message.');
    const long = await inject('POST', '/api/chat/messages', { visitorId, content: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    const badId = await inject('POST', '/api/chat/messages', { visitorId: 'x', content: 'Hi' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields.visitorId).toBeDefined();
    expect((await inject('GET', '/api/chat/bad%20id')).statusCode).toBe(400);
  });

  it('limits messages per client address with a 429 JSON error', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await inject('POST', '/api/chat/messages', { visitorId: 'visitor_burst_000000000', content: `m${i}` }, ip))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    const refused = await inject('POST', '/api/chat/messages', { visitorId, content: 'one more' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Too many') });
  });
});

describe('POST /api/contact', () => {
  const valid = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+1 212 555 0100',
    subject: 'sustainable-design',
    message: 'We are planning a passive house in the Catskills.',
  };

  it('stores the inquiry and queues an acknowledgement email', async () => {
    const response = await inject('POST', '/api/contact', valid, freshIp());
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [stored] = await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    expect(stored).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com', subject: 'sustainable-design' });
    const mails = await outboxMail(app, 'grace@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'contact-ack', status: 'stored', subject: 'We received your message' });
    expect(mails[0]?.message?.text).toContain('Dear Grace Hopper,');
    // Only the studio reads the message: the acknowledgement goes to whatever address was typed.
    expect(mails[0]?.message?.text).not.toContain('passive house');
  });

  it('answers bad input with field messages, never a 500', async () => {
    const response = await inject('POST', '/api/contact', { ...valid, email: 'nope', message: '' }, freshIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'Please enter a valid email address.',
      message: 'Please write at least 10 characters.',
    });
    for (const payload of [[], 'plain text', { name: 42 }]) {
      const odd = await app.server.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { host: PUBLIC_HOST, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(odd.statusCode).toBe(400);
    }
    const broken = await app.server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: PUBLIC_HOST, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('limits submissions per client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await inject('POST', '/api/contact', valid, ip)).statusCode).toBe(201);
    const refused = await inject('POST', '/api/contact', valid, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await inject('POST', '/api/contact', valid, freshIp())).statusCode).toBe(201);
  });

  it('acknowledges a mailbox a few times, however the address is spelt, and keeps every message for staff', async () => {
    const { limit } = SUPPORT_RATE_LIMITS.acknowledgementsPerRecipient;
    const spellings = ['Target@Example.com', 'target+1@example.com', 'TARGET+x@Example.COM', 'target@example.com'];
    const ids: string[] = [];
    for (let index = 0; index <= limit; index += 1) {
      const email = spellings[index % spellings.length] ?? '';
      const response = await inject('POST', '/api/contact', { ...valid, email }, freshIp());
      // The answer is the same whether a mail went out or not.
      expect(response.statusCode).toBe(201);
      expect(Object.keys(response.json())).toEqual(['id']);
      ids.push(response.json().id);
    }
    const acknowledgements = (await outboxMail(app)).filter(
      (mail) => mail.kind === 'contact-ack' && mail.to.toLowerCase().includes('target'),
    );
    expect(acknowledgements).toHaveLength(limit);
    const stored = await app.database.db.select().from(contactInquiries).where(inArray(contactInquiries.id, ids));
    expect(stored).toHaveLength(limit + 1);
    // Another mailbox is acknowledged as usual.
    await inject('POST', '/api/contact', { ...valid, email: 'someone-else@example.com' }, freshIp());
    expect(await outboxMail(app, 'someone-else@example.com')).toHaveLength(1);
  });
});

describe('staff support listings', () => {
  const adminGet = (url: string, headers: Record<string, string> = {}) =>
    app.server.inject({ method: 'GET', url, headers: { host: ADMIN_HOST, ...headers } });

  it('need a staff session', async () => {
    for (const url of ['/api/admin/support/chats', '/api/admin/support/inquiries', '/api/admin/support/chats/x']) {
      expect((await adminGet(url)).statusCode).toBe(401);
    }
  });

  it('are not served on the public host', async () => {
    const response = await app.server.inject({ url: '/api/admin/support/inquiries', headers: { host: PUBLIC_HOST } });
    expect(response.statusCode).toBe(404);
  });

  it('list conversations, their messages and inquiries for staff who may read support', async () => {
    const session = await createStaffSession(app, 'sales');
    const conversations = (await adminGet('/api/admin/support/chats', session.headers)).json().chats;
    const mine = conversations.find((item: { visitorId: string }) => item.visitorId === visitorId.slice(-8));
    expect(mine.unread).toBe(2);
    const messages = (await adminGet(`/api/admin/support/chats/${mine.id}`, session.headers)).json();
    expect(messages.messages).toHaveLength(4);
    expect((await adminGet('/api/admin/support/chats/nope', session.headers)).statusCode).toBe(404);
    const inquiries = (await adminGet('/api/admin/support/inquiries', session.headers)).json().inquiries;
    expect(inquiries.length).toBeGreaterThan(0);
    const editor = await createStaffSession(app, 'content_editor');
    expect((await adminGet('/api/admin/support/inquiries', editor.headers)).statusCode).toBe(403);
  });
});
