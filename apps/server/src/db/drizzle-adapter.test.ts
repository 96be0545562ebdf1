// @postgres: raw SQL, concurrent requests.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { driverOf, jsonValue, preparedStatement, queryRows, statementText } from './drizzle-adapter.ts';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL names a server (the CI's PostgreSQL stage).
const app = useTestApp();

describe('the drizzle adapter', () => {
  it('names the driver the database runs on', () => {
    expect(driverOf(app.database.db)).toBe(app.database.kind);
  });

  it('returns the rows of a hand-written statement', async () => {
    const rows = await queryRows<{ n: number; word: string }>(
      app.database.db,
      sql`select n, 'w' || n as word from generate_series(1, 3) as n order by n`,
    );
    expect(rows).toEqual([
      { n: 1, word: 'w1' },
      { n: 2, word: 'w2' },
      { n: 3, word: 'w3' },
    ]);
  });

  it('runs a prepared statement again and again with new values, lists as one array', async () => {
    const sum = preparedStatement<{ total: number; label: string }, { values: number[]; label: string }>(
      sql`select coalesce(sum(v), 0)::int as total, ${sql.placeholder('label')}::text as label
          from unnest(${sql.placeholder('values')}::int[]) as v`,
    );
    expect(await sum(app.database.db, { values: [1, 2, 3], label: 'a' })).toEqual([{ total: 6, label: 'a' }]);
    expect(await sum(app.database.db, { values: [], label: 'b' })).toEqual([{ total: 0, label: 'b' }]);
    // Ten at once: each connection prepares it under the same name without a clash.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sum(app.database.db, { values: [i, i], label: `${i}` })),
    );
    expect(answers.map(([row]) => row?.total)).toEqual(Array.from({ length: 10 }, (_, i) => 2 * i));
  });

  it('passes a failed prepared statement on as an error, and the next call still answers', async () => {
    const divide = preparedStatement<{ q: number }, { by: number }>(
      sql`select (10 / ${sql.placeholder('by')}::int) as q`,
    );
    await expect(divide(app.database.db, { by: 0 })).rejects.toThrow();
    expect(await divide(app.database.db, { by: 5 })).toEqual([{ q: 2 }]);
  });

  it('shows a statement as the text and parameters drizzle sends', () => {
    expect(statementText(sql`select ${1} + ${2}`)).toEqual({ sql: 'select $1 + $2', params: [1, 2] });
  });

  it('reads a json value whether the driver parsed it or not', async () => {
    const [row] = await queryRows<{ value: unknown }>(app.database.db, sql`select '{"a":1}'::json as value`);
    expect(jsonValue<{ a: number }>(row?.value)).toEqual({ a: 1 });
    expect(jsonValue<{ a: number }>('{"a":2}')).toEqual({ a: 2 });
  });
});
