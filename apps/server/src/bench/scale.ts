// `npm run bench:scale`: grows a throwaway database to many published designs (copies of the twelve
// samples, see scale-data.ts), starts the real server on it in production mode (the compiled bundle,
// its own process, as `npm start` runs it) and times the marketplace reads one request at a time over one keep-alive connection
// (storefront pages asked for as a browser does, brotli accepted):
// p50, p95 and p97.5 per read, against the targets of docs/decisions/020-catalogue-at-scale.md.
// Runs on PGlite (a temporary DATA_DIR) and, when DATABASE_URL names a PostgreSQL server, also there (in
// a fresh database it creates and drops). Storefront pages are timed when the web build exists, and
// cached pages' throughput is compared with a bare Node server sending the same bytes (throughput.ts).
// On PostgreSQL, guest orders are placed at 16 connections and the database checked for duplicates and
// partial orders (orders.ts).
// Options: --designs=N (BENCH_DESIGNS, default 100000), --seconds=S per read (default 6), --runs=N at
// most per read (default 300), --only=pglite|postgres, --skip-reads (only start-up, memory and orders),
// --cases=TEXT (only the reads whose label contains TEXT, and no throughput or order loads);
// BENCH_SERVER_NODE_ARGS passes Node flags to the server (a CPU profile, say).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';
import { seedCatalog } from '../db/seed/index.ts';
import { freePort } from '../free-port.ts';
import { createCatalogService } from '../modules/catalog/service.ts';
import { repoRoot as root } from '../paths.ts';
import { guestOrderThroughput } from './orders.ts';
import { growCatalogue } from './scale-data.ts';
import { pageThroughput } from './throughput.ts';

const flag = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const DESIGNS = Number(flag('designs') ?? process.env.BENCH_DESIGNS ?? 100_000);
const SECONDS = Number(flag('seconds') ?? 6);
const MAX_RUNS = Number(flag('runs') ?? 300);
const ONLY = flag('only');
const SKIP_READS = process.argv.includes('--skip-reads');
const CASES = flag('cases');
/** Only some reads: a quick re-measure, without the throughput and order loads. */
const PARTIAL = CASES !== undefined;
const webBuild = path.resolve(root, process.env.WEB_BUILD_DIR ?? 'apps/web/build');
const hasWebBuild = existsSync(path.join(webBuild, 'server/index.js'));

type Kind = 'pglite' | 'postgres';
/** p95 targets in milliseconds for the marketplace reads (decision 020). */
const TARGET: Record<Kind, number> = { postgres: 10, pglite: 30 };

interface Case {
  label: string;
  /** The i-th request's URL (varied where a read must not be answered from a cache). */
  url: (i: number) => string;
  /** A marketplace read held to the target (storefront pages are reported, not judged). */
  judged: boolean;
  /** A storefront page, asked for as a browser does: brotli or gzip accepted. */
  page?: boolean;
}

const api = (label: string, url: string | ((i: number) => string)): Case => ({
  label,
  url: typeof url === 'string' ? () => url : url,
  judged: true,
});
/**
 * A storefront page rendered for every request: a varying query keeps the page cache out. The
 * marketplace redirects unknown parameters to its canonical URL, so there the page number varies.
 */
const page = (label: string, url: string): Case => ({
  label: `${label} (uncached)`,
  url: (i) =>
    url.startsWith('/marketplace')
      ? `${url}${url.includes('?') ? '&' : '?'}page=${1 + (i % 300)}`
      : `${url}${url.includes('?') ? '&' : '?'}bench=${i}`,
  judged: false,
  page: true,
});
/** The same page as anonymous visitors get it, from the page cache (decision 030). */
const cachedPage = (label: string, url: string): Case => ({
  label: `${label} (cached)`,
  url: () => url,
  judged: false,
  page: true,
});

const benchId = (n: number) => `bench-${String(n).padStart(7, '0')}`;

