// Part of `npm test`: `npm run dev` starts, server-renders a storefront page through Vite and serves the
// admin app's page with Vite's client (hot reload), on a throwaway embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-dev-check-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/dev.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});

/** A GET with an explicit Host header (fetch does not let a caller set one). */
function get(url, host = `localhost:${port}`) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', reject);
  });
}

const failures = [];
try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm run dev exited with code ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('npm run dev did not answer within 180 s');
    const health = await get('/api/health').catch(() => null);
    if (health?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const home = await get('/');
  if (home.status !== 200 || !home.body.includes('Atelier Plans'))
    failures.push(`storefront / answered ${home.status}`);
  if (!home.body.includes('virtual:react-router/inject-hmr-runtime'))
    failures.push('storefront page does not load the hot-reload runtime');
  const admin = await get('/login', `admin.localhost:${port}`);
  if (admin.status !== 200 || !admin.body.includes('/@vite/client') || !admin.body.includes('/src/main.tsx'))
    failures.push(`admin /login answered ${admin.status} without the Vite client and the app's entry`);
  const entry = await get('/src/main.tsx', `admin.localhost:${port}`);
  if (entry.status !== 200) failures.push(`admin /src/main.tsx answered ${entry.status}`);
  const api = await get('/api/designs?limit=1');
  if (api.status !== 200) failures.push(`/api/designs answered ${api.status}`);
} catch (error) {
  failures.push(String(error));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`npm run dev is broken:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('npm run dev serves the storefront and the admin app through Vite.');
