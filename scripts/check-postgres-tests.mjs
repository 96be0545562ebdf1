// Lint: an API test file with raw SQL, locks, timeouts, concurrent requests or LISTEN/NOTIFY runs on
// PostgreSQL too, so it must say so (`// @postgres: <why>`, scripts/postgres-tests.mjs).
import { serverTestFiles, unmarkedReasons } from './postgres-tests.mjs';

const unmarked = serverTestFiles()
  .map((file) => [file, unmarkedReasons(file)])
  .filter(([, reasons]) => reasons.length > 0);
if (unmarked.length > 0) {
  console.error('These API test files depend on the database but do not run on PostgreSQL:');
  for (const [file, reasons] of unmarked) console.error(`  ${file} (${reasons.join(', ')})`);
  console.error('Add a line `// @postgres: <why>` to each (decision 074).');
  process.exit(1);
}
