import { asc, eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema/index.ts';
import type { OutboxRow, RenderedEmail } from '../modules/email/outbox.ts';
import { serviceContext, type TestApp } from './test-app.ts';

export interface OutboxMail extends OutboxRow {
  /** The message as the recipient gets it, links included (the row itself keeps none). */
  message: RenderedEmail | null;
}

/**
 * Waits until the server's outbox worker has delivered what is due, then returns the outbox rows
 * (for one recipient, or all), oldest first, each with the message it renders to.
 */
export async function outboxMail(app: TestApp, to?: string): Promise<OutboxMail[]> {
  await app.services.email.deliverDue();
  const rows = await app.database.db
    .select()
    .from(emailOutbox)
    .where(to === undefined ? undefined : eq(emailOutbox.to, to))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
  return Promise.all(
    rows.map(async (row) => ({ ...row, message: await app.services.email.render(row, serviceContext(app)) })),
  );
}
