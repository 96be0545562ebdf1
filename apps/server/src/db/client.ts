import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { makePrivateFolder, restrictExistingModes } from './data-dir-permissions.ts';
import { createPgListener, type NoticeHandler } from './pg-listener.ts';
import { ConnectionKeepingPool } from './pool.ts';
import * as schema from './schema/index.ts';
import { TracedPGlite, TracedPgClient } from './statement-tracing.ts';

/** Both drivers expose the same query builder; code is written against this common type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `handler` with the payload of every NOTIFY on `channel` (from any process on this database);
   * resolves to the unsubscribe function. On PostgreSQL one dedicated connection per process listens.
   */
  listen(channel: string, handler: NoticeHandler): Promise<() => Promise<void>>;
  /** PostgreSQL only: this process's connections, open, idle and waited for (the metrics read it). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Limits on a PostgreSQL server that stops answering, in milliseconds. */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** Server side: one statement running too long is cancelled (SQLSTATE 57014); the connection stays usable. */
  statementMs: number;
  /** Client side: no answer at all (frozen server or network); the connection is dropped. Longer than statementMs. */
  queryReadMs: number;
  /** Server side: a transaction left open without a statement ends its session and releases its locks. */
  idleInTransactionMs: number;
}

export const defaultDatabaseTimeouts: DatabaseTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  queryReadMs: 20_000,
  idleInTransactionMs: 30_000,
};

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL only; tests use short ones. */
  timeouts?: Partial<DatabaseTimeouts> | undefined;
  /**
   * In-memory PGlite only: start from this dump of an already migrated and seeded database
   * (`dumpPglite`) instead of an empty one, which skips initdb and every migration (tests).
   */
  pgliteTemplate?: Blob | undefined;
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const timeouts = { ...defaultDatabaseTimeouts, ...options.timeouts };
    await migratePostgres(options.databaseUrl, timeouts);
    const pool = new ConnectionKeepingPool({
      connectionString: options.databaseUrl,
      // Each statement a span when a request is traced (decision 056).
      Client: TracedPgClient,
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryReadMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    });
    // An idle connection the server ends (restart, admin shutdown) is dropped by the pool and the
    // next query opens a new one; without a listener the event would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    const listener = createPgListener(options.databaseUrl, timeouts.connectMs);
    const close = async () => {
      await listener.close();
      await pool.end();
    };
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db: db as unknown as Database, kind: 'postgres', listen: listener.listen, poolStats, close };
  }
  if (!options.dataDir) {
    return openPglite(new TracedPGlite({ ...PGLITE_OPTIONS, loadDataDir: options.pgliteTemplate }), () => {});
  }
  const folder = path.resolve(options.dataDir, 'pglite');
  // A missing DATA_DIR is created 0700 with it; start-up (secureDataDir) sees to an existing one.
  makePrivateFolder(folder);
  const lock = lockDataDir(folder);
  try {
    const handle = await openPglite(new TracedPGlite(folder, PGLITE_OPTIONS), () => lock.release());
    // PGlite writes a new database's files 0666 whatever the umask: owner-only once it has (audit M4).
    restrictExistingModes(folder);
    return handle;
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Every embedded database opens with these: its memory and the extensions the migrations create
 * (pg_trgm). PostgreSQL's 128 MB buffer cache is memory the embedded database takes at start inside
 * this process; the operating system caches the data files anyway, so 32 MB keeps an idle server near
 * 300 MB instead of over 400 (decision 028).
 */
export const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  extensions: { pg_trgm },
};

/** The whole data directory of an open PGlite database, for `pgliteTemplate`. */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = pgliteClients.get(handle);
  if (!client) throw new Error('dumpPglite needs a PGlite database');
  return client.dumpDataDir('none');
}

const pgliteClients = new WeakMap<DatabaseHandle, PGlite>();

async function openPglite(client: PGlite, afterClose: () => void): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await vacuumGrownTables(client);
  const close = async () => {
    await client.close();
    afterClose();
  };
  const listen = async (channel: string, handler: NoticeHandler) => {
    const unlisten = await client.listen(channel, handler);
    return async () => {
      if (!client.closed) await unlisten();
    };
  };
  const handle: DatabaseHandle = { db: db as unknown as Database, kind: 'pglite', listen, close };
  pgliteClients.set(handle, client);
  return handle;
}

/** The tables that grow with the shop and are searched and paged at size (decisions 020 and 057). */
const TABLES_KEPT_ANALYZED = ['designs', 'orders', 'order_lines', 'customers', 'download_grants'];

/**
 * PGlite runs no autovacuum: without statistics the planner sorts all 100,000 designs for one page,
 * and without a visibility map index-only scans read the table anyway (decision 020); the staff
 * searches at a million orders need them as much (decision 057). So at start each table that grows is
 * vacuumed and analyzed when it never was, or when its size moved by more than a tenth since
 * (autovacuum's rule of thumb). That takes 0.7 s at 100,000 designs and seconds at a million orders,
 * so it is not run at every start; PGlite keeps no activity counters across restarts, so a table's
 * size is the measure. An empty table has nothing to measure.
 */
async function vacuumGrownTables(client: PGlite) {
  const { rows } = await client.query<{ name: string; analyzedPages: number; pages: number; analyzed: boolean }>(
    `select c.relname as name, c.relpages as "analyzedPages",
            (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages,
            exists (select 1 from pg_statistic s where s.starelid = c.oid) as analyzed
       from pg_class c where c.oid = any($1::regclass[])`,
    [TABLES_KEPT_ANALYZED],
  );
  for (const table of rows) {
    const moved = Math.abs(table.pages - table.analyzedPages);
    const neverAnalyzed = !table.analyzed && table.pages > 0;
    if (neverAnalyzed || moved > Math.max(10, table.analyzedPages / 10)) {
      await client.exec(`vacuum analyze ${table.name}`);
    }
  }
}

/** The advisory lock that lets one process at a time migrate a database ('atelier migrations'). */
export const MIGRATION_LOCK_KEY = 7_146_232_001;

/**
 * Applies pending migrations holding a session advisory lock: processes starting together against one
 * database wait in turn, and each later one finds nothing left to do (decision 047). The lock ends with
 * the connection, even if the process dies mid-migration. The connection is their own, without the
 * statement timeout: building an index on a large table at start-up may rightly take longer than any
 * request should.
 */
async function migratePostgres(databaseUrl: string, timeouts: DatabaseTimeouts) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeouts.connectMs });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}

/** How long /api/health waits for `select 1` before calling the database unreachable. */
const reachabilityProbeMs = 2_000;

/** Never waits longer than the probe time: a frozen server must not freeze the health check with it. */
export async function isDatabaseReachable(db: Database, timeoutMs = reachabilityProbeMs): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
