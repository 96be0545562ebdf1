import { createServer, request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { operationOf } from './db/statement-tracing.ts';
import { loadEnv } from './env.ts';
import { freePort } from './free-port.ts';
import { createTestApp } from './test/test-app.ts';
import { startTracing } from './tracing.ts';

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL names a server: each driver has its own
// traced `query` (db/statement-tracing.ts).

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}

/** A collector's OTLP/HTTP endpoint: keeps the JSON bodies the exporter posts to /v1/traces. */
async function startCollector() {
  const bodies: string[] = [];
  const port = await freePort();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (request.url === '/v1/traces') {
        bodies.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    spans(): ExportedSpan[] {
      return bodies.flatMap((body) =>
        (JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[] }).resourceSpans.flatMap(
          (resource) => resource.scopeSpans.flatMap((scope) => scope.spans),
        ),
      );
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Collector = Awaited<ReturnType<typeof startCollector>>;

const attribute = (span: ExportedSpan | undefined, key: string) => {
  const value = span?.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

/**
 * Posts JSON whose second half arrives a moment after the first, as a slow client's does: the body is
 * then read in later socket callbacks, and the statements the handler sends must still see the span.
 */
function postInTwoParts(url: string, body: unknown): Promise<number | undefined> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    request.write(text.slice(0, 20));
    setTimeout(() => request.end(text.slice(20)), 50);
  });
}

const secrets = {
  query: 'query-secret-5d1e',
  cookie: 'cookie-secret-93ab',
  authorization: 'auth-secret-17cf',
  param: 'param-secret-c0de',
  body: 'body-secret-4e77',
  email: 'email-secret-8b21@example.com',
};
const callerTraceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const callerSpanId = '00f067aa0ba902b7';

