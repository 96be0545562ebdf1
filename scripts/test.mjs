// `npm test`: lint, typecheck, unit, API integration (PGlite and PostgreSQL), build, browser tests.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findPostgresBin, startTemporaryPostgres } from './postgres-temp.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const missing = [];
if (!existsSync(chromium))
  missing.push(
    `Chromium not found at ${chromium}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
const postgresBin = process.env.TEST_DATABASE_URL ? null : findPostgresBin();
if (!process.env.TEST_DATABASE_URL && !postgresBin) {
  missing.push(
    "PostgreSQL server not found: install Debian's package (apt-get install postgresql) or set TEST_DATABASE_URL to an empty server's URL.",
  );
}
if (missing.length > 0) {
  console.error(`npm test needs:\n- ${missing.join('\n- ')}`);
  process.exit(1);
}

/** Each stage's time, printed as a table when the run ends (passed or not). */
const stages = [];
const runStarted = Date.now();
function printStageTimes() {
  if (stages.length === 0) return;
  const width = Math.max(...stages.map(([title]) => title.length), 'Total'.length);
  console.log('\nStage times:');
  for (const [title, seconds, outcome] of stages)
    console.log(`  ${title.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${outcome}`);
  console.log(`  ${'Total'.padEnd(width)}  ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(7)} s`);
}

let postgres = null;
const cleanup = () => {
  postgres?.stop();
  postgres = null;
};
process.on('exit', printStageTimes);
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

function step(title, command, args, env = {}, { refuseWarnings = false } = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    // A step that must stay quiet is read, then echoed, so a warning in it fails the step.
    stdio: refuseWarnings ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  let status = result.status;
  if (refuseWarnings) {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    const warnings = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => WARNING.test(line));
    if (warnings.length > 0) {
      console.error(`${title} printed warnings (fix their cause):\n  ${warnings.join('\n  ')}`);
      status ||= 1;
    }
  }
  const seconds = (Date.now() - started) / 1000;
  stages.push([title, seconds, status === 0 ? 'passed' : 'FAILED']);
  console.log(`--- ${title}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (status !== 0) process.exit(status ?? 1);
}

/** What a build must not print: deprecations (such as Vite's envFile) and future-flag notices. */
const WARNING = /deprecat|warn|future flag/i;

step('Lint and format', 'npm', ['run', 'lint']); // biome check . and the import-direction check
step('Typecheck', 'npm', ['run', 'typecheck']);
step('Unit tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'admin']);
step('API integration tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DATABASE_URL: '' });
let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  postgres = await startTemporaryPostgres(postgresBin);
  databaseUrl = postgres.url;
}
// The files whose SQL or concurrency can differ between the databases (marked `// @postgres:`).
step('API integration tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server-pg'], {
  TEST_DATABASE_URL: databaseUrl,
});
step('PostgreSQL-only tests (timeouts)', 'npx', ['vitest', 'run', '--project', 'postgres'], {
  TEST_DATABASE_URL: databaseUrl,
});
cleanup();
step('Build', 'npm', ['run', 'build'], {}, { refuseWarnings: true });
step('Development server (npm run dev)', 'node', ['scripts/check-dev-server.mjs']);
step('Browser tests', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium });
console.log('\nAll tests passed.');
