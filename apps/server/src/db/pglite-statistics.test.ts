// @postgres: raw SQL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { growCatalogue } from '../bench/scale-data.ts';
import { tempDir } from '../test/temp-dir.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { queryRows } from './drizzle-adapter.ts';
import { seedCatalog } from './seed/index.ts';

/** The tables this session has vacuumed (PGlite keeps no such counter across restarts). */
async function vacuumedThisStart(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    handle.db,
    sql`select relname as name from pg_stat_user_tables where last_vacuum is not null order by relname`,
  );
  return rows.map((row) => row.name);
}

const statisticsOf = async (handle: DatabaseHandle, table: string) => {
  const [row] = await queryRows<{ columns: number }>(
    handle.db,
    sql`select count(*)::int as columns from pg_statistic where starelid = ${table}::regclass`,
  );
  return row?.columns ?? 0;
};

describe('the embedded database at start', () => {
  it('vacuums and analyzes the tables that grow when they never were or grew by a tenth, and not otherwise', async () => {
    const dataDir = tempDir('statistics');
    const created = await openDatabase({ dataDir });
    // Empty tables: nothing to measure yet.
    expect(await vacuumedThisStart(created)).toEqual([]);
    await seedCatalog(created.db);
    await growCatalogue(created.db, 2_000);
    await created.db.execute(
      sql`insert into customers (id, email, name, country)
          select 'grown-' || g, 'buyer' || g || '@example.com', 'Buyer ' || g, 'US' from generate_series(1, 3000) g`,
    );
    await created.close();

    const grown = await openDatabase({ dataDir });
    expect(await vacuumedThisStart(grown)).toEqual(['customers', 'designs']);
    expect(await statisticsOf(grown, 'designs')).toBeGreaterThan(10);
    expect(await statisticsOf(grown, 'customers')).toBeGreaterThan(3);
    await grown.close();

    const unchanged = await openDatabase({ dataDir });
    expect(await vacuumedThisStart(unchanged)).toEqual([]);
    await unchanged.close();
  });
});
