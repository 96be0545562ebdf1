import { context, propagation, type Tracer, trace } from '@opentelemetry/api';
import type { Env } from './env.ts';

/*
 * OpenTelemetry traces (decision 056), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set. Spans are made
 * by hand (plugins/request-tracing.ts, db/statement-tracing.ts): the server is one bundled module, where
 * the auto-instrumentations' require/import hooks find nothing to patch.
 */

export interface Tracing {
  /** Makes the request spans; the database spans come from the same provider through the global API. */
  tracer: Tracer;
  /** Exports the spans still waiting, then unregisters everything (the API falls back to its no-ops). */
  shutdown(): Promise<void>;
}

/** How long a stopping server waits for the last spans to reach the collector. */
const FLUSH_WITHIN_MS = 2_000;

let started = false;

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT: registers a tracer provider for this process (an AsyncLocalStorage
 * context, W3C `traceparent` propagation), batching spans to the collector over OTLP/HTTP. The exporter
 * reads the standard OTEL_EXPORTER_OTLP_* variables itself (headers, timeout, a traces-only endpoint).
 * Without it: null, nothing is registered, every span asked for is the API's no-op one, and the SDK
 * (15 MB of memory) is never loaded.
 */
export async function startTracing(
  env: Pick<Env, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>,
): Promise<Tracing | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  // One provider per process: a second app in the same process would report into the first one's.
  if (started) throw new Error('Tracing is already on in this process.');
  started = true;
  const [{ OTLPTraceExporter }, { defaultResource, resourceFromAttributes }, sdk, { ATTR_SERVICE_NAME }] =
    await Promise.all([
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/semantic-conventions'),
    ]);
  const { BatchSpanProcessor, NodeTracerProvider } = sdk;
  const serviceName = env.OTEL_SERVICE_NAME ?? 'atelier-plans';
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  return {
    tracer: provider.getTracer('atelier-plans'),
    async shutdown() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, FLUSH_WITHIN_MS);
      });
      try {
        // An unreachable collector must not hold the server's stop: spans not sent by then are dropped.
        await Promise.race([provider.shutdown(), late]);
      } finally {
        clearTimeout(timer);
        trace.disable();
        context.disable();
        propagation.disable();
        started = false;
      }
    },
  };
}
