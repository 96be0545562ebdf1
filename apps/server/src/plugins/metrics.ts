import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/drizzle-adapter.ts';

// Prometheus metrics (decision 047): one registry per app, served on METRICS_PORT by a server of its
// own, never on the public port. Counters count this process; figures that are the same for every
// process (the outbox) are read from the database at each scrape.

/** What the process measures; the services report their part through the small methods. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestLabels = ['method', 'route', 'site', 'status_code'] as const;
  const metrics = {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and site.',
      labelNames: requestLabels,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern and site.',
      labelNames: requestLabels,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'page_cache_requests_total',
      help: 'Storefront pages: served from the page cache (hit), rendered and stored (miss), or not cacheable (bypass).',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    checkoutRefusals: new Counter({
      name: 'checkout_refusals_total',
      help: 'Orders the checkout refused, by the reason it gave.',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    databaseErrors: new Counter({
      name: 'db_statement_errors_total',
      help: 'Requests that failed on the database: unavailable (no connection) or statement (an error from a query).',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    /** A checkout the order service refused (a rate limit, a design no longer offered…). */
    checkoutRefused(reason: string) {
      metrics.checkoutRefusals.inc({ reason });
    },
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The gauges read at each scrape: the database pool, the e-mail outbox and the open event streams. */
export function registerScrapedGauges(
  metrics: Metrics,
  database: DatabaseHandle,
  openEventStreams: () => number,
): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'live_event_stream_clients',
    help: 'Event streams (live updates) open on this process.',
    registers,
    collect() {
      this.set(openEventStreams());
    },
  });
  const pool = database.poolStats;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections of this process: open (total), idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  // One query per scrape answers all three outbox gauges.
  let outbox: Promise<{ pending: number; oldest: number; failed: number }> | null = null;
  const readOutbox = () => {
    outbox ??= queryRows<{ pending: number; oldest: number | null; failed: number }>(
      database.db,
      sql`select count(*) filter (where status in ('pending', 'sending'))::int as pending,
                 extract(epoch from now() - min(created_at) filter (where status in ('pending', 'sending'))) as oldest,
                 count(*) filter (where status = 'failed')::int as failed
          from email_outbox where status in ('pending', 'sending', 'failed')`,
    )
      .then(([row]) => ({ pending: row?.pending ?? 0, oldest: Number(row?.oldest ?? 0), failed: row?.failed ?? 0 }))
      .finally(() => {
        outbox = null;
      });
    return outbox;
  };
  const outboxGauge = (name: string, help: string, pick: (row: Awaited<ReturnType<typeof readOutbox>>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      // One figure for the whole database: a cluster's primary reports it once, not once per worker.
      aggregator: 'max',
      async collect() {
        this.set(pick(await readOutbox()));
      },
    });
  outboxGauge('email_outbox_pending', 'E-mails waiting to be sent (pending or being sent).', (row) => row.pending);
  outboxGauge(
    'email_outbox_oldest_pending_seconds',
    'Age of the oldest e-mail still waiting: the outbox lag.',
    (row) => row.oldest,
  );
  outboxGauge('email_outbox_failed', 'E-mails that failed for good (every attempt used).', (row) => row.failed);
}

/** Counts and times every answer by its route pattern (never the raw URL: tokens stay out) and site. */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const site = siteLabel(request);
    const labels = { method: request.method, route, site, status_code: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
    const cache = reply.getHeader('x-page-cache');
    if (site === 'storefront' && request.method === 'GET' && isPage(reply.getHeader('content-type')))
      metrics.pageCache.inc({ result: cache === 'hit' || cache === 'miss' ? cache : 'bypass' });
  });
}

/** Which part of the shop answered: the API (either host's), the admin app or the storefront. */
export function siteLabel(request: FastifyRequest): 'api' | 'admin' | 'storefront' {
  if (request.routeOptions.url?.startsWith('/api/')) return 'api';
  return request.ctx?.site === 'admin' ? 'admin' : 'storefront';
}

const isPage = (contentType: unknown) => typeof contentType === 'string' && contentType.startsWith('text/html');

/**
 * Serves `/metrics` on its own port (METRICS_PORT), so the public site never shows it; the proxy in
 * front of the shop should not route to it either. Resolves once listening.
 */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
