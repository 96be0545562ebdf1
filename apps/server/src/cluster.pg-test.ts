import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
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

/** Resolves once the server's log has `count` lines with this message. */
function logged(message: string, count = 1, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const check = () => {
      if (lines.filter((line) => line.msg === message).length >= count) return resolve();
      if (Date.now() > deadline) return reject(new Error(`no ${count} × "${message}" in the log`));
      setTimeout(check, 50);
    };
    check();
  });
}

const health = async () =>
  (await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } })).status;

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
  await logged('worker listening', 2, 120_000);
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
        answers.push(await health().catch((error: Error) => error.message));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill('SIGUSR2');
    await logged('rolling restart done', 1, 60_000);
    running = false;
    await load;
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((answer) => answer !== 200)).toEqual([]);
    const now = new Set(lines.filter((line) => line.msg === 'worker listening').map((line) => line.worker));
    expect(now.size).toBe(4);

    // The primary answers for the workers' metrics, added up.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/http_requests_total\{[^}]*route="\/api\/health"[^}]*\} \d+/);
    expect(metrics.match(/^email_outbox_pending \d+$/m)).not.toBeNull();

    const started = Date.now();
    server.kill('SIGTERM');
    const [code] = await once(server, 'exit');
    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 120_000);
});
