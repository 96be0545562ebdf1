import { defineConfig } from 'vitest/config';

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
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One migrated, seeded database per run, copied for every test app (test/global-setup.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      {
        // Needs the PostgreSQL server named by TEST_DATABASE_URL (timeouts against a frozen server).
        test: {
          name: 'postgres',
          include: ['apps/server/src/**/*.pg-test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One file at a time: these measure timeouts, restarts and drains, which a second file's load on
          // a two-core machine would stretch.
          fileParallelism: false,
          // One migrated, seeded database per run, copied for every test app (test/global-setup.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
