// Serves the production build on a fresh embedded database for the browser tests.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, serverNodeFlags } from './build-server.mjs';
import { buildFrontEndsIfStale } from './stale-builds.mjs';

const port = process.argv[2] ?? '4173';
// Built here, before serving, when sources changed: a test that runs `npm start` would otherwise
// rebuild them while this server serves them.
buildFrontEndsIfStale();
// A folder named by the caller (the tests read the mail written under it), emptied first; else a new one.
const dataDir = process.argv[3] ?? mkdtempSync(path.join(os.tmpdir(), 'atelier-e2e-'));
if (process.argv[3]) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
}
// The compiled server, as production runs it; one bundle per port so parallel runs never share a file.
const bundle = path.resolve(`apps/server/dist/e2e-${port}/main.js`);
await buildServer(bundle);
const child = spawn(process.execPath, [...serverNodeFlags, bundle], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // Spec files that post forms present their own client address (e2e/client-address.ts).
    TRUST_PROXY: '127.0.0.1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
