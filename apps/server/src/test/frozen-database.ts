import { afterAll, beforeAll } from 'vitest';
import { type FreezableProxy, startFreezableProxy } from './freezable-proxy.ts';
import { createTestApp, PUBLIC_HOST, type TestApp, type TestDatabaseOptions } from './test-app.ts';

/** Short database timeouts, so a frozen server is noticed in about a second. */
export const FROZEN_TEST_TIMEOUTS = {
  connectMs: 1_000,
  statementMs: 1_000,
  queryReadMs: 3_000,
  idleInTransactionMs: 2_000,
};

/**
 * An app whose PostgreSQL server sits behind a proxy the test can freeze (the server stops answering
 * without closing anything), shared by the file. Runs against a real PostgreSQL server, never skipped: a
 * missing server is a failed run.
 */
export function useAppBehindFreezableProxy(options: Pick<TestDatabaseOptions, 'frontEnds'> = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The PostgreSQL tests need TEST_DATABASE_URL (npm test starts a server for them).');
  let proxy: FreezableProxy | undefined;
  let app: TestApp | undefined;
  let proxiedUrl = '';

  beforeAll(async () => {
    const url = new URL(serverUrl);
    proxy = await startFreezableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = proxy.host;
    url.port = String(proxy.port);
    proxiedUrl = url.toString();
    app = await createTestApp({}, { ...options, serverUrl: proxiedUrl, timeouts: FROZEN_TEST_TIMEOUTS });
  });
  afterAll(async () => {
    proxy?.unfreeze();
    await app?.close();
    await proxy?.close();
  });

  const ready = <T>(value: T | undefined): T => {
    if (!value) throw new Error('useAppBehindFreezableProxy(): ready from the first test on.');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get proxy() {
      return ready(proxy);
    },
    /** The database URL through the proxy, for opening another connection the freeze also stops. */
    get proxiedUrl() {
      return ready(proxiedUrl || undefined);
    },
    /** A public GET and how long its answer took. */
    async timedGet(url: string) {
      const started = performance.now();
      const response = await ready(app).server.inject({ url, headers: { host: PUBLIC_HOST } });
      return { response, ms: performance.now() - started };
    },
  };
}
