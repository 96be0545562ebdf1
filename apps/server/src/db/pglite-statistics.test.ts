import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { growCatalogue } from '../bench/scale-data.ts';
import { tempDir } from '../test/temp-dir.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { queryRows } from './drizzle-adapter.ts';
import { seedCatalog } from './seed/index.ts';

/** Whether this session has vacuumed the designs (PGlite keeps no such counter across restarts). */
async function vacuumedThisStart(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await queryRows<{ vacuumed: boolean }>(
    handle.db,
    sql`select last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'designs'`,
  );
  return row?.vacuumed ?? false;
}

describe('the embedded database at start', () => {
  it('vacuums and analyzes the designs when they never were or grew by a tenth, and not otherwise', async () => {
    const dataDir = tempDir('statistics');
    const created = await openDatabase({ dataDir });
    expect(await vacuumedThisStart(created)).toBe(true);
    await seedCatalog(created.db);
    await growCatalogue(created.db, 2_000);
    await created.close();

    const grown = await openDatabase({ dataDir });
    expect(await vacuumedThisStart(grown)).toBe(true);
    const [statistics] = await queryRows<{ columns: number }>(
      grown.db,
      sql`select count(*)::int as columns from pg_statistic where starelid = 'designs'::regclass`,
    );
    expect(statistics?.columns).toBeGreaterThan(10);
    await grown.close();

    const unchanged = await openDatabase({ dataDir });
    expect(await vacuumedThisStart(unchanged)).toBe(false);
    await unchanged.close();
  });
});
