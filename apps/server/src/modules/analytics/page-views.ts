import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { designPageViews, designs } from '../../db/schema/index.ts';

/** How long counts wait in memory before one write adds them all. */
export const PAGE_VIEW_FLUSH_MS = 5_000;

/**
 * Design page views, counted per design per UTC day. A view only adds 1 to a counter in this process's
 * memory; every few seconds (and when the server closes) one statement adds the counts to the database,
 * which holds the truth: several server processes each add their own counts. Nothing about the visitor
 * is kept. A failed write is logged and its counts are dropped (analytics may lose a few seconds of
 * views; the page never waits for, or fails because of, counting).
 */
export function createPageViewCounter(db: Database, flushEveryMs = PAGE_VIEW_FLUSH_MS) {
  /** `${day}|${designId}` → views not yet written */
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let log: FastifyBaseLogger | undefined;
  let writing: Promise<void> = Promise.resolve();

  async function write(counts: Map<string, number>) {
    const rows = [...counts].map(([key, views]) => {
      const [day, designId] = [key.slice(0, 10), key.slice(11)];
      return sql`(${designId}, ${day}::date, ${views}::int)`;
    });
    // Only designs that still exist: one deleted since its view must not fail the others' counts.
    await db.execute(sql`
      insert into ${designPageViews} (design_id, day, views)
      select counted.design_id, counted.day, counted.views
      from (values ${sql.join(rows, sql`, `)}) as counted (design_id, day, views)
      join ${designs} on ${designs.id} = counted.design_id
      on conflict (design_id, day) do update set views = ${designPageViews.views} + excluded.views`);
  }

  /** Writes the counts gathered so far; resolves once they are stored (or the failure is logged). */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return writing;
    const counts = pending;
    pending = new Map();
    const total = [...counts.values()].reduce((sum, views) => sum + views, 0);
    writing = writing
      .then(() => write(counts))
      .catch((error: unknown) => log?.error({ err: error, views: total }, 'design page views could not be stored'));
    return writing;
  }

  return {
    /** Where failures are logged (the server's logger). */
    start(logger: FastifyBaseLogger) {
      log = logger;
    },

    /** Counts one view of the design's page now; never waits for the database. */
    record(designId: string, at = new Date()) {
      const key = `${at.toISOString().slice(0, 10)}|${designId}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
      if (!timer) {
        timer = setTimeout(() => void flush(), flushEveryMs);
        timer.unref();
      }
    },

    flush,
  };
}

export type PageViewCounter = ReturnType<typeof createPageViewCounter>;
