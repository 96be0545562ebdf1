import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { designs, emailOutbox } from '../../db/schema/index.ts';
import { outboxMail } from '../../test/outbox.ts';
import { serviceContext, type TestApp } from '../../test/test-app.ts';
import { twoServerProcesses } from '../../test/two-processes.ts';

// Buyer accounts on PostgreSQL with two server processes (decision 044): a session opened through one
// process is the other's too, and the daily digest goes out once whichever processes run it.
const processes = twoServerProcesses();

const caller = (app: TestApp) => ({ ...serviceContext(app), clientIp: `10.77.${Math.floor(Math.random() * 250)}.9` });

async function signIn(app: TestApp, email: string) {
  await app.services.accounts.requestSignIn({ email }, caller(app));
  const mail = (await outboxMail(app, email)).filter((row) => row.kind === 'account_sign_in').at(-1);
  const code = /sign-in page: (\d{6})/.exec(mail?.message?.text ?? '')?.[1] ?? '';
  return app.services.accounts.signInWithCode({ email, code }, caller(app));
}

describe('buyer accounts across server processes', () => {
  it('a session opened through one process holds in the other, until signing out everywhere ends it', async () => {
    const { first, second } = processes;
    const email = `two-processes-${randomUUID().slice(0, 8)}@example.com`;
    const { token } = await signIn(first, email);
    const session = await second.services.accounts.session(token);
    expect(session).toMatchObject({ email });
    if (!session) throw new Error('not signed in');
    await second.services.accounts.signOutEverywhere(session);
    expect(await first.services.accounts.session(token)).toBeNull();
  });

  it('both processes running the digest at once send one e-mail', async () => {
    const { first, second } = processes;
    const email = `digest-twice-${randomUUID().slice(0, 8)}@example.com`;
    const { token } = await signIn(first, email);
    const session = await first.services.accounts.session(token);
    if (!session) throw new Error('not signed in');
    await first.services.accounts.savedSearches.save(session, { search: '', label: 'All designs' });
    await first.database.db
      .update(designs)
      .set({ status: 'draft', publishedAt: null })
      .where(eq(designs.id, 'design-004'));
    await first.database.db.update(designs).set({ status: 'published' }).where(eq(designs.id, 'design-004'));
    const at = new Date();
    const runs = await Promise.all([
      first.services.accounts.runDigests(at),
      second.services.accounts.runDigests(at),
      first.services.accounts.runDigests(at),
    ]);
    expect(runs.reduce((sum, sent) => sum + sent, 0)).toBe(1);
    const digests = await first.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(digests.filter((row) => row.kind === 'saved_search_digest')).toHaveLength(1);
  });
});
