// `npm start`: builds the front ends and compiles the server when their sources changed since the last
// build, then serves both hosts with plain node.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBundle } from './build-server.mjs';
import { buildFrontEndsIfStale, buildServerIfStale } from './stale-builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildFrontEndsIfStale();
await buildServerIfStale();

// Asynchronous, so a supervisor's SIGTERM reaches the server and its graceful shutdown runs.
const server = spawn(process.execPath, ['--enable-source-maps', serverBundle], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
