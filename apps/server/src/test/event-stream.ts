import http from 'node:http';

/** A server-sent event as a test reads it. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
  id?: string;
}

export interface OpenEventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Resolves with the oldest not yet taken event named `event`, or rejects after `timeoutMs`. */
  next(event: string, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Everything received so far, comments included as event ':'. */
  received: ReceivedEvent[];
  /** The whole body of an answer that ends (a 429 instead of a stream), once it has. */
  text(): Promise<string>;
  close(): void;
}

/**
 * Opens an event stream over real HTTP (inject would wait for an end that never comes). node:http
 * rather than fetch, which would not send our Host header (it picks the site).
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
  /** `localAddress`: the client address to connect from (any of 127.0.0.0/8 on the loopback). */
  options: { localAddress?: string } = {},
): Promise<OpenEventStream> {
  const received: ReceivedEvent[] = [];
  const waiters: (() => void)[] = [];
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, ...options }, resolve);
    request.on('error', reject);
  });
  let buffer = '';
  let body = '';
  const ended = new Promise<string>((resolve) => response.on('end', () => resolve(body)));
  response.setEncoding('utf8');
  response.on('error', () => {});
  response.on('data', (chunk: string) => {
    body += chunk;
    buffer += chunk;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      received.push(parseBlock(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
    for (const wake of waiters.splice(0)) wake();
  });
  const taken = new Set<number>();
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    received,
    async next(event, timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex((item, position) => !taken.has(position) && item.event === event);
        if (index >= 0) {
          taken.add(index);
          return received[index] as ReceivedEvent;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no '${event}' event within ${timeoutMs} ms (got ${JSON.stringify(received)})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    text: () => ended,
    close: () => response.destroy(),
  };
}

function parseBlock(block: string): ReceivedEvent {
  const result: ReceivedEvent = { event: 'message', data: null };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) return { event: ':', data: line.slice(1).trim() };
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') result.event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') result.id = value;
    else if (field === 'retry') result.event = 'retry';
  }
  if (data.length > 0) result.data = JSON.parse(data.join('\n'));
  return result;
}
