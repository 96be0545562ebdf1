// What `npm start` and the browser tests' server build before they serve: the front ends and the
// server bundle, each when a source changed since its last build. So both always serve the current
// sources, and a browser test run never rebuilds files its own server is serving.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

/** Builds the storefront and the admin app when their sources are newer; exits the process if that fails. */
export function buildFrontEndsIfStale() {
  if (!isStale(frontEndOutputs, frontEndSources)) return;
  console.log('Building the storefront and the admin app...');
  const build = spawnSync('npm', ['run', 'build:front-ends'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Compiles the server bundle when its sources are newer. */
export async function buildServerIfStale() {
  if (!isStale([path.relative(root, serverBundle)], serverSources)) return;
  console.log('Compiling the server...');
  await buildServer();
}