const cases: Case[] = [
  api('designs, page 1 (popular)', '/api/designs'),
  api('designs, price low to high', '/api/designs?sort=price-asc'),
  api('designs, newest, page 500', '/api/designs?sort=newest&page=500'),
  api('designs, page 1000 (deepest)', '/api/designs?page=1000'),
  api('designs, narrowest, varied page', (i) => `/api/designs?sort=width-asc&page=${1 + ((i * 389) % 1000)}`),
  api('designs, one category', '/api/designs?category=residential'),
  api('designs, category+location, price↓', '/api/designs?category=commercial&location=urban&sort=price-desc'),
  api('designs, price range, largest', '/api/designs?minPrice=2000&maxPrice=3000&sort=area-desc'),
  api('designs, style+garage+width', '/api/designs?style=modern&garage=2&maxWidth=60'),
  api('designs, conditions+beds', '/api/designs?env=snow,hot&beds=3'),
  api(
    'designs, lot fit, varied lot (uncached)',
    (i) => `/api/designs?lotWidth=${50 + (i % 97)}&lotDepth=${90 + (i % 89)}`,
  ),
  api('facets, lot fit, varied lot (uncached)', (i) => `/api/designs/facets?lotWidth=${50 + (i % 97)}&lotDepth=120`),
  api('designs, varied price range', (i) => `/api/designs?minPrice=${1000 + ((i * 37) % 40) * 100}&sort=price-asc`),
  api('designs, q=villa', '/api/designs?q=villa'),
  api('designs, q=vil (prefix)', '/api/designs?q=vil'),
  api('designs, q=timber house, category', '/api/designs?q=timber%20house&category=eco-friendly'),
  api('designs, varied q', (i) => `/api/designs?q=${['office', 'urban', 'cabin', 'court', 'loft', 'clinic'][i % 6]}`),
  api('designs, q=villa, varied price (uncached)', (i) => `/api/designs?q=villa&minPrice=${1000 + (i % 997)}`),
  api('facets, no filter', '/api/designs/facets'),
  api('facets, category+location', '/api/designs/facets?category=residential&location=coastal'),
  api('facets, q=villa', '/api/designs/facets?q=villa'),
  api('facets, varied price (uncached)', (i) => `/api/designs/facets?minPrice=${1000 + (i % 997)}&maxPrice=9000`),
  api(
    'facets, 2 filters, varied (uncached)',
    (i) => `/api/designs/facets?category=residential&location=coastal&minPrice=${1000 + (i % 997)}`,
  ),
  api('categories', '/api/categories'),
  api('filter options', '/api/filters'),
  api('design by id', '/api/designs/design-001'),
  page('SSR /', '/'),
  cachedPage('SSR /', '/'),
  page('SSR /marketplace', '/marketplace'),
  cachedPage('SSR /marketplace', '/marketplace'),
  page('SSR /marketplace?q=villa', '/marketplace?q=villa'),
  {
    // Issue 27's "uncached marketplace search pages": a text query with a sort, pages 2 to 50.
    // Six texts × 49 pages: no URL twice in a run, so neither the page cache nor a search's kept pages answer.
    label: 'SSR /marketplace?q=…, price↑, pages 2–50 (uncached)',
    url: (i) =>
      `/marketplace?q=${['house', 'villa', 'office', 'cabin', 'urban', 'loft'][i % 6]}&sort=price-asc&page=${2 + (Math.floor(i / 6) % 49)}`,
    judged: false,
    page: true,
  },
  page('SSR /marketplace, a lot', '/marketplace?lotWidth=70&lotDepth=110'),
  page('SSR /design/design-001', '/design/design-001'),
  page(
    'SSR /design/design-001, estimate and lot',
    '/design/design-001?region=US-TX&finish=premium&lotWidth=100&lotDepth=120',
  ),
  cachedPage('SSR /design/design-001', '/design/design-001'),
  page('SSR /design/<a copy>', `/design/${benchId(Math.floor(DESIGNS / 2))}`),
];

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET over the single kept-alive connection; resolves to the status and the milliseconds taken. */
/** Browsers take compressed pages; the API reads are timed as they are. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

function timedGet(
  port: number,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: url, agent, headers: { host: 'localhost', ...headers } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;

async function waitForHealth(port: number, server: ChildProcess) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await timedGet(port, '/api/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not become healthy within 180 s');
}

/** Resident memory of a process in MB (Linux), or null where /proc is missing. */
function residentMb(pid: number | undefined): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** How long the server rests before its memory after the run is read again. */
const SETTLE_MS = 15_000;

