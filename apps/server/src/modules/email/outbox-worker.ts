import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { emailOutbox, orders } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../service-context.ts';
import { notifyStaff } from '../notifications/notify.ts';
import type { DevMailDrop } from './dev-mail-drop.ts';
import { type OutboxRow, type RenderedEmail, redactLinks } from './outbox.ts';

/** After this many attempts a message is left 'failed' for staff to look at. */
export const MAX_ATTEMPTS = 8;

/** Wait before the next attempt: 1, 2, 4, … minutes after each failure, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/**
 * A claimed row is 'sending' until this lease runs out; then any process may claim it again (its
 * sender died mid-send). Well above the SMTP timeouts set in service.ts.
 */
const LEASE = sql`now() + interval '5 minutes'`;

export interface OutboxWorkerOptions {
  db: Database;
  ctx: ServiceContext;
  /** The kinds this process can render: rows of any other kind wait for a process that can. */
  kinds(): string[];
  render(row: OutboxRow, ctx: ServiceContext): Promise<RenderedEmail | null>;
  /** Null without SMTP_URL: messages are then kept as 'stored' and logged. */
  transport: Transporter | null;
  /** Without a transport, in development: where each kept message is written in full (dev-mail-drop.ts), and logged in full. */
  dropMail?: DevMailDrop | undefined;
  from: string;
  batchSize?: number;
  pollMs?: number;
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/**
 * Delivers due outbox rows, when kicked after a commit and on a timer (retries, rows left behind by a
 * crash). Several processes may share the table: a row is claimed with FOR UPDATE SKIP LOCKED, so
 * only one of them sends it.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, ctx, transport, batchSize = 10, pollMs = 5_000 } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function claim(): Promise<OutboxRow[]> {
    const kinds = options.kinds();
    if (kinds.length === 0) return [];
    const due = and(
      // 'sending' past its lease: the process that claimed it died before recording the outcome.
      inArray(emailOutbox.status, ['pending', 'sending']),
      lte(emailOutbox.nextAttemptAt, sql`now()`),
      // One array parameter: the statement's text never changes, so it stays prepared (below).
      sql`${emailOutbox.kind} = any(${sql.param(kinds)}::text[])`,
    );
    const batch = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(due)
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    // `= any(array(…))` runs the batch once; as `in (…)` PostgreSQL may rescan it per row and claim past the limit.
    return (
      db
        .update(emailOutbox)
        .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: LEASE })
        .where(and(sql`${emailOutbox.id} = any(array(${batch}))`, due))
        .returning()
        // Prepared once per connection: every commit that queues mail runs it.
        .prepare('outbox_claim')
        .execute()
    );
  }

  /** Records the outcome, unless the lease ran out and another process has claimed the row since. */
  const recordOutcome = (row: OutboxRow, values: PgUpdateSetSource<typeof emailOutbox>, tx: Database = db) =>
    tx
      .update(emailOutbox)
      .set(values)
      .where(
        and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, 'sending'), eq(emailOutbox.attempts, row.attempts)),
      );
  // Prepared once per connection for each kind of outcome: its columns decide the statement's text.
  const finish = (row: OutboxRow, values: PgUpdateSetSource<typeof emailOutbox>) =>
    recordOutcome(row, values)
      .prepare(`outbox_finish_${Object.keys(values).sort().join('_')}`)
      .execute();

  /** The last attempt failed: staff hear of it, in the same transaction that records it. */
  async function giveUp(row: OutboxRow, outcome: PgUpdateSetSource<typeof emailOutbox>) {
    await db.transaction(async (tx) => {
      const recorded = await recordOutcome(row, outcome, tx).returning({ id: emailOutbox.id });
      if (recorded.length === 0) return;
      const [order] = row.params.orderId
        ? await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, row.params.orderId))
        : [];
      await notifyStaff(tx, {
        kind: 'email_failed',
        title: 'E-mail could not be delivered',
        detail: `To ${row.to} after ${row.attempts} attempts${order ? ` (order ${order.number})` : ''}.`,
        link: order ? `/orders/${order.number}` : '/dashboard',
      });
    });
  }

  /** A row's message, rendered; never rejects (a failure is delivered as the row's error). */
  type Rendering = Promise<{ message: RenderedEmail | null } | { error: unknown }>;
  const render = (row: OutboxRow): Rendering =>
    options.render(row, ctx).then(
      (message) => ({ message }),
      (error: unknown) => ({ error }),
    );

  async function deliver(row: OutboxRow, rendering: Rendering): Promise<void> {
    const about = { id: row.id, kind: row.kind, to: row.to, attempt: row.attempts };
    try {
      const rendered = await rendering;
      if ('error' in rendered) throw rendered.error;
      const { message } = rendered;
      if (!message) {
        await finish(row, { status: 'failed', error: 'nothing to send: its subject no longer exists' });
        ctx.log.warn(about, 'email dropped: nothing to send any more');
        return;
      }
      const kept = { subject: message.subject, text: redactLinks(message.text) };
      if (!transport) {
        await finish(row, { ...kept, status: 'stored' });
        if (options.dropMail) {
          // Development only: the whole message, links included, so a developer can follow a sign-in link.
          const file = await options.dropMail(row, message);
          ctx.log.info({ ...about, subject: message.subject, file, text: message.text }, 'email stored in outbox');
        } else {
          ctx.log.info({ ...about, subject: message.subject }, 'email stored in outbox');
        }
        return;
      }
      await transport.sendMail({ from: options.from, to: row.to, ...message });
      await finish(row, { ...kept, status: 'sent', sentAt: sql`now()` });
      ctx.log.info(about, 'email sent');
    } catch (error) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      const delay = retryDelayMs(row.attempts);
      const message = error instanceof Error ? error.message : String(error);
      const outcome = {
        status: failed ? 'failed' : 'pending',
        error: message.slice(0, 1000),
        nextAttemptAt: sql`now() + ${delay} * interval '1 millisecond'`,
      };
      if (failed) await giveUp(row, outcome);
      else await finish(row, outcome);
      if (failed) ctx.log.error({ ...about, err: error }, 'email could not be sent; giving up');
      else ctx.log.warn({ ...about, err: error, retryInMs: delay }, 'email could not be sent; will retry');
    }
  }

  /** Claims and delivers batches until nothing is due. Rows already claimed are delivered even when stopping. */
  async function pass(): Promise<void> {
    while (!stopped) {
      const rows = await claim();
      // Rendered all at once, so templates can read what the batch needs in one go (orders/emails.ts);
      // sent and recorded one by one.
      const renderings = rows.map(render);
      for (const [index, row] of rows.entries()) await deliver(row, renderings[index] as Rendering);
      // A short batch was all that was due; a row committed since then kicked another pass (`again`).
      if (rows.length < batchSize) return;
    }
  }

  /** Passes until no kick arrived during the last one. */
  async function passes(): Promise<void> {
    for (;;) {
      again = false;
      try {
        await pass();
      } catch (error) {
        ctx.log.warn({ err: error }, 'email outbox pass failed; will retry');
      }
      // Cleared in the same step as the last check, so a kick arriving later starts a new run.
      if (!again || stopped) {
        running = null;
        return;
      }
    }
  }

  /** Runs a pass (or joins the one running) and resolves when this process has nothing due left. */
  function deliverDue(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = passes();
    return running;
  }

  return {
    deliverDue,
    start() {
      if (stopped || timer) return;
      timer = setInterval(() => void deliverDue(), pollMs);
      timer.unref();
      void deliverDue();
    },
    /** Stops polling and waits (briefly) for the pass in flight; a row it leaves claimed is retried later. */
    async stop(waitMs = 5_000): Promise<void> {
      stopped = true;
      clearInterval(timer);
      if (!running) return;
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, waitMs)))]);
      clearTimeout(timeout);
    },
  };
}
