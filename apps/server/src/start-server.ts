import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from './app.ts';
import { heardByPrimary, isClusterWorker, reportMetricsToPrimary, runPrimary } from './cluster.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { restrictNewFileModes, secureDataDir } from './db/data-dir-permissions.ts';
import { ConfigError, type Env, loadEnv } from './env.ts';
import { prepareStaffAccounts } from './modules/auth/bootstrap.ts';
import { createAuthService } from './modules/auth/service.ts';
import { orderAccessToken, sha256 } from './modules/orders/tokens.ts';
import { startMetricsServer } from './plugins/metrics.ts';

type ServerOptions = Pick<AppOptions, 'frontEnds' | 'devServer'>;

/**
 * The database migrated and seeded, staff accounts and demo data ready: what runs once before serving.
 * The seed's modules (the demo designs and their building models) are loaded here only, so a cluster's
 * workers, which never seed, start without them.
 */
async function prepareDatabase(env: Env, database: DatabaseHandle): Promise<string[]> {
  const { seedCatalog } = await import('./db/seed/index.ts');
  const { seedDemoActivity } = await import('./db/seed/demo-activity.ts');
  await seedCatalog(database.db);
  const staffNotes = await prepareStaffAccounts(createAuthService(database.db, env), env);
  if (env.demoMode) {
    await seedDemoActivity(database.db, {
      accessTokenHash: (orderId) => sha256(orderAccessToken(env.SESSION_SECRET, orderId)),
    });
  }
  return staffNotes;
}

const openFor = (env: Env) => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });

/**
 * Opens the database, prepares accounts and demo data, and serves both hosts until a stop signal. With
 * WEB_CONCURRENCY above 1 (and PostgreSQL), the process becomes a cluster's primary and its workers
 * serve (cluster.ts).
 */
async function startServer(options: ServerOptions) {
  const startedAt = performance.now();
  // Before anything is written: DATA_DIR (the session secret, PGlite's files, backups) is the server's alone.
  restrictNewFileModes();
  const env = loadEnv();
  const unrestricted = secureDataDir(env.DATA_DIR);
  // Development (Vite's modules, hot reload) stays one process.
  const clustered = env.WEB_CONCURRENCY > 1 && env.DATABASE_URL !== undefined && !options.devServer;
  if (clustered && !isClusterWorker()) {
    await runPrimary(env, async () => {
      const database = await openFor(env);
      try {
        return await prepareDatabase(env, database);
      } finally {
        await database.close();
      }
    });
    return;
  }
  const database = await openFor(env);
  // A worker serves the database its primary prepared.
  const staffNotes = isClusterWorker() ? [] : await prepareDatabase(env, database);
  const { server, metrics } = await buildApp({ env, database, ...options });
  let metricsServer: Server | null = null;
  if (isClusterWorker()) reportMetricsToPrimary(metrics.registry);
  else if (env.METRICS_PORT) metricsServer = await startMetricsServer(metrics, env.METRICS_PORT, env.HOST);

  stopOnSignals(server, database, metricsServer);

  await server.listen({ port: env.PORT, host: env.HOST });
  const port = env.PORT;
  if (env.WEB_CONCURRENCY > 1 && !clustered) {
    server.log.warn('WEB_CONCURRENCY needs PostgreSQL (DATABASE_URL): the embedded database serves one process');
  }
  for (const note of staffNotes) server.log.info(note);
  if (unrestricted.length > 0) {
    server.log.warn(
      { paths: unrestricted.slice(0, 10), count: unrestricted.length },
      'could not make these DATA_DIR entries owner-only (chmod refused); other users of this machine may reach them',
    );
  }
  if (env.METRICS_PORT && !isClusterWorker())
    server.log.info(`metrics on http://localhost:${env.METRICS_PORT}/metrics`);
  server.log.info(
    { database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    listeningMessage(env, port),
  );
}

/** The start-up line: where each site answers, the admin one under its configured host (ADMIN_HOST). */
export function listeningMessage(env: Pick<Env, 'adminHost'>, port: number): string {
  return `storefront on http://localhost:${port}, admin on http://${env.adminHost}:${port}`;
}

/** Long enough for requests in flight to finish; short enough for a supervisor's stop timeout (often 10 s). */
const forceExitMs = 4_000;

/** Closes the server (it stops accepting and finishes requests in flight), then the database, then exits. */
function stopOnSignals(server: FastifyInstance, database: DatabaseHandle, metricsServer: Server | null) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // Ctrl-C reaches start.mjs and the server alike, and start.mjs forwards it again: stop once.
    if (stopping) return;
    stopping = true;
    server.log.info({ signal }, 'shutting down');
    // An open event stream or a stuck query must not keep a stopped server alive.
    setTimeout(() => {
      server.log.error(`shutdown took longer than ${forceExitMs} ms; exiting anyway`);
      process.exit(1);
    }, forceExitMs).unref();
    metricsServer?.close();
    server
      .close()
      // A cluster's worker answers every connection the primary sent before hearing it closed.
      .then(() => heardByPrimary())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          server.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
  // A cluster's worker stops with its primary, whichever way the primary ended.
  if (isClusterWorker()) process.on('disconnect', () => stop('SIGTERM'));
}

/**
 * The process entry: `main.ts` with the built front ends, `dev.ts` with Vite's. A configuration
 * problem prints its message alone and exits with 1.
 */
export function runServer(options: ServerOptions = {}) {
  startServer(options).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
