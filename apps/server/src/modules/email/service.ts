import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export interface OutgoingEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends email; without SMTP configured every message is kept in the outbox table. */
export function createEmailService(db: Database) {
  return {
    async send(email: OutgoingEmail, log?: FastifyBaseLogger): Promise<void> {
      await db.insert(emailOutbox).values({ id: randomUUID(), ...email, status: 'stored' });
      log?.info({ kind: email.kind, to: email.to, subject: email.subject }, 'email stored in outbox');
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
