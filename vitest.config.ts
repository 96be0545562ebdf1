import { defineConfig } from 'vitest/config';
import { postgresTestFiles } from './scripts/postgres-tests.mjs';

/** The API suite as the server project runs it, on the database TEST_DATABASE_URL names (or PGlite). */
const serverTests = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // One migrated, seeded database per run, copied for every test app (test/global-setup.ts).
  globalSetup: ['apps/server/src/test/global-setup.ts'],
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/web/app/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The admin's building blocks (src/components, src/lib) in a simulated browser.
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/admin/src/test/setup.ts'],
        },
      },
      { test: { name: 'server', include: ['apps/server/src/**/*.test.ts'], ...serverTests } },
      {
        // The API test files whose SQL or concurrency can differ between PGlite and PostgreSQL, marked
        // `// @postgres: <why>` (decision 074): npm test runs these on PostgreSQL too.
        test: { name: 'server-pg', include: postgresTestFiles(), ...serverTests },
      },
      {
        // Needs the PostgreSQL server named by TEST_DATABASE_URL (timeouts against a frozen server).
        test: {
          name: 'postgres',
          include: ['apps/server/src/**/*.pg-test.ts'],
          ...serverTests,
          // One file at a time: these measure timeouts, restarts and drains, which a second file's load on
          // a two-core machine would stretch.
          fileParallelism: false,
        },
      },
    ],
  },
});
