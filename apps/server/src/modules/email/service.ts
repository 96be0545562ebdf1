import path from 'node:path';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { loadNodemailer } from '../../lazy-package.ts';
import type { ServiceContext } from '../../service-context.ts';
import { createDevMailDrop } from './dev-mail-drop.ts';
import type { EmailRenderer, OutboxRow, RenderedEmail } from './outbox.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';

/** Defaults well under the worker's lease, so a hung mail server fails the attempt instead of the lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

function smtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  // Options in SMTP_URL's query win; nodemailer ignores options given beside a URL, hence the query.
  for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return loadNodemailer().createTransport(url.toString());
}

/**
 * E-mail through the transactional outbox (docs/decisions/011-transactional-email-outbox.md). Features
 * enqueue mail with `enqueueEmail` inside their own transaction and register the templates that render
 * it; the worker started here delivers through SMTP when SMTP_URL is set, else keeps it as 'stored'.
 */
export function createEmailService(
  db: Database,
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'> & Partial<Pick<Env, 'NODE_ENV' | 'DATA_DIR'>>,
) {
  const templates = new Map<string, EmailRenderer>();
  const transport = env.SMTP_URL ? smtpTransport(env.SMTP_URL) : null;
  const dropMail =
    !transport && env.NODE_ENV === 'development' && env.DATA_DIR
      ? createDevMailDrop(path.join(env.DATA_DIR, 'dev-mail'))
      : undefined;
  let worker: OutboxWorker | null = null;

  /** The message a row stands for, links included: rendered afresh, never read back from the row. */
  async function render(row: Pick<OutboxRow, 'kind' | 'params'>, ctx: ServiceContext): Promise<RenderedEmail | null> {
    const template = templates.get(row.kind);
    if (!template) throw new Error(`No e-mail template "${row.kind}"`);
    return template(row.params, ctx);
  }

  return {
    /** Each feature registers the templates of the mail it enqueues. */
    register(more: Record<string, EmailRenderer>): void {
      for (const [kind, template] of Object.entries(more)) templates.set(kind, template);
    },
    render,
    /** Starts delivering (right away, after each kick and every few seconds); `ctx` is the server's. */
    start(ctx: ServiceContext): void {
      if (worker) return;
      worker = createOutboxWorker({
        db,
        ctx,
        kinds: () => [...templates.keys()],
        render,
        transport,
        dropMail,
        from: env.MAIL_FROM,
      });
      worker.start();
    },
    /** Stops delivering; awaited on server close, before the database closes. */
    async stop(): Promise<void> {
      const stopping = worker;
      worker = null;
      await stopping?.stop();
    },
    /** Call once the transaction that enqueued mail has committed: it goes out now, not at the next poll. */
    deliverSoon(): void {
      void worker?.deliverDue();
    },
    /** Whether SMTP_URL is set (otherwise mail is only stored in the outbox). */
    smtpConfigured: transport !== null,
    /**
     * Sends one message now through the SMTP transport, outside the outbox (the settings page's test
     * e-mail), and says what the mail server answered; gives up after `timeoutMs`.
     */
    async sendNow(
      message: { from?: string; to: string; subject: string; text: string },
      timeoutMs: number,
    ): Promise<{ ok: boolean; message: string }> {
      if (!transport) return { ok: false, message: 'SMTP is not configured (SMTP_URL is not set); nothing was sent.' };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`The mail server did not answer within ${timeoutMs / 1000} s.`)),
          timeoutMs,
        );
      });
      try {
        const info = await Promise.race([transport.sendMail({ from: env.MAIL_FROM, ...message }), timeout]);
        const accepted = info.accepted.length > 0 && info.rejected.length === 0;
        return { ok: accepted, message: info.response || (accepted ? 'Accepted.' : 'Refused.') };
      } catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      } finally {
        clearTimeout(timer);
      }
    },
    /** Delivers what is due and resolves when nothing is left in flight (tests wait on this). */
    deliverDue: (): Promise<void> => worker?.deliverDue() ?? Promise.resolve(),
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
