import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { queryRows } from './drizzle-adapter.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('the PostgreSQL pool', () => {
  it('keeps a connection after a statement PostgreSQL refused, and answers on it again', async () => {
    const { db } = app.database;
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    await db.execute(sql`select 1`);
    let opened = 0;
    const count = () => {
      opened += 1;
    };
    pool.on('connect', count);
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        await expect(db.execute(sql`select 1 / 0`)).rejects.toThrow();
      }
      const [row] = await queryRows<{ two: number }>(db, sql`select 2 as two`);
      expect(row).toEqual({ two: 2 });
      expect(opened).toBe(0);
    } finally {
      pool.off('connect', count);
    }
  });
});
