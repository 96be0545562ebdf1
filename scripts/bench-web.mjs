// `npm run bench:web`: builds the storefront, serves the production build on a free port with a fresh
// database, and prints Lighthouse (mobile) scores and the JavaScript each page loads first (brotli, gzip, raw).
// Options: --no-build (reuse the last build), --runs=N (median of N runs per page, default 1),
// --save=DIR (write each page's Lighthouse report there as JSON), --only=TEXT (the pages whose path contains it).
// WEB_BUILD_DIR chooses the build folder (default node_modules/.cache/bench-web/web).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildServer, serverBundle, serverNodeFlags } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const runs = Math.max(1, Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1));
const saveDir = args.find((arg) => arg.startsWith('--save='))?.slice(7);
const only = args.find((arg) => arg.startsWith('--only='))?.slice(7);
// The cart and checkout are measured with two designs in the cart (one under the CAD licence).
const cartCookie = 'cart=v1|design-001:2|design-003:1:cad';
const allPages = [
  { path: '/' },
  { path: '/marketplace' },
  { path: '/design/design-001' },
  // The same page with a cost-to-build estimate and a site plan.
  { path: '/design/design-001?region=US-TX&finish=standard&lotWidth=100&lotDepth=120' },
  { path: '/terms' },
  // The cart and checkout are private (noindex on purpose): SEO is not judged there.
  { path: '/cart', cookie: cartCookie, private: true },
  { path: '/checkout', cookie: cartCookie, private: true },
];
const pages = only ? allPages.filter((page) => page.path.includes(only)) : allPages;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const targets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Whether a page's score in a category misses its target (a private page has no SEO target). */
const misses = (row, category) => !(row.private && category === 'seo') && row.scores[category] < targets[category];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Inside the repository so the server build resolves its packages from the root node_modules.
const webBuildDir = path.resolve(root, process.env.WEB_BUILD_DIR ?? 'node_modules/.cache/bench-web/web');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin, server) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('server did not become healthy within 90 s');
}

/** Visits each page and its images once, as earlier visitors would have, so artwork is already encoded. */
async function warmUp(origin) {
  for (const page of pages) {
    const html = await (
      await fetch(`${origin}${page.path}`, { headers: page.cookie ? { cookie: page.cookie } : {} })
    ).text();
    const images = new Set(
      [...html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)].flatMap((match) => match[1].split(',')),
    );
    for (const candidate of images) {
      const url = candidate.trim().split(' ')[0];
      if (!url.startsWith('/media/')) continue;
      await fetch(`${origin}${url}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
    }
  }
}

async function gzippedScripts(lhr, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const urls = [...new Set(items.filter((item) => item.resourceType === 'Script').map((item) => item.url))];
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const url of urls) {
    if (!url.startsWith(origin)) continue;
    const body = Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: urls.length, raw, gzip, brotli };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

async function main() {
  if (!skipBuild) {
    console.log(`Building the storefront into ${path.relative(root, webBuildDir) || webBuildDir}...`);
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, WEB_BUILD_DIR: webBuildDir },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-'));
  await buildServer();
  const server = spawn(process.execPath, [...serverNodeFlags, serverBundle], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: origin,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: webBuildDir,
      ADMIN_BUILD_DIR: path.join(dataDir, 'no-admin-build'),
    },
  });
  let chrome;
  const cleanup = async () => {
    await chrome?.kill();
    if (server.exitCode === null) server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => cleanup().then(() => process.exit(130)));

  try {
    await waitForHealth(origin, server);
    await warmUp(origin);
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
    const rows = [];
    for (const page of pages) {
      const scores = Object.fromEntries(categories.map((category) => [category, []]));
      let lhr;
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
          extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
        });
        lhr = result.lhr;
        for (const category of categories)
          scores[category].push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
      }
      const js = await gzippedScripts(lhr, origin);
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const name = page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '-');
        writeFileSync(path.join(saveDir, `${name}.json`), JSON.stringify(lhr, null, 1));
      }
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        .filter((audit) => audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
        .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ]
        .map(
          (id) =>
            `${id
              .split('-')
              .map((word) => word[0].toUpperCase())
              .join('')} ${lhr.audits[id]?.displayValue ?? '?'}`,
        )
        .join(', ');
      rows.push({
        page: page.cookie ? `${page.path} (cart of 2)` : page.path,
        private: page.private === true,
        scores: Object.fromEntries(categories.map((c) => [c, median(scores[c])])),
        js,
        failing,
        metrics,
      });
    }

    console.log(
      `\nLighthouse ${rows.length ? '12 (mobile)' : ''} on ${origin}${runs > 1 ? `, median of ${runs} runs` : ''}\n`,
    );
    const header = ['page', 'perf', 'a11y', 'best', 'seo', 'JS files', 'JS brotli', 'JS gzip', 'JS raw'];
    const table = rows.map((row) => [
      row.page,
      ...categories.map(
        (category) =>
          `${row.scores[category]}${misses(row, category) ? ' ✗' : row.private && category === 'seo' ? ' (noindex)' : ''}`,
      ),
      String(row.js.files),
      kb(row.js.brotli),
      kb(row.js.gzip),
      kb(row.js.raw),
    ]);
    const widths = header.map((title, column) => Math.max(title.length, ...table.map((row) => row[column].length)));
    const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
    console.log(line(header));
    for (const row of table) console.log(line(row));
    for (const { page, failing, metrics } of rows) {
      console.log(`\n${page}: ${metrics}`);
      if (failing.length) console.log(`  audits below 0.9: ${failing.join('; ')}`);
    }
    const missed = rows.some((row) => categories.some((category) => misses(row, category)));
    console.log(
      `\nTargets: performance ≥ ${targets.performance}, accessibility ${targets.accessibility}, best practices ${targets['best-practices']}, SEO ${targets.seo}: ${missed ? 'not all met' : 'all met'}`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