/**
 * The server's resident memory, and how much of it is JavaScript objects (V8's heap) and memory outside
 * it (`external`: PGlite's WebAssembly memory, buffers), read from its /metrics.
 */
async function memoryOf(pid: number | undefined, metricsPort: number): Promise<string> {
  let split = '';
  try {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const mb = (name: string) => {
      const value = Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
      return Number.isFinite(value) ? Math.round(value / 1048576) : '?';
    };
    split = ` (JavaScript heap ${mb('nodejs_heap_size_used_bytes')} MB used of ${mb('nodejs_heap_size_total_bytes')}, external ${mb('nodejs_external_memory_bytes')} MB)`;
  } catch {
    // no metrics: the resident figure alone
  }
  return `${residentMb(pid) ?? '?'} MB${split}`;
}

/** Runs each case for SECONDS (at least 5 and at most MAX_RUNS requests) after warm-up requests. */
async function measure(port: number, kind: Kind): Promise<string[]> {
  const lines: string[] = [];
  const header = `${'read'.padEnd(40)} ${'status'.padEnd(6)} ${'n'.padStart(4)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p97.5'.padStart(8)} ${'max'.padStart(8)}`;
  lines.push(header);
  console.log(header);
  for (const entry of cases) {
    if (!entry.judged && !hasWebBuild) continue;
    if (CASES !== undefined && !entry.label.includes(CASES)) continue;
    // Slow reads (seconds each, before the indexes) get one warm-up and three runs, or the bench takes hours.
    const headers = entry.page ? BROWSER_HEADERS : {};
    const warmUp = await timedGet(port, entry.url(1000), headers);
    if (warmUp.ms < 1000) await timedGet(port, entry.url(1001), headers);
    const least = warmUp.ms < 1000 ? 5 : 3;
    const times: number[] = [];
    const statuses = new Set<number>();
    const started = performance.now();
    while (times.length < MAX_RUNS && (times.length < least || performance.now() - started < SECONDS * 1000)) {
      const { status, ms } = await timedGet(port, entry.url(times.length), headers);
      statuses.add(status);
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    const miss = entry.judged && p95 > TARGET[kind] ? ' ✗' : '';
    const cell = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1)).padStart(8);
    const line = `${entry.label.padEnd(40)} ${[...statuses].join(',').padEnd(6)} ${String(times.length).padStart(4)} ${cell(percentile(times, 0.5))} ${cell(p95)} ${cell(percentile(times, 0.975))} ${cell(times.at(-1) ?? 0)}${miss}`;
    lines.push(line);
    console.log(line);
  }
  return lines;
}

