// Starts a throwaway PostgreSQL server from Debian's binaries for the test run.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Returns { url, stop } for a fresh cluster on a free loopback port. */
export async function startTemporaryPostgres(bin) {
  const isRoot = process.getuid?.() === 0;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'atelier-pg-'));
  chmodSync(folder, 0o777);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const run = (command, args) => {
    const file = path.join(bin, command);
    if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
    else execFileSync(file, args, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(folder, 'server.log'),
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', 'stop']);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

// CLI: `node scripts/postgres-temp.mjs start` prints the URL and the stop command for a shell to use.
if (process.argv[1]?.endsWith('postgres-temp.mjs') && process.argv[2] === 'start') {
  const bin = findPostgresBin();
  if (!bin) {
    console.error("PostgreSQL server not found: install Debian's postgresql package.");
    process.exit(1);
  }
  const { url } = await startTemporaryPostgres(bin);
  console.log(url);
}
