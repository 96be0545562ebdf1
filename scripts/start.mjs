// `npm start`: builds the front ends and compiles the server when their sources changed since the last
// build, then serves both hosts with plain node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundle } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const frontEndSources = [
  'apps/web/app',
  'apps/web/public',
  'apps/admin/src',
  'apps/admin/index.html',
  'packages/ui/src',
  'packages/domain/src',
];
const frontEndOutputs = ['apps/web/build/server/index.js', 'apps/admin/dist/index.html'];
const serverSources = ['apps/server/src', 'apps/server/package.json', 'packages/domain/src'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((name) => newestMtime(path.join(target, name))));
}

const isStale = (outputs, sources) =>
  Math.min(
    ...outputs.map((output) => (existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0)),
  ) < Math.max(...sources.map(newestMtime));

if (isStale(frontEndOutputs, frontEndSources)) {
  console.log('Building the storefront and the admin app...');
  const build = spawnSync('npm', ['run', 'build:front-ends'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (isStale([path.relative(root, serverBundle)], serverSources)) {
  console.log('Compiling the server...');
  await buildServer();
}

// Asynchronous, so a supervisor's SIGTERM reaches the server and its graceful shutdown runs.
const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
