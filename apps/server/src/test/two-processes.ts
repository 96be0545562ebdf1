import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Two server processes on one PostgreSQL database, started before the file's tests and closed after:
 * what one process does must reach the other (NOTIFY, caches, streams). Read them once the tests run.
 */
export function twoServerProcesses(): { readonly first: TestApp; readonly second: TestApp } {
  let first: TestApp | undefined;
  let second: TestApp | undefined;
  beforeAll(async () => {
    first = await createTestApp();
    if (!first.databaseUrl) throw new Error('two processes need PostgreSQL (TEST_DATABASE_URL)');
    second = await createTestApp({}, { reuseDatabaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });
  const started = (app: TestApp | undefined) => {
    if (!app) throw new Error('the server processes start before the tests');
    return app;
  };
  return {
    get first() {
      return started(first);
    },
    get second() {
      return started(second);
    },
  };
}
