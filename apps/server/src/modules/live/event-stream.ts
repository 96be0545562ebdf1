import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveHub } from './hub.ts';

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/**
 * Public event streams one client address may hold open at once, counted in the database across every
 * server process (limits/concurrency-limit.ts): one lease per stream, renewed on each heartbeat and
 * given back on close, so the leases of a process that dies end by themselves after three missed
 * heartbeats. Six is all one browser keeps open to a host over HTTP/1.1 anyway; more is a script.
 */
export const PUBLIC_STREAM_LIMIT = { name: 'public-event-streams', limit: 6, leaseMs: 3 * HEARTBEAT_MS };

export interface EventStream {
  send(event: string, data: unknown, id?: string): void;
  /** Runs once, when the client goes away or the server closes the stream. */
  onClose(handler: () => void): void;
  close(): void;
  readonly closed: boolean;
}

/** EventSource always sends `Accept: text/event-stream`. */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/**
 * What a client that did not ask for a stream (a script, a probe) gets: an empty event stream that
 * ends at once, so it never holds a connection open by accident.
 */
export function sendEmptyEventStream(reply: FastifyReply) {
  return reply
    .header('Cache-Control', 'no-store')
    .type('text/event-stream; charset=utf-8')
    .send(`retry: ${RETRY_MS}\n\n`);
}

/**
 * Takes the response over from Fastify (so neither compression nor serialisation buffers it) and keeps
 * it open as a server-sent event stream with a heartbeat. The hub ends it when the server closes.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: LiveHub,
  onHeartbeat?: () => void,
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  const closeHandlers: (() => void)[] = [];
  let closed = false;

  const heartbeat = setInterval(() => {
    raw.write(': heartbeat\n\n');
    onHeartbeat?.();
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const stream: EventStream = {
    get closed() {
      return closed;
    },
    send(event, data, id) {
      if (closed) return;
      raw.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(handler) {
      if (closed) handler();
      else closeHandlers.push(handler);
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      untrack();
      if (!raw.writableEnded) raw.end();
      for (const handler of closeHandlers.splice(0)) {
        try {
          handler();
        } catch (error) {
          request.log.error({ err: error }, 'event stream close handler failed');
        }
      }
    },
  };
  const untrack = hub.track(stream);
  // The response's 'close' (not the request's, which fires once a GET is read) means the client left.
  raw.on('close', () => stream.close());
  // A client that left while the route was still getting ready (e.g. taking its lease) is gone already.
  if (raw.destroyed) stream.close();
  return stream;
}
