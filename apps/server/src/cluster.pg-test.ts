import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from './db/scratch-database.ts';
import { freePort } from './free-port.ts';
import { tempDir } from './test/temp-dir.ts';

// WEB_CONCURRENCY (decision 054): the real server, started as `npm start` starts it, with two workers on
// one PostgreSQL database.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverUrl = process.env.TEST_DATABASE_URL;

let database: Awaited<ReturnType<typeof createScratchDatabase>>;
let server: ChildProcess;
let port: number;
let metricsPort: number;
const lines: Record<string, unknown>[] = [];

/** The last lines of the server's log, to say where a step stalled. */
const tail = () =>
  lines
    .slice(-15)
    .map((line) => JSON.stringify(line))
    .join('\n');

/** Waits for `promise`, or fails after `ms` naming the step, with the log's tail. */
function step<T>(label: string, ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: nothing after ${ms} ms; the log ends:\n${tail()}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Resolves once the server's log has `count` lines with this message. */
function logged(message: string, count = 1): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (lines.filter((line) => line.msg === message).length >= count) resolve();
      else setTimeout(check, 50);
    };
    check();
  });
}

/**
 * One GET of /api/health on a connection of its own: its status, or why it failed. An answer that takes
 * over 15 s counts as lost (the socket is dropped), so no request can stall the test; a busy machine
 * starting a worker (compiled on the fly here) may well take a few seconds.
 */
function health(): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 15_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', (error) => resolve(error.message));
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 15 s')));
    request.on('error', (error) => resolve(error.message));
  });
}

beforeAll(async () => {
  if (!serverUrl) throw new Error('the cluster test needs PostgreSQL (TEST_DATABASE_URL)');
  database = await createScratchDatabase(serverUrl, 'cluster');
  port = await freePort();
  metricsPort = await freePort();
  const empty = tempDir('cluster-build');
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      SESSION_SECRET: 'c'.repeat(40),
      DATABASE_URL: database.url,
      DATA_DIR: tempDir('cluster-data'),
      WEB_BUILD_DIR: empty,
      ADMIN_BUILD_DIR: empty,
      WEB_CONCURRENCY: '2',
      METRICS_PORT: String(metricsPort),
      // The workers' request lines are not needed; the primary's steps are logged at info.
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let rest = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part));
      } catch {
        // not a log line
      }
    }
  });
  await step('two workers listening', 120_000, logged('worker listening', 2));
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await once(server, 'exit');
  }
  await database?.drop();
});

describe('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  it('serves from two workers, restarts them one at a time without losing a request, and stops on SIGTERM', async () => {
    const workers = new Set(lines.filter((line) => line.msg === 'worker listening').map((line) => line.worker));
    expect(workers.size).toBe(2);
    expect(await health()).toBe(200);

    // Requests keep coming while SIGUSR2 replaces both workers: every one is answered.
    let running = true;
    const answers: (number | string)[] = [];
    const load = (async () => {
      while (running) {
        answers.push(await health());
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill('SIGUSR2');
    await step('the rolling restart', 60_000, logged('rolling restart done'));
    running = false;
    await step('the last request', 20_000, load);
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((answer) => answer !== 200)).toEqual([]);
    const now = new Set(lines.filter((line) => line.msg === 'worker listening').map((line) => line.worker));
    expect(now.size).toBe(4);

    // The primary answers for the workers' metrics, added up.
    const metrics = await step(
      'the metrics',
      10_000,
      fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((response) => response.text()),
    );
    expect(metrics).toMatch(/http_requests_total\{[^}]*route="\/api\/health"[^}]*\} \d+/);
    expect(metrics.match(/^email_outbox_pending \d+$/m)).not.toBeNull();

    const started = Date.now();
    const exited = once(server, 'exit');
    expect(server.exitCode).toBeNull();
    server.kill('SIGTERM');
    const [code] = await step('stopping on SIGTERM', 15_000, exited);
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 120_000);
});
