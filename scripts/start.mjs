// `npm start`: builds the front ends when their sources changed since the last build, then serves both hosts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/admin/src',
  'apps/admin/index.html',
  'packages/ui/src',
  'packages/domain/src',
];
const outputs = ['apps/web/build/server/index.js', 'apps/admin/dist/index.html'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(target, name))));
}

const builtAt = Math.min(
  ...outputs.map((output) => (existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0)),
);
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log('Building the storefront and the admin app...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Asynchronous, so a supervisor's SIGTERM reaches the server and its graceful shutdown runs.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
