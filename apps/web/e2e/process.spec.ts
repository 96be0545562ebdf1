import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';

// The server process as a supervisor runs it (`npm start` is `exec node scripts/start.mjs`); no browser.
const root = path.resolve(import.meta.dirname, '../../..');
const started: ChildProcess[] = [];
const dataDirs: string[] = [];

test.afterEach(() => {
  // Each child leads its own process group (detached): take start.mjs and the server down together,
  // even when the child itself has gone (npm killed, or npm's shell exited) and left them behind.
  for (const child of started.splice(0)) {
    if (!child.pid) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The whole group has exited.
    }
  }
  for (const folder of dataDirs.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  };
}

function run(args: string[], env: NodeJS.ProcessEnv, command = process.execPath) {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdout?.resume();
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal, stderr }));
  });
  return { child, exit };
}

/** Serves on a fresh DATA_DIR, `DATA_DIR` itself left for the server to create. */
async function startServer(command: 'start.mjs' | 'npm start' = 'start.mjs') {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'atelier-process-'));
  dataDirs.push(parent);
  const dataDir = path.join(parent, 'data');
  const port = await freePort();
  const server =
    command === 'npm start'
      ? run(['start'], serverEnv(dataDir, port), 'npm')
      : run(['scripts/start.mjs'], serverEnv(dataDir, port));
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
  return { ...server, dataDir, port };
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test('SIGTERM to `npm start` stops the server cleanly within 5 seconds and frees the port', async () => {
  test.setTimeout(90_000);
  const server = await startServer();
  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exit, new Promise<null>((resolve) => setTimeout(resolve, 5_000, null))]);
  expect(stopped, 'exited within 5 seconds').not.toBeNull();
  expect(stopped).toMatchObject({ code: 0, signal: null });
  expect(Date.now() - signalledAt).toBeLessThan(5_000);
  expect(await isListening(server.port)).toBe(false);
});

test('SIGTERM to the npm process of `npm start` stops the server: npm exits within 10 s, port and database free', async () => {
  test.setTimeout(90_000);
  const server = await startServer('npm start');
  // To npm alone (not its process group), as a supervisor signals the process it started.
  server.child.kill('SIGTERM');
  // npm exits once the server has: a supervisor that sees npm gone finds the port and the database free.
  const exited = await Promise.race([server.exit, new Promise<null>((resolve) => setTimeout(resolve, 10_000, null))]);
  expect(exited, 'npm exited within 10 seconds').not.toBeNull();
  expect(await isListening(server.port), 'port closed').toBe(false);
  expect(existsSync(path.join(server.dataDir, 'pglite.lock')), 'database lock released').toBe(false);
});

test('`npm start` whose npm process is killed outright still stops the server', async () => {
  test.setTimeout(90_000);
  const server = await startServer('npm start');
  server.child.kill('SIGKILL');
  await expect.poll(() => isListening(server.port), { timeout: 10_000 }).toBe(false);
});

/** Every path under `folder` (itself included) with its permission bits; symbolic links not followed. */
function modes(folder: string): { path: string; mode: string }[] {
  const mode = (file: string) => (lstatSync(file).mode & 0o777).toString(8).padStart(3, '0');
  return [
    { path: folder, mode: mode(folder) },
    ...readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((name) => ({
      path: path.join(folder, name),
      mode: mode(path.join(folder, name)),
    })),
  ];
}

test('DATA_DIR is private: the folder is 0700 and nothing under it is group or other writable', async () => {
  test.setTimeout(90_000);
  const server = await startServer();
  const all = modes(server.dataDir);
  expect(all.map((entry) => entry.path)).toContain(path.join(server.dataDir, 'pglite', 'PG_VERSION'));
  expect(all[0]).toEqual({ path: server.dataDir, mode: '700' });
  expect(all.filter((entry) => (Number.parseInt(entry.mode, 8) & 0o022) !== 0)).toEqual([]);
});

test('a second server on the same DATA_DIR refuses to start, saying so in one line', async () => {
  test.setTimeout(90_000);
  const server = await startServer();
  const second = run(['--import', 'tsx', 'apps/server/src/main.ts'], serverEnv(server.dataDir, await freePort()));
  const { code, stderr } = await second.exit;
  expect(code).not.toBe(0);
  expect(code).not.toBeNull();
  const folder = path.join(server.dataDir, 'pglite');
  expect(stderr.trim().split('\n')).toEqual([
    expect.stringContaining(`The embedded database in ${folder} is in use by another server process (pid `),
  ]);
  expect(stderr).toContain('Stop it first, or set DATABASE_URL to share a PostgreSQL server between processes.');
  // The first server is untouched.
  expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
});