describe('traces, with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let collector: Collector;
  let spans: ExportedSpan[] = [];
  let exported = '';
  let designId = '';
  const logLines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    collector = await startCollector();
    // The exporter reads the standard variables itself; the app's env switches tracing on.
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', collector.url);
    const app = await createTestApp(
      { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_SERVICE_NAME: 'shop-test', LOG_LEVEL: 'info' },
      { logStream: { write: (line) => logLines.push(JSON.parse(line)) } },
    );
    try {
      const origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
      const page = (await (await fetch(`${origin}/api/designs`)).json()) as { designs: { id: string }[] };
      designId = page.designs[0]?.id ?? '';
      const design = await fetch(`${origin}/api/designs/${designId}?utm_source=${secrets.query}`, {
        headers: {
          cookie: `session=${secrets.cookie}`,
          authorization: `Bearer ${secrets.authorization}`,
          traceparent: `00-${callerTraceId}-${callerSpanId}-01`,
        },
      });
      expect(design.status).toBe(200);
      expect((await fetch(`${origin}/api/designs/${secrets.param}`)).status).toBe(404);
      const contact = await postInTwoParts(`${origin}/api/contact`, {
        name: 'Grace Hopper',
        email: secrets.email,
        subject: 'sustainable-design',
        message: `We are planning a passive house, ${secrets.body}.`,
      });
      expect(contact).toBe(201);
    } finally {
      // Closing the app exports the spans still batched.
      await app.close();
      vi.unstubAllEnvs();
    }
    spans = collector.spans();
    exported = collector.bodies.join('\n');
  });

  afterAll(async () => {
    await collector?.close();
  });

  const requestSpan = (name: string) => spans.find((span) => span.name === name && attribute(span, 'http.route'));

  it('names each request span by its route pattern, with method, route, site and status code', () => {
    const design = requestSpan('GET /api/designs/:id');
    expect(design).toBeDefined();
    expect(attribute(design, 'http.request.method')).toBe('GET');
    expect(attribute(design, 'http.route')).toBe('/api/designs/:id');
    expect(attribute(design, 'atelier.site')).toBe('api');
    const statuses = spans
      .filter((span) => span.name === 'GET /api/designs/:id')
      .map((span) => attribute(span, 'http.response.status_code'));
    expect(statuses.sort()).toEqual([200, 404]);
    expect(attribute(requestSpan('POST /api/contact'), 'http.response.status_code')).toBe(201);
    expect(exported).toContain('"shop-test"');
  });

  it('nests the database statements under the request that sent them, a posted body included', () => {
    for (const name of ['GET /api/designs/:id', 'POST /api/contact']) {
      for (const request of spans.filter((span) => span.name === name)) {
        const statements = spans.filter((span) => span.parentSpanId === request.spanId);
        expect(statements.length, name).toBeGreaterThan(0);
        for (const statement of statements) {
          expect(statement.traceId).toBe(request.traceId);
          expect(statement.name).toMatch(/^db [a-z]+$/);
          expect(attribute(statement, 'db.system')).toBe('postgresql');
          expect(attribute(statement, 'db.operation.name')).toBe(statement.name.slice(3));
          expect(attribute(statement, 'db.query.text')).toEqual(expect.any(String));
        }
      }
    }
    const inserts = spans.filter(
      (span) => span.parentSpanId === requestSpan('POST /api/contact')?.spanId && span.name === 'db insert',
    );
    expect(inserts.length).toBeGreaterThan(0);
    expect(String(attribute(inserts[0], 'db.query.text'))).toMatch(/\$1/);
  });

  it("continues the caller's traceparent", () => {
    const design = spans.find(
      (span) => span.name === 'GET /api/designs/:id' && attribute(span, 'http.response.status_code') === 200,
    );
    expect(design?.traceId).toBe(callerTraceId);
    expect(design?.parentSpanId).toBe(callerSpanId);
    // A request without one starts a trace of its own.
    expect(requestSpan('POST /api/contact')?.traceId).not.toBe(callerTraceId);
  });

  it("writes each request's log line with its trace and span ids", () => {
    const completed = (route: string) =>
      logLines.find((line) => line.msg === 'request completed' && line.route === route);
    const design = spans.find(
      (span) => span.name === 'GET /api/designs/:id' && attribute(span, 'http.response.status_code') === 200,
    );
    expect(completed('/api/designs/:id')).toMatchObject({ trace_id: callerTraceId, span_id: design?.spanId });
    const contact = requestSpan('POST /api/contact');
    expect(completed('/api/contact')).toMatchObject({ trace_id: contact?.traceId, span_id: contact?.spanId });
  });

  it('exports no query string, cookie, authorization header, body or statement parameter', () => {
    expect(spans.length).toBeGreaterThan(5);
    for (const secret of Object.values(secrets)) expect(exported).not.toContain(secret);
    expect(exported).not.toContain(designId);
    expect(exported).not.toContain('utm_source');
  });

  it('leaves the no-op API behind once the app has closed', () => {
    expect(trace.getTracer('after').startSpan('after').isRecording()).toBe(false);
  });
});

describe('traces, with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  it('registers nothing and exports no span', async () => {
    const collector = await startCollector();
    // Even with a collector the exporter would find, the app's env alone decides.
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', collector.url);
    const app = await createTestApp();
    try {
      expect(await startTracing(app.env)).toBeNull();
      const response = await app.server.inject({ url: '/api/designs', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(200);
      const span = trace.getTracer('unset').startSpan('unset');
      expect(span.isRecording()).toBe(false);
      expect(span.spanContext().traceId).toBe('0'.repeat(32));
    } finally {
      await app.close();
      vi.unstubAllEnvs();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(collector.bodies).toEqual([]);
    await collector.close();
  });

  it('validates the endpoint as a URL', () => {
    expect(() =>
      loadEnv({ DATA_DIR: '/tmp', SESSION_SECRET: 'x'.repeat(32), OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }),
    ).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT: must be an http\(s\) URL/);
  });
});

describe('statement spans', () => {
  it("are named by the statement's first keyword", () => {
    expect(operationOf('select 1')).toBe('select');
    expect(operationOf('  (SELECT 1) union (select 2)')).toBe('select');
    expect(operationOf('with moved as (delete from carts returning id) select count(*) from moved')).toBe('with');
    expect(operationOf('')).toBe('query');
  });
});
