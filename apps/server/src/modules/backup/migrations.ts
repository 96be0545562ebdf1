import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/drizzle-adapter.ts';
import { migrationsFolder } from '../../paths.ts';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function journal(): { entries: JournalEntry[] } & Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
}

/** The newest migration this code knows (its `when`, as drizzle records it). */
export function codeMigrationLevel(): number {
  return Math.max(0, ...journal().entries.map((entry) => entry.when));
}

/** The last migration applied to a database (0 for a database never migrated). */
export async function databaseMigrationLevel(db: Database): Promise<number> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return 0;
  const [row] = await queryRows<{ level: string | number | null }>(
    db,
    sql`select max(created_at) as level from drizzle.__drizzle_migrations`,
  );
  return Number(row?.level ?? 0);
}

/**
 * A copy of the migrations folder that stops at `level`: a backup is restored into the schema it was
 * taken from, and the later migrations then run on the restored rows (at the next start).
 */
export function migrationsUpTo(level: number): { folder: string; remove(): void } {
  const source = journal();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'atelier-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const entries = source.entries.filter((entry) => entry.when <= level);
  for (const entry of entries) {
    copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...source, entries }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
