// @postgres: raw SQL.
import { asc, desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { isoTime } from './iso-time.ts';
import { jsonRowsOf } from './json-rows.ts';
import { designs } from './schema/index.ts';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL names a server (the CI's PostgreSQL stage).
const app = useTestApp();

describe('rows read as JSON text', () => {
  it('decode to what a select of the same columns gives, in order: texts, numbers, nulls, booleans, times, JSON', async () => {
    const db = app.database.db;
    // A time with microseconds, and one in another zone: both come back as the same instant.
    await db.execute(sql`update designs set published_at = '2026-03-04 05:06:07.123956+02' where id = 'design-001'`);
    const columns = {
      id: designs.id,
      title: designs.title,
      priceCents: designs.priceCents,
      featured: designs.featured,
      featuredRank: designs.featuredRank,
      bathrooms: designs.bathrooms,
      publishedAt: designs.publishedAt,
      listedOn: designs.listedOn,
      planSetContents: designs.planSetContents,
      planOptions: designs.planOptions,
      label: sql<string>`'plan ' || ${designs.planNumber}`,
      publishedText: isoTime(designs.publishedAt),
    };
    const asColumns = await db.select(columns).from(designs).orderBy(asc(designs.id));
    const asJson = jsonRowsOf(columns);
    // Each row's place is its place in the aggregate's order, whatever order the subquery reads them in.
    const chunk = db
      .select(asJson.inOrder([desc(designs.id)]))
      .from(designs)
      .orderBy(asc(designs.id))
      .as('chunk');
    const [result] = await db.select({ rows: asJson.rowsOf(chunk) }).from(chunk);
    expect(asColumns.length).toBeGreaterThan(5);
    expect(asJson.decode(result?.rows ?? null)).toEqual(asColumns.toReversed());
    // No rows: json_agg gives null.
    const none = db
      .select(asJson.inOrder([asc(designs.id)]))
      .from(designs)
      .where(sql`false`)
      .as('chunk');
    const [empty] = await db.select({ rows: asJson.rowsOf(none) }).from(none);
    expect(asJson.decode(empty?.rows ?? null)).toEqual([]);
    const published = asColumns.find((row) => row.id === 'design-001');
    expect(published?.publishedAt?.toISOString()).toBe('2026-03-04T03:06:07.123Z');
    // isoTime writes what toISOString does, milliseconds cut as a JavaScript date cuts them.
    expect(published?.publishedText).toBe('2026-03-04T03:06:07.123Z');
    for (const row of asColumns) expect(row.publishedText).toBe(row.publishedAt?.toISOString() ?? null);
  });
});
