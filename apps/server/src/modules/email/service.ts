import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends email through SMTP when SMTP_URL is set. Every message is also written to the outbox table
 * ('stored' without SMTP, 'sent' or 'failed' with it), so nothing is lost and failures can be resent.
 * Sending never throws: a mail failure must not undo the order or form that caused it.
 */
export function createEmailService(db: Database, env?: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>) {
  const transport: Transporter | null = env?.SMTP_URL ? nodemailer.createTransport(env.SMTP_URL) : null;

  return {
    async send(email: OutgoingEmail, log?: FastifyBaseLogger): Promise<void> {
      const id = randomUUID();
      if (!transport) {
        await db.insert(emailOutbox).values({ id, ...email, status: 'stored' });
        log?.info({ kind: email.kind, to: email.to, subject: email.subject }, 'email stored in outbox');
        return;
      }
      try {
        await transport.sendMail({ from: env?.MAIL_FROM, ...email });
        await db.insert(emailOutbox).values({ id, ...email, status: 'sent', sentAt: new Date() });
        log?.info({ kind: email.kind, to: email.to }, 'email sent');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.insert(emailOutbox).values({ id, ...email, status: 'failed', error: message.slice(0, 1000) });
        log?.error({ kind: email.kind, to: email.to, err: error }, 'email could not be sent; kept in outbox');
      }
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
