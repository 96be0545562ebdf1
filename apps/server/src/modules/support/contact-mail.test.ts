import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, designs } from '../../db/schema/index.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let sales: StaffSession;
beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

let ipCounter = 1;
const publicPost = (url: string, payload: object) =>
  app.server.inject({
    method: 'POST',
    url,
    headers: { host: PUBLIC_HOST },
    payload,
    remoteAddress: `192.0.2.${ipCounter++}`,
  });

const linkyName = 'https://evil.example/pay';
const spam = 'Your account is locked. Pay the fee at http://evil.example/pay or www.evil.example today.';

describe('mail about what a visitor typed', () => {
  it('the contact acknowledgement does not quote the message, and defuses a name that looks like a link', async () => {
    const to = 'victim@example.com';
    const response = await publicPost('/api/contact', {
      name: linkyName,
      email: to,
      subject: 'general',
      message: spam,
    });
    expect(response.statusCode).toBe(201);
    const [mail, ...more] = await outboxMail(app, to);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'contact-ack', subject: 'We received your message' });
    const text = mail?.message?.text ?? '';
    expect(text).toContain('Dear https[:]//evil[.]example/pay,');
    expect(text).toContain('Thank you for contacting Atelier Plans about "General inquiry".');
    expect(text).not.toContain('Your account is locked');
    expect(text).not.toMatch(/evil\.example/);
    expect(mail?.message?.html).toBeUndefined();
    // Staff still read the whole message in the inbox.
    const { id } = response.json();
    const detail = await app.server.inject({ url: `/api/admin/support/inquiries/${id}`, headers: sales.headers });
    expect(detail.json().inquiry.message).toBe(spam);
  });

  it('the acknowledgement of a modification request does not quote the requested changes', async () => {
    const [design] = await app.database.db.select({ id: designs.id }).from(designs).limit(1);
    const to = 'victim-modify@example.com';
    const response = await publicPost('/api/modification-requests', {
      designId: design?.id,
      changes: spam,
      lotSize: 'www.evil.example',
      name: 'Ada Lovelace',
      email: to,
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await outboxMail(app, to);
    expect(mail?.message?.text).toContain('"Plan modification"');
    expect(mail?.message?.text).not.toContain('Your account is locked');
    expect(mail?.message?.text).not.toContain('evil');
  });

  it('a staff reply quotes the inquiry with its links defused', async () => {
    const to = 'asker@example.com';
    const { id } = (
      await publicPost('/api/contact', { name: 'www.evil.example', email: to, subject: 'general', message: spam })
    ).json();
    const reply = await app.server.inject({
      method: 'POST',
      url: `/api/admin/support/inquiries/${id}/reply`,
      headers: sales.headers,
      payload: { message: 'We never ask for fees by e-mail.', actionId: randomUUID() },
    });
    expect(reply.statusCode).toBe(200);
    const [mail] = (await outboxMail(app, to)).filter((row) => row.kind === 'inquiry-reply');
    const text = mail?.message?.text ?? '';
    expect(text).toContain('Dear www[.]evil[.]example,');
    expect(text).toContain('We never ask for fees by e-mail.');
    expect(text).toContain(
      '> Your account is locked. Pay the fee at http[:]//evil[.]example/pay or www[.]evil[.]example today.',
    );
    expect(text).not.toMatch(/evil\.example/);
  });

  it('a chat reply by e-mail carries the staff reply only, never the visitor transcript', async () => {
    const visitorId = 'visitor_mail_000000001';
    await publicPost('/api/chat/messages', { visitorId, content: spam });
    await publicPost(`/api/chat/${visitorId}/email`, { email: 'chat-victim@example.com' });
    const [conversation] = await app.database.db
      .update(chatConversations)
      .set({ lastVisitorMessageAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(chatConversations.visitorId, visitorId))
      .returning();
    const sent = await app.server.inject({
      method: 'POST',
      url: `/api/admin/support/chats/${conversation?.id}/messages`,
      headers: sales.headers,
      payload: { content: 'Happy to help.' },
    });
    expect(sent.json().emailed).toBe(true);
    const [mail] = await outboxMail(app, 'chat-victim@example.com');
    expect(mail?.message?.text).toContain('Happy to help.');
    expect(mail?.message?.text).not.toContain('Your account is locked');
  });
});
