import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactInquiries, designs, notifications } from '../../db/schema/index.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession } from '../../test/staff-session.ts';
import { ADMIN_HOST, PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let design: { id: string; title: string };
beforeAll(async () => {
  const [first] = await app.database.db.select({ id: designs.id, title: designs.title }).from(designs).limit(1);
  if (!first) throw new Error('The seeded catalogue has no designs.');
  design = first;
});

let ipCounter = 1;
const freshIp = () => `192.0.2.${ipCounter++}`;

const post = (payload: unknown, remoteAddress = freshIp()) =>
  app.server.inject({
    method: 'POST',
    url: '/api/modification-requests',
    headers: { host: PUBLIC_HOST, 'content-type': 'application/json' },
    remoteAddress,
    payload: JSON.stringify(payload),
  });

const storedCount = async () => (await app.database.db.select({ n: count() }).from(contactInquiries))[0]?.n ?? 0;

const valid = () => ({
  designId: design.id,
  changes: 'Add a fourth bedroom over the garage and widen the kitchen.',
  lotSize: '60 × 120 ft',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
});

describe('POST /api/modification-requests', () => {
  it('stores an inquiry linked to the design, acknowledges it by e-mail and tells staff', async () => {
    const response = await post(valid());
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [stored] = await app.database.db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
    expect(stored).toMatchObject({
      designId: design.id,
      subject: 'plan-modification',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      status: 'new',
      message: 'Add a fourth bedroom over the garage and widen the kitchen.\n\nLot size: 60 × 120 ft',
    });
    const mails = await outboxMail(app, 'ada@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'contact-ack', subject: 'We received your message' });
    expect(mails[0]?.message?.text).toContain('"Plan modification"');
    const [note] = await app.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/support/inquiries/${id}`));
    expect(note).toMatchObject({ kind: 'new_inquiry', resource: 'support' });
  });

  it('shows staff which design the inquiry is about', async () => {
    const { id } = (await post({ ...valid(), lotSize: '' })).json();
    const session = await createStaffSession(app, 'sales');
    const get = (url: string) =>
      app.server.inject({ method: 'GET', url, headers: { ...session.headers, host: ADMIN_HOST } });
    const detail = (await get(`/api/admin/support/inquiries/${id}`)).json();
    expect(detail.inquiry).toMatchObject({ subjectLabel: 'Plan modification', design });
    expect(detail.inquiry.message).toBe('Add a fourth bedroom over the garage and widen the kitchen.');
    const list = (await get('/api/admin/support/inquiries')).json().inquiries;
    expect(list.find((item: { id: string }) => item.id === id)?.design).toEqual(design);

    const contact = await app.server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: PUBLIC_HOST },
      remoteAddress: freshIp(),
      payload: { name: 'Grace', email: 'grace@example.com', subject: 'general', message: 'A general question.' },
    });
    const general = (await get(`/api/admin/support/inquiries/${contact.json().id}`)).json();
    expect(general.inquiry.design).toBeNull();
  });

  it('answers bad input with field messages and stores nothing', async () => {
    const before = await storedCount();
    const bad = await post({ ...valid(), changes: 'short', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      changes: 'Please write at least 10 characters.',
      email: 'Please enter a valid email address.',
    });
    const unknown = await post({ ...valid(), designId: 'design-does-not-exist' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ designId: 'This design does not exist.' });
    for (const payload of [[], 'plain text', { designId: 42 }, { ...valid(), lotSize: 'x'.repeat(101) }]) {
      expect((await post(payload)).statusCode).toBe(400);
    }
    const broken = await app.server.inject({
      method: 'POST',
      url: '/api/modification-requests',
      headers: { host: PUBLIC_HOST, 'content-type': 'application/json' },
      payload: '{"designId":',
    });
    expect(broken.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('shares the contact form rate limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post(valid(), ip)).statusCode).toBe(201);
    const refused = await post(valid(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });
});
