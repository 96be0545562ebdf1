import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';
import pino from 'pino';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { loggerOptions } from './app.ts';
import type { Env } from './env.ts';

/*
 * WEB_CONCURRENCY=N (decision 054): this primary process prepares the database once, then keeps N
 * workers serving the same port (node:cluster hands each new connection to one of them). Everything
 * they share lives in PostgreSQL already (decision 030: sessions, limits, caches' validity, live events).
 *
 * - A worker that dies is replaced (after a second, so a crash loop does not spin).
 * - SIGUSR2 restarts the workers one at a time: a new one listens before the old one is asked to stop,
 *   and the old one finishes what it accepted (rolling restart, e.g. after an upgrade of the files).
 * - SIGTERM or SIGINT stops them all: each finishes its requests in flight and closes its event
 *   streams; the primary exits when they have, or after STOP_WITHIN_MS.
 * - With METRICS_PORT, the primary serves the workers' metrics added up.
 */

const STOP_WITHIN_MS = 10_000;
const RESPAWN_AFTER_MS = 1_000;

/** Whether this process is a worker of a cluster (it serves; the primary prepared the database). */
export const isClusterWorker = () => cluster.isWorker;

const SYNC = 'atelier:sync';
const SYNCED = 'atelier:synced';

/**
 * In a worker that has closed its server: resolves once the primary has answered a message sent after
 * the close. The primary hands connections to workers over the same ordered channel, and one it sent
 * before hearing of the close must reach this worker, which hands it back (Node's cluster does), before
 * the worker exits: exiting earlier would leave that connection open in the primary, never answered.
 * Resolves at once outside a cluster, and after `withinMs` if the primary does not answer.
 */
export function heardByPrimary(withinMs = 1_000): Promise<void> {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send || !process.connected) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve();
    };
    const onMessage = (message: unknown) => {
      if (message === SYNCED) done();
    };
    const timer = setTimeout(done, withinMs);
    process.on('message', onMessage);
    send(SYNC);
  });
}

/** Runs the primary: `prepare` once, then `env.WEB_CONCURRENCY` workers until a stop signal. */
export async function runPrimary(env: Env, prepare: () => Promise<string[]>): Promise<void> {
  const log = pino(loggerOptions(env));
  for (const note of await prepare()) log.info(note);
  let stopping = false;
  /** Workers being replaced on purpose: their exit is expected. */
  const retiring = new Set<number>();

  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => log.info({ worker: worker.process.pid }, 'worker listening'));
    return worker;
  };
  // A worker stopping asks to be heard (heardByPrimary): the answer follows whatever was sent before it.
  cluster.on('message', (worker, message) => {
    if (message === SYNC && worker.isConnected()) worker.send(SYNCED);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping || retiring.delete(worker.id)) return;
    log.error({ worker: worker.process.pid, code, signal }, 'worker died; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, RESPAWN_AFTER_MS).unref();
  });
  // The signals are handled before any worker exists: a signal sent as soon as one listens is never missed.
  let metricsServer: Server | null = null;
  let restarting = false;
  process.on('SIGUSR2', () => {
    if (restarting || stopping) return;
    restarting = true;
    log.info('rolling restart');
    restartOneByOne(
      [...Object.values(cluster.workers ?? {})].filter((worker) => worker !== undefined),
      fork,
      retiring,
    )
      .then(() => log.info('rolling restart done'))
      .catch((error: unknown) => log.error({ err: error }, 'rolling restart failed'))
      .finally(() => {
        restarting = false;
      });
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down the workers');
    metricsServer?.close();
    setTimeout(() => {
      log.error(`the workers took longer than ${STOP_WITHIN_MS} ms to stop; exiting anyway`);
      process.exit(1);
    }, STOP_WITHIN_MS).unref();
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    Promise.all(workers.map((worker) => stopWorker(worker))).then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);

  if (env.METRICS_PORT) metricsServer = await serveClusterMetrics(env.METRICS_PORT, env.HOST);
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
}

/** Asks a worker to stop (it drains, decision 028) and resolves when it has exited. */
function stopWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    worker.once('exit', () => resolve());
    worker.process.kill('SIGTERM');
  });
}

/** Replaces each worker by a new one, which listens before the old one stops. */
async function restartOneByOne(workers: Worker[], fork: () => Worker, retiring: Set<number>): Promise<void> {
  for (const old of workers) {
    const next = fork();
    await new Promise<void>((resolve, reject) => {
      next.once('listening', () => resolve());
      next.once('exit', () => reject(new Error('a new worker exited before it listened')));
    });
    retiring.add(old.id);
    await stopWorker(old);
  }
}

/** The workers' metrics, added up, on METRICS_PORT (each worker answers the primary's request for them). */
function serveClusterMetrics(port: number, host: string): Promise<Server> {
  const aggregator = new AggregatorRegistry();
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    aggregator.clusterMetrics().then(
      (text) => response.writeHead(200, { 'content-type': aggregator.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed.\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** In a worker: which registries the primary's metrics request is answered from. */
export function reportMetricsToPrimary(registry: Registry): void {
  // Constructing one is what makes prom-client answer the primary's requests in a worker.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}
