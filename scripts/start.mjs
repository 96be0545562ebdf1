// `npm start`: builds the front ends and compiles the server when their sources changed since the last
// build, then serves both hosts with plain node.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBundle, serverNodeFlags } from './build-server.mjs';
import { buildFrontEndsIfStale, buildServerIfStale } from './stale-builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Whoever started this script (npm, a supervisor, a shell), noted before the builds.
const parent = process.ppid;
buildFrontEndsIfStale();
await buildServerIfStale();

// Asynchronous, so a supervisor's SIGTERM reaches the server and its graceful shutdown runs.
const server = spawn(process.execPath, [...serverNodeFlags, serverBundle], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
// Under `npm start` (or another package manager's run), npm going away stops the server as SIGTERM
// would. npm runs a script through `sh -c` and forwards SIGTERM to that shell only, which dies of it
// without passing it on (package.json's `exec` makes this script the shell, so npm's SIGTERM arrives
// here); npm itself may be killed outright. Either way this script is re-parented (to init or a
// subreaper) and, unwatched, the server would keep serving and holding the embedded database's lock.
// Run directly (`node scripts/start.mjs`, `nohup ... &`), the server outlives its parent as before.
if (process.env.npm_lifecycle_event) {
  const orphanWatch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(orphanWatch);
    server.kill('SIGTERM');
  }, 250);
  orphanWatch.unref();
}
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
