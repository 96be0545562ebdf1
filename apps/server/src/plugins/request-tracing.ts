import {
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteLabel } from './metrics.ts';

/**
 * One server span per request (decision 056), named `METHOD route-pattern` like the metrics' `route`
 * label (never the URL: its query and tokens are secrets), continuing the caller's W3C `traceparent`.
 * It carries the method, route, site and status code and nothing else: no URL, header, cookie or body.
 * The request's log lines carry the span's trace_id and span_id.
 *
 * The span is the active context for everything the request runs, so the database statements it sends
 * nest under it: it is entered in the first `onRequest` hook (register this before any other), and
 * Fastify carries it on across reading the body (its content-type parser runs in an AsyncResource).
 */
export function registerRequestTracing(app: FastifyInstance, tracer: Tracer): void {
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method, ...(route ? { [ATTR_HTTP_ROUTE]: route } : {}) },
      },
      parent,
    );
    spans.set(request, span);
    // The request's log lines name its span, so a line leads to its trace and back.
    const { traceId, spanId } = span.spanContext();
    request.log = request.log.child({ trace_id: traceId, span_id: spanId });
    context.with(trace.setSpan(parent, span), done);
  });

  const end = (request: FastifyRequest, statusCode: number | null) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    span.setAttribute('atelier.site', siteLabel(request));
    if (statusCode === null) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: 'client aborted the request' });
    } else {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, statusCode);
      // A server span is an error on a 5xx only: a 4xx is the client's.
      if (statusCode >= 500) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.setAttribute(ATTR_ERROR_TYPE, String(statusCode));
      }
    }
    span.end();
  };
  app.addHook('onResponse', async (request, reply) => end(request, reply.statusCode));
  app.addHook('onRequestAbort', async (request) => end(request, null));
}
