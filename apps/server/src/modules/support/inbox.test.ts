// @postgres: the inbox's counts and ordering in SQL.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, contactInquiries, customers, notifications } from '../../db/schema/index.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let sales: StaffSession;
beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

const staff = (method: 'GET' | 'POST', url: string, payload?: object, session = sales) =>
  app.server.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
const publicPost = (url: string, payload: object) =>
  app.server.inject({ method: 'POST', url, headers: { host: PUBLIC_HOST }, payload, remoteAddress: '203.0.113.9' });

async function startChat(visitorId: string, content = 'Do you draw barns?') {
  await publicPost('/api/chat/messages', { visitorId, content });
  const [row] = await app.database.db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.visitorId, visitorId));
  if (!row) throw new Error('no conversation');
  return row.id;
}

describe('support chats', () => {
  it('lists unread chats first with a preview, opens a thread and marks it read', async () => {
    const first = await startChat('visitor_inbox_00000001', 'First question');
    const second = await startChat('visitor_inbox_00000002', 'Second question');
    await staff('GET', `/api/admin/support/chats/${first}`);
    const list = (await staff('GET', '/api/admin/support/chats')).json();
    expect(list).toMatchObject({ page: 1, pageSize: 25, total: 2 });
    expect(list.chats.map((chat: { id: string }) => chat.id)).toEqual([second, first]);
    expect(list.chats[0]).toMatchObject({ visitorId: '00000002', unread: 1, visitorEmail: null });
    // The preview is the visitor's question, not the automatic reply that followed it.
    expect(list.chats[0].lastMessage).toMatchObject({ sender: 'user', content: 'Second question' });
    expect(list.chats[1].unread).toBe(0);
    const thread = (await staff('GET', `/api/admin/support/chats/${second}`)).json();
    expect(thread.chat.staffReadAt).toEqual(expect.any(String));
    expect(thread.messages.map((m: { sender: string }) => m.sender)).toEqual(['user', 'agent']);
    expect((await staff('GET', '/api/admin/support/chats')).json().chats[0].unread).toBe(0);
  });

  it('shows the page the visitor last wrote from and, by the e-mail they left, the customer', async () => {
    const visitorId = 'visitor_inbox_00000011';
    await publicPost('/api/chat/messages', {
      visitorId,
      content: 'Is the barn 3 m high?',
      page: '/marketplace/barn-1?x=1',
    });
    // A widget that does not say where it is keeps the page known before.
    await publicPost('/api/chat/messages', { visitorId, content: 'And the roof?' });
    await app.database.db
      .insert(customers)
      .values({ id: 'customer-chat-1', email: 'barn.buyer@example.com', name: 'Barn Buyer', country: 'US' });
    await publicPost(`/api/chat/${visitorId}/email`, { email: 'Barn.Buyer@Example.com' });
    const [row] = (await staff('GET', '/api/admin/support/chats?q=roof')).json().chats;
    expect(row).toMatchObject({
      page: '/marketplace/barn-1?x=1',
      customer: { id: 'customer-chat-1', name: 'Barn Buyer' },
    });
    const thread = (await staff('GET', `/api/admin/support/chats/${row.id}`)).json();
    expect(thread.chat).toMatchObject({ page: '/marketplace/barn-1?x=1', customer: { name: 'Barn Buyer' } });
    // A visitor who left no e-mail is no customer, and one who never said where they were has no page.
    const other = (await staff('GET', '/api/admin/support/chats?q=visitor_inbox_00000012')).json();
    expect(other.chats).toEqual([]);
    await startChat('visitor_inbox_00000012', 'Hello');
    const [plain] = (await staff('GET', '/api/admin/support/chats?q=visitor_inbox_00000012')).json().chats;
    expect(plain).toMatchObject({ page: null, customer: null });
  });

  it('searches chats by the words of any message, the e-mail left or the visitor id, wildcards taken literally', async () => {
    await startChat('visitor_inbox_00000013', 'Do you sell a 100% timber cabin?');
    await startChat('visitor_inbox_00000014', 'Do you sell a 1000 m2 villa?');
    const found = async (q: string) =>
      (await staff('GET', `/api/admin/support/chats?q=${encodeURIComponent(q)}`))
        .json()
        .chats.map((chat: { visitorId: string }) => chat.visitorId);
    expect(await found('TIMBER')).toEqual(['00000013']);
    expect(await found('100%')).toEqual(['00000013']);
    expect(await found('00000014')).toEqual(['00000014']);
    expect(await found('Do you sell a 1')).toEqual(['00000014', '00000013']);
    const searched = (await staff('GET', '/api/admin/support/chats?q=timber')).json();
    expect(searched.total).toBe(1);
    expect((await staff('GET', `/api/admin/support/chats?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('refuses a chat message whose page is not a path on this site, and stores nothing', async () => {
    const visitorId = 'visitor_inbox_00000015';
    for (const page of [
      'https://elsewhere.example/x',
      '//elsewhere.example',
      'marketplace',
      '/a b',
      `/${'x'.repeat(500)}`,
    ]) {
      const response = await publicPost('/api/chat/messages', { visitorId, content: 'Hi', page });
      expect(response.statusCode, page).toBe(400);
    }
    const rows = await app.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.visitorId, visitorId));
    expect(rows).toEqual([]);
  });

  it('announces a new chat once, as a notification linking to it', async () => {
    const id = await startChat('visitor_inbox_00000003');
    await publicPost('/api/chat/messages', { visitorId: 'visitor_inbox_00000003', content: 'Again' });
    const rows = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/support/chats/${id}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'new_chat', resource: 'support' });
  });

  it('stores a staff reply under the staff name; a retry with the same actionId adds nothing', async () => {
    const id = await startChat('visitor_inbox_00000004');
    const actionId = randomUUID();
    const reply = await staff('POST', `/api/admin/support/chats/${id}/messages`, { content: ' Yes! ', actionId });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      message: { id: actionId, sender: 'agent', content: 'Yes!', name: 'Test sales', staffUserId: sales.user.id },
      emailed: false,
    });
    await staff('POST', `/api/admin/support/chats/${id}/messages`, { content: 'Yes!', actionId });
    expect((await staff('GET', `/api/admin/support/chats/${id}`)).json().messages).toHaveLength(3);
    const elsewhere = await startChat('visitor_inbox_00000005');
    const clash = await staff('POST', `/api/admin/support/chats/${elsewhere}/messages`, { content: 'x', actionId });
    expect(clash.statusCode).toBe(409);
  });

  it('e-mails the reply when the visitor left an address and has been quiet for two minutes', async () => {
    const visitorId = 'visitor_inbox_00000006';
    const id = await startChat(visitorId);
    const saved = await publicPost(`/api/chat/${visitorId}/email`, { email: 'ann@example.com' });
    expect(saved.statusCode).toBe(200);
    expect((await staff('POST', `/api/admin/support/chats/${id}/messages`, { content: 'Quick' })).json().emailed).toBe(
      false,
    );
    await app.database.db
      .update(chatConversations)
      .set({ lastVisitorMessageAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(chatConversations.id, id));
    const later = await staff('POST', `/api/admin/support/chats/${id}/messages`, { content: 'Here is the plan.' });
    expect(later.json().emailed).toBe(true);
    const mails = await outboxMail(app, 'ann@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message?.text).toContain('Test sales replied to your chat');
    expect(mails[0]?.message?.text).toContain('Here is the plan.');
  });

  it('answers bad input with 4xx and changes nothing', async () => {
    const id = await startChat('visitor_inbox_00000007');
    expect((await staff('POST', `/api/admin/support/chats/${id}/messages`, { content: '  ' })).statusCode).toBe(400);
    expect(
      (await staff('POST', `/api/admin/support/chats/${id}/messages`, { content: 'x', actionId: 'nope' })).statusCode,
    ).toBe(400);
    expect((await staff('POST', '/api/admin/support/chats/nope/messages', { content: 'Hi' })).statusCode).toBe(404);
    expect((await staff('GET', `/api/admin/support/chats/${id}`)).json().messages).toHaveLength(2);
    expect((await publicPost('/api/chat/visitor_inbox_00000007/email', { email: 'nope' })).statusCode).toBe(400);
    expect((await publicPost('/api/chat/bad/email', { email: 'a@example.com' })).statusCode).toBe(400);
  });

  it('lets content editors neither read nor reply', async () => {
    const editor = await createStaffSession(app, 'content_editor');
    expect((await staff('GET', '/api/admin/support/chats', undefined, editor)).statusCode).toBe(403);
    expect((await staff('POST', '/api/admin/support/chats/x/messages', { content: 'Hi' }, editor)).statusCode).toBe(
      403,
    );
  });
});

describe('support inquiries', () => {
  const contact = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'sustainable-design',
    message: 'We are planning a passive house.',
  };

  it('lists, filters, answers once per actionId by e-mail, archives and reopens', async () => {
    const { id } = (await publicPost('/api/contact', contact)).json();
    const [note] = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/support/inquiries/${id}`));
    expect(note).toMatchObject({ kind: 'new_inquiry', resource: 'support' });
    const list = (await staff('GET', '/api/admin/support/inquiries?status=new')).json();
    expect(list.inquiries[0]).toMatchObject({ id, status: 'new', subjectLabel: 'Sustainable Design', replyCount: 0 });

    const actionId = randomUUID();
    const reply = await staff('POST', `/api/admin/support/inquiries/${id}/reply`, { message: 'Gladly.', actionId });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      inquiry: { status: 'answered' },
      replies: [{ staffName: 'Test sales', body: 'Gladly.' }],
    });
    const again = await staff('POST', `/api/admin/support/inquiries/${id}/reply`, { message: 'Gladly.', actionId });
    expect(again.json().replies).toHaveLength(1);
    const mails = (await outboxMail(app, 'grace@example.com')).filter((mail) => mail.kind === 'inquiry-reply');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message).toMatchObject({ subject: 'Re: Sustainable Design' });
    expect(mails[0]?.message?.text).toContain('Gladly.');
    expect((await staff('GET', '/api/admin/support/inquiries?status=new')).json().total).toBe(0);

    const archived = await staff('POST', `/api/admin/support/inquiries/${id}/status`, { action: 'archive' });
    expect(archived.json().inquiry.status).toBe('archived');
    expect((await staff('GET', '/api/admin/support/inquiries?status=archived')).json().inquiries[0].id).toBe(id);
    const reopened = await staff('POST', `/api/admin/support/inquiries/${id}/status`, { action: 'reopen' });
    expect(reopened.json().inquiry.status).toBe('answered');
    const detail = (await staff('GET', `/api/admin/support/inquiries/${id}`)).json();
    expect(detail.inquiry).toMatchObject({ message: contact.message, email: contact.email, phone: null });
  });

  it('answers bad input with 4xx and changes nothing', async () => {
    const { id } = (await publicPost('/api/contact', contact)).json();
    const bad = [
      await staff('POST', `/api/admin/support/inquiries/${id}/reply`, { message: 'Hi' }),
      await staff('POST', `/api/admin/support/inquiries/${id}/reply`, { message: ' ', actionId: randomUUID() }),
      await staff('POST', `/api/admin/support/inquiries/${id}/status`, { action: 'delete' }),
      await staff('GET', '/api/admin/support/inquiries?status=spam'),
    ];
    expect(bad.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    const missing = await staff('POST', '/api/admin/support/inquiries/nope/reply', {
      message: 'Hi',
      actionId: randomUUID(),
    });
    expect(missing.statusCode).toBe(404);
    expect((await staff('GET', '/api/admin/support/inquiries/nope')).statusCode).toBe(404);
    const [row] = await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    expect(row?.status).toBe('new');
  });
});
