import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { checkoutBody, postCheckout } from '../../test/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEmailService } from './service.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];
let app: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Atelier Plans <orders@atelier.test>' });
});
afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('email', () => {
  it('sends the order confirmation through SMTP and records it as sent', async () => {
    const { orderNumber } = (await postCheckout(app, checkoutBody({ email: 'smtp-buyer@example.com' }))).json();
    const message = received.find((entry) => entry.to.includes('smtp-buyer@example.com'));
    expect(message?.from).toBe('orders@atelier.test');
    expect(message?.raw).toContain(`Subject: Your order ${orderNumber}`);
    const [row] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'smtp-buyer@example.com'));
    expect(row).toMatchObject({ status: 'sent', kind: 'order_confirmation' });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a message it could not send in the outbox as failed, without throwing', async () => {
    const email = createEmailService(app.database.db, {
      SMTP_URL: 'smtp://127.0.0.1:1',
      MAIL_FROM: 'x <x@example.com>',
    });
    await email.send({ kind: 'test', to: 'nobody@example.com', subject: 'Hello', text: 'Hi' });
    const [row] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'nobody@example.com'));
    expect(row).toMatchObject({ status: 'failed', subject: 'Hello' });
    expect(row?.error).toBeTruthy();
  });

  it('without SMTP every message goes to the outbox', async () => {
    const email = createEmailService(app.database.db);
    await email.send({
      kind: 'contact_ack',
      to: 'outbox-only@example.com',
      subject: 'Thanks',
      text: 'We got it',
      html: '<p>We got it</p>',
    });
    const [row] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'outbox-only@example.com'));
    expect(row).toMatchObject({ status: 'stored', kind: 'contact_ack', text: 'We got it', html: '<p>We got it</p>' });
  });
});
