// @postgres: concurrent requests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications } from '../../db/schema/index.ts';
import { checkoutBody, postCheckout } from '../../test/orders.ts';
import { mailBody, startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { tempDir } from '../../test/temp-dir.ts';
import { createTestApp, serviceContext, type TestApp } from '../../test/test-app.ts';
import { enqueueEmail } from './outbox.ts';
import { MAX_ATTEMPTS } from './outbox-worker.ts';
import { createEmailService } from './service.ts';

let smtp: TestSmtp;
let app: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Atelier Plans <orders@atelier.test>' });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const received = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const outboxRows = (address: string) =>
  app.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, address)).orderBy(emailOutbox.createdAt);
/** As if the retry delay had passed. */
const makeDue = (id: string) =>
  app.database.db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
    .where(eq(emailOutbox.id, id));

/** Another process's e-mail service on the same database, rendering a kind the server does not know. */
function otherProcess(kind: string, smtpUrl: string, from = 'studio@atelier.test') {
  const email = createEmailService(app.database.db, { SMTP_URL: smtpUrl, MAIL_FROM: `Studio <${from}>` });
  email.register({ [kind]: async (params) => ({ subject: `Note ${params.n ?? ''}`, text: 'Hello' }) });
  email.start(serviceContext(app));
  return email;
}

describe('order e-mail through SMTP', () => {
  it('sends the confirmation and the download links, and no outbox column holds a bearer secret', async () => {
    const address = 'smtp-buyer@example.com';
    const { orderNumber, confirmationUrl } = (await postCheckout(app, checkoutBody({ email: address }))).json();
    await app.services.orders.markPaid(orderNumber, serviceContext(app));
    const token = new URL(confirmationUrl, 'http://x').searchParams.get('token') ?? '';
    const downloads =
      (await app.services.orders.buyerOrder(orderNumber, { token }, serviceContext(app)))?.downloads ?? [];
    expect(downloads).toHaveLength(2);
    await app.services.email.deliverDue();

    const confirmation = received(address).find((mail) => mail.raw.includes(`Subject: Your order ${orderNumber}`));
    const receipt = received(address).find((mail) => mail !== confirmation);
    expect(received(address)).toHaveLength(2);
    expect(confirmation?.from).toBe('orders@atelier.test');
    expect(mailBody(confirmation)).toContain(`${app.env.publicOrigin}${confirmationUrl}`);
    for (const link of downloads) {
      expect(mailBody(receipt)).toContain(`${app.env.publicOrigin}${link.url}`);
    }
    const rows = await outboxRows(address);
    expect(rows.map(({ kind, status, attempts }) => ({ kind, status, attempts }))).toEqual([
      { kind: 'order_confirmation', status: 'sent', attempts: 1 },
      { kind: 'payment_received', status: 'sent', attempts: 1 },
    ]);
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);

    const stored = JSON.stringify(await app.database.db.select().from(emailOutbox));
    expect(token.length).toBeGreaterThan(20);
    expect(stored).not.toContain(token);
    for (const link of downloads) {
      const downloadToken = link.url.replace('/download/', '');
      expect(stored).not.toContain(downloadToken);
      expect(stored).not.toContain(downloadToken.split('.')[1]);
    }
  });
});

