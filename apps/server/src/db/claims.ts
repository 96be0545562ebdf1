import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { settings } from './schema/index.ts';

/**
 * Claims a job shared by every server process (a sweep, a retention pass) in the `settings` row `key`:
 * true for the one process whose statement wrote the row, false while another's claim is younger than
 * `staleAfterMinutes`. One statement, so two processes never both win.
 */
export async function claimJob(db: Database, key: string, staleAfterMinutes: number): Promise<boolean> {
  const claimed = await db
    .insert(settings)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      setWhere: sql`${settings.updatedAt} < now() - make_interval(mins => ${staleAfterMinutes})`,
    })
    .returning({ key: settings.key });
  return claimed.length > 0;
}

/** Runs `task` once `firstAfterMs` after start, then every `everyMs` (timers that never keep the process up); answers stop. */
export function repeatEvery(everyMs: number, firstAfterMs: number, task: () => void): () => void {
  const first = setTimeout(task, firstAfterMs);
  const timer = setInterval(task, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
