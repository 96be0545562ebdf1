import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

const CONNECTIONS = 16;
const SECONDS = 8;

/** Requests per second at 16 connections, as a browser asking for brotli would load `url`. */
async function rate(url: string): Promise<{ perSecond: number; failures: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  return { perSecond: result.requests.average, failures: result.non2xx + result.errors };
}

/** A bare Node server answering every request with the same bytes and headers. */
async function bareServer(body: Buffer, headers: Record<string, string>): Promise<http.Server> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/**
 * Throughput of cached anonymous pages against a bare Node server handing out the same bytes, in the
 * same run (decision 030's target: at least half).
 */
export async function pageThroughput(port: number, paths: string[]): Promise<string[]> {
  const lines = [`cached pages, ${CONNECTIONS} connections, ${SECONDS} s each: requests/s (bare Node, same bytes)`];
  for (const pagePath of paths) {
    const url = `http://127.0.0.1:${port}${pagePath}`;
    // Fill the cache, then take the bytes exactly as a visitor gets them.
    await fetch(url);
    const sample = await new Promise<{ body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const headers: Record<string, string> = {};
            for (const [name, value] of Object.entries(response.headers)) {
              if (typeof value === 'string') headers[name] = value;
            }
            resolve({ body: Buffer.concat(chunks), headers });
          });
        })
        .on('error', reject);
    });
    const served = await rate(url);
    const bare = await bareServer(sample.body, sample.headers);
    const baseline = await rate(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`);
    await new Promise((resolve) => bare.close(resolve));
    const ratio = served.perSecond / baseline.perSecond;
    const cache = sample.headers['x-page-cache'] ?? 'not cached';
    lines.push(
      `${pagePath.padEnd(28)} ${String(Math.round(served.perSecond)).padStart(7)} (${Math.round(baseline.perSecond)}) = ${ratio.toFixed(2)}× [${cache}, ${sample.body.length} bytes${served.failures ? `, ${served.failures} failed` : ''}]${ratio < 0.5 ? ' ✗' : ''}`,
    );
  }
  for (const line of lines) console.log(line);
  return lines;
}
