// The API test files that run on PostgreSQL as well as on PGlite (decision 074): those whose SQL or
// concurrency can differ between the two. Each says so on a line of its own: `// @postgres: <why>`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_SOURCES = path.join(ROOT, 'apps/server/src');
const MARK = /^\/\/ @postgres: \S/m;

/** What makes a test file's outcome depend on the database: raw SQL, locks, timeouts, concurrent requests, LISTEN/NOTIFY. */
const DATABASE_SPECIFIC = [
  ['raw SQL', /sql`|\.execute\(|sql\.raw/],
  ['locks', /for update|skip locked|advisory|lock_timeout/i],
  ['timeouts', /statement_timeout|idle_in_transaction/i],
  ['concurrent requests', /Promise\.all\(/],
  ['LISTEN/NOTIFY', /\bLISTEN\b|\bNOTIFY\b/],
];

/** Every API test file (apps/server/src/**\/*.test.ts), relative to the repository. */
export function serverTestFiles() {
  return readdirSync(SERVER_SOURCES, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('apps/server/src', file))
    .sort();
}

const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

/** The files marked to run on PostgreSQL too. */
export const postgresTestFiles = () => serverTestFiles().filter((file) => MARK.test(read(file)));

/** The reasons an unmarked file looks database-specific (empty when it does not, or is marked). */
export function unmarkedReasons(file) {
  const text = read(file);
  if (MARK.test(text)) return [];
  return DATABASE_SPECIFIC.filter(([, pattern]) => pattern.test(text)).map(([reason]) => reason);
}
