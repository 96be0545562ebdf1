import { randomUUID } from 'node:crypto';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../service-context.ts';

/** Ids and other plain values a template needs to render its mail. Stored, so never a secret. */
export type EmailParams = Record<string, string>;

/** A mail to deliver: `kind` names the template that renders it. */
export interface EmailRequest {
  kind: string;
  to: string;
  params: EmailParams;
}

export interface RenderedEmail {
  /** The sender, when the template sets one (order mail: the settings page's sender); else MAIL_FROM. */
  from?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on alert mail. */
  headers?: Record<string, string>;
}

/**
 * Renders one kind of mail at delivery time, with links built from `ctx.publicOrigin` and the server
 * secret; null when there is nothing to send any more (the order or inquiry is gone).
 */
export type EmailRenderer = (params: EmailParams, ctx: ServiceContext) => Promise<RenderedEmail | null>;

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Puts a mail in the outbox. Pass the transaction of the change that causes it: the mail then exists
 * exactly when the change does (a rollback sends nothing, a crash after the commit loses nothing).
 * After the commit, call `EmailService.deliverSoon()` so it goes out at once rather than at the next poll.
 */
export async function enqueueEmail(tx: Database, email: EmailRequest): Promise<void> {
  await tx.insert(emailOutbox).values({ id: randomUUID(), ...email, status: 'pending' });
}

/** `enqueueEmail` for many mails at once, in one statement (nothing for an empty list). */
export async function enqueueEmails(tx: Database, emails: readonly EmailRequest[]): Promise<void> {
  if (emails.length === 0) return;
  await tx.insert(emailOutbox).values(emails.map((email) => ({ id: randomUUID(), ...email, status: 'pending' })));
}

/**
 * `enqueueEmail` inside a larger statement (the checkout's): queues the mail once for each row of
 * `source`, a CTE of the statement that yields one row or none. Each value is an SQL expression.
 */
export function enqueueEmailFrom(
  source: string,
  email: { id: SQLWrapper; kind: SQLWrapper; to: SQLWrapper; params: SQLWrapper },
): SQL {
  return sql`insert into email_outbox (id, kind, "to", params, status)
    select ${email.id}, ${email.kind}, ${email.to}, ${email.params}::jsonb, 'pending' from ${sql.identifier(source)}`;
}

/** The copy kept for staff to read: links carry bearer secrets, so none is stored. */
export const redactLinks = (text: string) => text.replace(/https?:\/\/\S+/g, '[link]');