describe('the outbox', () => {
  it('never sends a mail queued in a transaction that rolled back', async () => {
    const address = 'rolled-back@example.com';
    await expect(
      app.database.db.transaction(async (tx) => {
        await enqueueEmail(tx, { kind: 'contact-ack', to: address, params: { inquiryId: 'none' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await app.services.email.deliverDue();
    expect(await outboxRows(address)).toEqual([]);
    expect(received(address)).toEqual([]);
  });

  it('delivers a confirmation left pending when the process stopped right after the order committed', async () => {
    const address = 'crashed@example.com';
    await app.services.email.stop();
    try {
      expect((await postCheckout(app, checkoutBody({ email: address }))).statusCode).toBe(201);
      expect(await outboxRows(address)).toMatchObject([{ status: 'pending', attempts: 0 }]);
      expect(received(address)).toEqual([]);
    } finally {
      // The restarted process.
      app.services.email.start(serviceContext(app));
    }
    await app.services.email.deliverDue();
    expect(await outboxRows(address)).toMatchObject([{ status: 'sent', attempts: 1 }]);
    expect(received(address)).toHaveLength(1);
  });

  it('sends again a message whose sender died mid-send, once its claim has expired', async () => {
    const address = 'mid-send@example.com';
    await app.services.email.stop();
    try {
      await postCheckout(app, checkoutBody({ email: address }));
      const [row] = await outboxRows(address);
      // What a process that claimed the row and then died leaves behind, after the lease ran out.
      await app.database.db
        .update(emailOutbox)
        .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() - 1_000) })
        .where(eq(emailOutbox.id, row?.id ?? ''));
    } finally {
      app.services.email.start(serviceContext(app));
    }
    await app.services.email.deliverDue();
    expect(await outboxRows(address)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    expect(received(address)).toHaveLength(1);
  });

  it('retries a message the mail server refused; it ends sent after the second attempt', async () => {
    const address = 'retry@example.com';
    smtp.refuseNext(1);
    expect((await postCheckout(app, checkoutBody({ email: address }))).statusCode).toBe(201);
    await app.services.email.deliverDue();
    const [refused] = await outboxRows(address);
    expect(refused).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: expect.stringContaining('try again later'),
    });
    const retryInMs = (refused?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(retryInMs).toBeGreaterThan(50_000);
    expect(retryInMs).toBeLessThanOrEqual(60_000);
    expect(received(address)).toEqual([]);

    await makeDue(refused?.id ?? '');
    await app.services.email.deliverDue();
    expect(await outboxRows(address)).toMatchObject([{ status: 'sent', attempts: 2 }]);
    expect(received(address)).toHaveLength(1);
  });

  it('backs off 1, 2, 4 … minutes, at most an hour, and gives up after eight attempts', async () => {
    const address = 'unreachable@example.com';
    const email = otherProcess('unreachable-note', 'smtp://127.0.0.1:1');
    try {
      await enqueueEmail(app.database.db, { kind: 'unreachable-note', to: address, params: {} });
      const waits: number[] = [];
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await email.deliverDue();
        const [row] = await outboxRows(address);
        expect(row).toMatchObject({ attempts: attempt, status: attempt < MAX_ATTEMPTS ? 'pending' : 'failed' });
        expect(row?.error).toBeTruthy();
        waits.push(Math.round(((row?.nextAttemptAt.getTime() ?? 0) - Date.now()) / 60_000));
        await makeDue(row?.id ?? '');
      }
      expect(waits.slice(0, MAX_ATTEMPTS - 1)).toEqual([1, 2, 4, 8, 16, 32, 60]);
      await email.deliverDue();
      expect(await outboxRows(address)).toMatchObject([{ status: 'failed', attempts: MAX_ATTEMPTS }]);
      const told = await app.database.db.select().from(notifications).where(eq(notifications.kind, 'email_failed'));
      expect(told).toMatchObject([{ resource: 'orders', detail: `To ${address} after ${MAX_ATTEMPTS} attempts.` }]);
    } finally {
      await email.stop();
    }
  });

  it('two processes delivering at once send each message exactly once', async () => {
    const count = 24;
    const addresses = Array.from({ length: count }, (_, n) => `burst-${n}@example.com`);
    await app.database.db.transaction(async (tx) => {
      for (const [n, to] of addresses.entries()) {
        await enqueueEmail(tx, { kind: 'burst-note', to, params: { n: String(n) } });
      }
    });
    const senders = ['one@atelier.test', 'two@atelier.test'];
    const processes = senders.map((from) => otherProcess('burst-note', smtp.url, from));
    try {
      await Promise.all(processes.map((email) => email.deliverDue()));
    } finally {
      await Promise.all(processes.map((email) => email.stop()));
    }
    for (const address of addresses) expect(received(address), address).toHaveLength(1);
    // Each claims a batch of ten at a time, so both took part.
    for (const from of senders) expect(smtp.received.some((mail) => mail.from === from)).toBe(true);
    const rows = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'burst-note'));
    expect(rows).toHaveLength(count);
    for (const row of rows) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('in development without SMTP_URL', () => {
  it('keeps each message in the outbox (links redacted) and writes it in full to a file and to the log', async () => {
    const dataDir = tempDir('dev-mail');
    const email = createEmailService(app.database.db, {
      SMTP_URL: undefined,
      MAIL_FROM: 'Atelier Plans <orders@atelier.test>',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
    });
    const link = 'http://admin.localhost:3000/invite/secret-token-1234';
    email.register({ 'dev-note': async () => ({ subject: 'You are invited', text: `Set your password: ${link}` }) });
    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry), warn: () => {}, error: () => {} };
    email.start({ ...serviceContext(app), log } as unknown as Parameters<typeof email.start>[0]);
    try {
      await enqueueEmail(app.database.db, { kind: 'dev-note', to: 'new-member@example.com', params: {} });
      await email.deliverDue();
      expect(await outboxRows('new-member@example.com')).toMatchObject([
        { status: 'stored', text: 'Set your password: [link]' },
      ]);
      const files = readdirSync(path.join(dataDir, 'dev-mail'));
      expect(files).toHaveLength(1);
      const file = path.join(dataDir, 'dev-mail', files[0] ?? '');
      expect(readFileSync(file, 'utf8')).toBe(
        `To: new-member@example.com\nSubject: You are invited\n\nSet your password: ${link}\n`,
      );
      expect(logged).toContainEqual(
        expect.objectContaining({ subject: 'You are invited', file, text: `Set your password: ${link}` }),
      );
    } finally {
      await email.stop();
    }
  });
});

describe('in production without SMTP_URL', () => {
  it('keeps each message in the outbox only: no file, and no link in the log', async () => {
    const dataDir = tempDir('prod-mail');
    const email = createEmailService(app.database.db, {
      SMTP_URL: undefined,
      MAIL_FROM: 'Atelier Plans <orders@atelier.test>',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
    });
    const link = 'https://admin.atelier.test/invite/secret-token-5678';
    email.register({ 'prod-note': async () => ({ subject: 'You are invited', text: `Set your password: ${link}` }) });
    const logged: unknown[] = [];
    const log = { info: (entry: unknown) => logged.push(entry), warn: () => {}, error: () => {} };
    email.start({ ...serviceContext(app), log } as unknown as Parameters<typeof email.start>[0]);
    try {
      await enqueueEmail(app.database.db, { kind: 'prod-note', to: 'prod-member@example.com', params: {} });
      await email.deliverDue();
      expect(await outboxRows('prod-member@example.com')).toMatchObject([{ status: 'stored' }]);
      expect(existsSync(path.join(dataDir, 'dev-mail'))).toBe(false);
      expect(logged).toContainEqual(expect.objectContaining({ subject: 'You are invited' }));
      expect(JSON.stringify(logged)).not.toContain('secret-token-5678');
    } finally {
      await email.stop();
    }
  });
});
