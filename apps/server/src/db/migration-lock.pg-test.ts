import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { queryRows } from './drizzle-adapter.ts';
import { createScratchDatabase } from './scratch-database.ts';

describe('migrations on PostgreSQL', () => {
  it('three processes starting together on an empty database migrate it once, one after another', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('The postgres project needs TEST_DATABASE_URL (npm test starts a server).');
    const scratch = await createScratchDatabase(serverUrl, 'migration_lock');
    try {
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url })));
      try {
        const db = handles[0]?.db;
        if (!db) throw new Error('no database opened');
        const [applied] = await queryRows<{ count: number }>(
          db,
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        );
        const [tables] = await queryRows<{ count: number }>(
          db,
          sql`select count(*)::int as count from information_schema.tables where table_name = 'design_file_versions'`,
        );
        expect(applied?.count).toBeGreaterThan(20);
        expect(tables?.count).toBe(1);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});
