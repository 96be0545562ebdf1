import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, type AppOptions, buildApp } from '../app.ts';
import { type DatabaseHandle, type DatabaseTimeouts, openDatabase } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { seedCatalog } from '../db/seed/index.ts';
import { type Env, loadEnv } from '../env.ts';

export interface TestApp extends App {
  database: DatabaseHandle;
  /** The PostgreSQL database it uses (undefined on PGlite); a second app can share it (`reuseDatabaseUrl`). */
  databaseUrl: string | undefined;
  env: Env;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** The PostgreSQL server to create the fresh database on, e.g. through a test proxy (default TEST_DATABASE_URL). */
  serverUrl?: string;
  timeouts?: Partial<DatabaseTimeouts>;
  /** Receives the server's JSON log lines (set LOG_LEVEL in the overrides too). */
  logStream?: { write(line: string): void };
  /** Another server process on an existing (already seeded) database: nothing is created, seeded or dropped. */
  reuseDatabaseUrl?: string;
  /** Front ends to serve (API tests have none). */
  frontEnds?: AppOptions['frontEnds'];
}

/**
 * A real server on a fresh, seeded database: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL. Both start as a copy of the template the test run made
 * once (`global-setup.ts`), so each app skips the migrations and the seed.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  databaseOptions: TestDatabaseOptions = {},
): Promise<TestApp> {
  // Removed again by close(); a DATA_DIR given in the overrides belongs to the caller.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const reused = databaseOptions.reuseDatabaseUrl;
  const { databaseUrl, dropDatabase } = reused
    ? { databaseUrl: reused, dropDatabase: async () => {} }
    : await freshPostgresDatabase(databaseOptions.serverUrl ?? process.env.TEST_DATABASE_URL);
  const database = await openDatabase({
    databaseUrl,
    timeouts: databaseOptions.timeouts,
    pgliteTemplate: databaseUrl ? undefined : pgliteTemplate(),
  });
  // A database copied from a template is seeded already (the seed would skip every row anyway).
  if (!reused && !fromTemplate(databaseUrl)) await seedCatalog(database.db);
  const app = await buildApp({
    env,
    database,
    serveFrontEnds: false,
    frontEnds: databaseOptions.frontEnds,
    logStream: databaseOptions.logStream,
  });
  await app.server.ready();
  return {
    ...app,
    database,
    databaseUrl,
    env,
    async close() {
      await app.server.close();
      await database.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let pgliteTemplateBytes: Blob | undefined;

/** The global setup's PGlite dump, read once per test file. */
function pgliteTemplate(): Blob {
  pgliteTemplateBytes ??= new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  return pgliteTemplateBytes;
}

/** Whether this database was copied from the run's template (every PGlite one, PostgreSQL when one was made). */
function fromTemplate(databaseUrl: string | undefined): boolean {
  return databaseUrl === undefined || inject('postgresTemplate') !== null;
}

async function freshPostgresDatabase(
  serverUrl: string | undefined,
): Promise<{ databaseUrl: string | undefined; dropDatabase(): Promise<void> }> {
  if (!serverUrl) return { databaseUrl: undefined, dropDatabase: async () => {} };
  const database = await createScratchDatabase(serverUrl, 'test', inject('postgresTemplate') ?? undefined);
  return { databaseUrl: database.url, dropDatabase: database.drop };
}

export const PUBLIC_HOST = 'localhost';
export const ADMIN_HOST = 'admin.localhost';

/** What a service call made outside a request needs: the server's logger and the public origin. */
export function serviceContext(app: TestApp) {
  return { log: app.server.log, publicOrigin: app.env.publicOrigin };
}

/**
 * The app a whole test file shares: created before its first test, closed after its last. Call it at the top
 * of the file; the object it returns is usable from the first test on.
 */
export function useTestApp(overrides: Record<string, string> = {}, databaseOptions: TestDatabaseOptions = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides, databaseOptions);
  });
  afterAll(async () => {
    await app?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, property) {
      if (!app) throw new Error('useTestApp(): the app exists from the first test on, not while the file loads.');
      return Reflect.get(app, property);
    },
  });
}
