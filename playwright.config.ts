import { defineConfig } from '@playwright/test';
import { e2eDataDir } from './e2e/dev-mail';

const port = Number(process.env.E2E_PORT ?? 4173);
const adminURL = `http://admin.localhost:${port}`;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testMatch: 'apps/*/e2e/**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two workers share two cores with the server: a test with several axe runs (each in both themes) takes
  // 20–30 s there. Waits for a state keep their own short limit (expect's 7 s).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    // First, alone: the checks that need the demo database exactly as a fresh start leaves it.
    { name: 'fresh-demo', testMatch: 'apps/admin/e2e/fresh-demo.spec.ts', use: { baseURL: adminURL } },
    {
      name: 'web',
      testMatch: 'apps/web/e2e/**/*.spec.ts',
      dependencies: ['fresh-demo'],
      use: { baseURL: `http://localhost:${port}` },
    },
    {
      name: 'admin',
      testMatch: 'apps/admin/e2e/**/*.spec.ts',
      testIgnore: 'apps/admin/e2e/fresh-demo.spec.ts',
      dependencies: ['fresh-demo'],
      use: { baseURL: adminURL },
    },
  ],
  webServer: {
    // The data folder is named by the port, so the tests can read the mail the server writes there.
    command: `node scripts/e2e-server.mjs ${port} ${e2eDataDir(port)}`,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Stopped like production stops it, so the server closes its database and the script removes its
    // data folder (the default kills it outright).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
