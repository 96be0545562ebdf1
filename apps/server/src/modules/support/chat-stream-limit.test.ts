import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type OpenEventStream, openEventStream } from '../../test/event-stream.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { PUBLIC_STREAM_LIMIT } from '../live/event-stream.ts';

const LIMIT = PUBLIC_STREAM_LIMIT.limit;

const app = useTestApp();
let origin: string;
// A second server process on the same database: the cap holds across processes.
let second: Awaited<ReturnType<typeof buildApp>>;
let secondOrigin: string;
beforeAll(async () => {
  origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
  second = await buildApp({ env: app.env, database: app.database, serveFrontEnds: false });
  secondOrigin = await second.server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second?.server.close();
});

const open: OpenEventStream[] = [];
const stream = async (server: string, visitor: number, from = '127.0.0.1', headers: Record<string, string> = {}) => {
  const url = `${server}/api/chat/visitor_limit_${String(visitor).padStart(9, '0')}/events`;
  const opened = await openEventStream(url, { host: PUBLIC_HOST, ...headers }, { localAddress: from });
  open.push(opened);
  return opened;
};
const closeAll = async () => {
  for (const opened of open.splice(0)) opened.close();
  // The server gives a closed stream's lease back once it sees the connection go.
  await new Promise((resolve) => setTimeout(resolve, 200));
};

describe('open public event streams per client', () => {
  it(`allows ${LIMIT} at once per address across server processes, then answers 429 with Retry-After`, async () => {
    try {
      const first = [];
      for (let index = 0; index < LIMIT; index++) first.push(await stream(index % 2 ? secondOrigin : origin, index));
      expect(first.map((opened) => opened.status)).toEqual(Array(LIMIT).fill(200));

      for (const server of [origin, secondOrigin]) {
        const refused = await stream(server, 99);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.headers['content-type']).toContain('application/json');
        expect(JSON.parse(await refused.text())).toEqual({
          error: { code: 'rate_limited', message: expect.stringMatching(/too many open connections/i) },
        });
      }
      // Headers do not make another client (no proxy is trusted); another address is one.
      const spoofed = await stream(origin, 98, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
      expect(spoofed.status).toBe(429);
      const other = await stream(origin, 97, '127.0.0.2');
      expect(other.status).toBe(200);
      // A request that is not an EventSource still gets its empty, ended stream.
      const probe = await app.server.inject({
        url: '/api/chat/visitor_limit_000000001/events',
        headers: { host: PUBLIC_HOST },
      });
      expect(probe.statusCode).toBe(200);
    } finally {
      await closeAll();
    }
  });

  it('frees a place when a stream closes', async () => {
    try {
      const held = [];
      for (let index = 0; index < LIMIT; index++) held.push(await stream(origin, index));
      expect(held.every((opened) => opened.status === 200)).toBe(true);
      expect((await stream(secondOrigin, 50)).status).toBe(429);

      held[0]?.close();
      let reopened = 0;
      for (let attempt = 0; attempt < 40 && reopened !== 200; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const next = await stream(secondOrigin, 51);
        reopened = next.status;
        if (reopened !== 200) next.close();
      }
      expect(reopened).toBe(200);
      expect((await stream(origin, 52)).status).toBe(429);
    } finally {
      await closeAll();
    }
  });
});