/** Times relatedDesigns in this process (no HTTP route serves it alone; the design page does). */
async function timeRelated(db: Parameters<typeof createCatalogService>[0]): Promise<string> {
  const catalog = createCatalogService(db);
  const times: number[] = [];
  for (const id of ['design-001', 'design-008', benchId(Math.floor(DESIGNS / 2)), benchId(777), 'design-011']) {
    const design = await catalog.getDesign(id);
    if (!design) continue;
    for (let run = 0; run < 11; run++) {
      const started = performance.now();
      await catalog.relatedDesigns(design, 3);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return `related designs (in process, ${times.length} calls): p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`;
}

/** The compiled server in production mode, as `npm start` runs it, with `workers` processes (WEB_CONCURRENCY). */
function startServer(
  port: number,
  dataDir: string,
  databaseUrl: string | undefined,
  workers: number,
  metricsPort?: number,
): ChildProcess {
  // BENCH_SERVER_NODE_ARGS adds Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profile".
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...serverNodeFlags, ...nodeArgs, serverBundle], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: sessionSecret,
      PUBLIC_URL: `http://localhost:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      WEB_CONCURRENCY: String(workers),
      METRICS_PORT: metricsPort ? String(metricsPort) : '',
      LOG_LEVEL: 'warn',
      // The guest-order run sends each order from its own address, as a load balancer would forward them.
      TRUST_PROXY: '127.0.0.1',
      WEB_BUILD_DIR: webBuild,
      ADMIN_BUILD_DIR: path.join(dataDir, 'no-admin-build'),
    },
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const sessionSecret = randomBytes(32).toString('hex');

async function runOn(kind: Kind, serverUrl?: string): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-scale-'));
  const scratch = kind === 'postgres' && serverUrl ? await createScratchDatabase(serverUrl, 'bench_scale') : null;
  const databaseUrl = scratch?.url;
  let server: ChildProcess | undefined;
  try {
    const started = performance.now();
    const database = await openDatabase({
      databaseUrl,
      dataDir,
      timeouts: { statementMs: 600_000, queryReadMs: 660_000 },
    });
    await seedCatalog(database.db);
    await growCatalogue(database.db, DESIGNS);
    // What autovacuum does on a live server: statistics for the planner, the visibility map for index-only scans.
    await database.db.execute(sql`vacuum analyze`);
    const fill = ((performance.now() - started) / 1000).toFixed(1);
    const related = await timeRelated(database.db);
    await database.close();

    const port = await freePort();
    const spawnedAt = performance.now();
    const metricsPort = await freePort();
    server = startServer(port, dataDir, databaseUrl, 1, metricsPort);
    await waitForHealth(port, server);
    const startMs = Math.round(performance.now() - spawnedAt);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idle = `start to first answer ${startMs} ms; resident memory idle ${await memoryOf(server.pid, metricsPort)}`;
    const title = `${DESIGNS.toLocaleString('en-US')} designs on ${kind} (filled in ${fill} s); ms per request, one connection; target p95 ≤ ${TARGET[kind]} ms (✗: missed)`;
    console.log(`\n${title}`);
    console.log(idle);
    const lines = SKIP_READS ? [] : await measure(port, kind);
    if (hasWebBuild && !SKIP_READS && !PARTIAL)
      lines.push(...(await pageThroughput(port, ['/', '/marketplace', '/design/design-001'])));
    if (databaseUrl && !PARTIAL) {
      const orders = await guestOrderThroughput(port, databaseUrl);
      for (const line of orders) console.log(line);
      lines.push(...orders);
    }
    console.log(related);
    const atEnd = await memoryOf(server.pid, metricsPort);
    // What the process keeps at rest: V8 collects what a load left behind once the process has been idle
    // a few seconds (its memory reducer), as a server between busy spells is.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const afterRun = `resident memory after the run ${atEnd}; ${SETTLE_MS / 1000} s later, idle: ${await memoryOf(server.pid, metricsPort)}`;
    console.log(afterRun);
    if (databaseUrl && !PARTIAL) {
      // The same loads with two workers (WEB_CONCURRENCY=2, decision 054) on the same database, in this run.
      await stopServer(server);
      const title2 = '\nWEB_CONCURRENCY=2: the same loads with two workers';
      console.log(title2);
      server = startServer(port, dataDir, databaseUrl, 2);
      await waitForHealth(port, server);
      const twoWorkers = [title2];
      if (hasWebBuild && !SKIP_READS)
        twoWorkers.push(...(await pageThroughput(port, ['/', '/marketplace', '/design/design-001'])));
      const orders = await guestOrderThroughput(port, databaseUrl, 1);
      for (const line of orders) console.log(line);
      twoWorkers.push(...orders);
      return [title, idle, ...lines, related, afterRun, ...twoWorkers];
    }
    return [title, idle, ...lines, related, afterRun];
  } finally {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

const serverBundle = path.join(root, 'apps/server/dist/main.js');
const buildScript = path.join(root, 'scripts/build-server.mjs');
/** The Node flags `npm start` runs the server with (decision 059). */
const { serverNodeFlags } = (await import(pathToFileURL(buildScript).href)) as { serverNodeFlags: string[] };
const compile = spawnSync(process.execPath, [buildScript], { stdio: 'inherit' });
if (compile.status !== 0) process.exit(compile.status ?? 1);

const output: string[] = [];
if (!hasWebBuild) {
  console.log(
    `No web build in ${path.relative(root, webBuild)}: storefront pages skipped (npm run build -w apps/web).`,
  );
} else {
  console.log(`Web build: ${path.relative(root, webBuild)} (built ${statSync(webBuild).mtime.toISOString()})`);
}
if (ONLY !== 'postgres') output.push(...(await runOn('pglite')), '');
if (process.env.DATABASE_URL && ONLY !== 'pglite')
  output.push(...(await runOn('postgres', process.env.DATABASE_URL)), '');
agent.destroy();
console.log(`\n${output.join('\n')}`);
