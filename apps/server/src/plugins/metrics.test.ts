import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { licenceStorefront } from '../test/licence-storefront.ts';
import { placeTestOrder, postCheckout } from '../test/orders.ts';
import { PUBLIC_HOST, useTestApp } from '../test/test-app.ts';
import { startMetricsServer } from './metrics.ts';

const app = useTestApp({}, { frontEnds: licenceStorefront() });

const scrape = () => app.metrics.registry.metrics();

/** The value of one series in the exposition text, 0 when absent. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics', () => {
  it('counts and times answers by route pattern and site, never by the raw URL', async () => {
    const before = await scrape();
    const series = 'http_requests_total{method="GET",route="/api/orders/:number",site="api",status_code="404"}';
    const answer = await app.server.inject({
      url: '/api/orders/AP-NONE-NONE?token=very-secret-token',
      headers: { host: PUBLIC_HOST },
    });
    expect(answer.statusCode).toBe(404);
    const after = await scrape();
    expect(seriesValue(after, series)).toBe(seriesValue(before, series) + 1);
    expect(after).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/orders/:number",site="api",status_code="404"}',
    );
    expect(after).not.toContain('very-secret-token');
    expect(after).not.toContain('AP-NONE-NONE');
  });

  it('counts storefront pages served from the page cache and rendered for it', async () => {
    const hit = 'page_cache_requests_total{result="hit"}';
    const miss = 'page_cache_requests_total{result="miss"}';
    const before = await scrape();
    for (let visit = 0; visit < 3; visit++)
      await app.server.inject({ url: '/licence?from=metrics-test', headers: { host: PUBLIC_HOST } });
    const after = await scrape();
    expect(seriesValue(after, miss)).toBe(seriesValue(before, miss) + 1);
    expect(seriesValue(after, hit)).toBe(seriesValue(before, hit) + 2);
  });

  it('counts checkout refusals by their reason, and reads the outbox from the database', async () => {
    const series = 'checkout_refusals_total{reason="unknown_design"}';
    const before = seriesValue(await scrape(), series);
    const refused = await postCheckout(app, {
      fullName: 'Ada Lovelace',
      email: 'metrics@example.com',
      country: 'GB',
      address: '12 St James Square, London',
      acceptLicence: true,
      idempotencyKey: crypto.randomUUID(),
      lines: [{ designId: 'design-none', quantity: 1 }],
    });
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(refused.json().error.code).toBe('unknown_design');
    expect(seriesValue(await scrape(), series)).toBe(before + 1);

    await app.services.email.stop();
    await placeTestOrder(app);
    const text = await scrape();
    expect(seriesValue(text, 'email_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'email_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('email_outbox_failed ');
    expect(text).toContain('live_event_stream_clients 0');
    expect(text).toContain('process_resident_memory_bytes');
    // The pool is PostgreSQL's; the embedded database has none.
    expect(text.includes('db_pool_connections{state="total"}')).toBe(app.database.kind === 'postgres');
  });

  it('serves /metrics on a port of its own and nothing else there', async () => {
    const server = await startMetricsServer(app.metrics, 0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toContain('text/plain');
      expect(await metrics.text()).toContain('# TYPE http_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      server.close();
    }
    const onPublicPort = await app.server.inject({ url: '/metrics', headers: { host: PUBLIC_HOST } });
    expect(onPublicPort.body).not.toContain('http_requests_total');
  });
});
