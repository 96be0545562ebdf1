// Every installed package must run on the oldest Node the project's `engines` allows (Node 20 here),
// so `engines` tells the truth. Part of `npm run lint`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const oldestNode = semver.minVersion(root.engines.node);
const problems = [];

function visit(modulesDir) {
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = path.join(modulesDir, entry.name);
    if (entry.name.startsWith('@')) {
      visit(dir);
      continue;
    }
    const manifestPath = path.join(dir, 'package.json');
    if (existsSync(manifestPath)) {
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
      const wanted = manifest.engines?.node;
      if (typeof wanted === 'string' && semver.validRange(wanted) && !semver.satisfies(oldestNode, wanted)) {
        problems.push(`${manifest.name}@${manifest.version} wants Node ${wanted} (${dir})`);
      }
    }
    const nested = path.join(dir, 'node_modules');
    if (existsSync(nested)) visit(nested);
  }
}

visit('node_modules');
if (problems.length > 0) {
  console.error(`These packages do not run on Node ${oldestNode}, the oldest that package.json allows:`);
  for (const problem of problems) console.error(`- ${problem}`);
  console.error('Pin a version that supports it (an "overrides" entry for a transitive package).');
  process.exit(1);
}
console.log(`Every installed package supports Node ${oldestNode}.`);
