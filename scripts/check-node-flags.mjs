// The server's Node flags are one list, serverNodeFlags in scripts/build-server.mjs (decision 059).
// The Dockerfile, apps/server's start script and the production guide cannot import it, so they write
// the same flags out: this check fails when one of them no longer does. Part of `npm run lint`.
import { readFileSync } from 'node:fs';
import { serverNodeFlags } from './build-server.mjs';

const written = {
  Dockerfile: serverNodeFlags.map((flag) => `"${flag}"`).join(', '),
  'apps/server/package.json': `node ${serverNodeFlags.join(' ')} dist/main.js`,
  'docs/production.md': `node ${serverNodeFlags.join(' ')} apps/server/dist/main.js`,
};
const stale = Object.entries(written).filter(([file, text]) => !readFileSync(file, 'utf8').includes(text));
if (stale.length > 0) {
  for (const [file, text] of stale) console.error(`${file} should run the server with: ${text}`);
  console.error('The flags are serverNodeFlags in scripts/build-server.mjs; write the same in each file.');
  process.exit(1);
}
console.log(`The server's Node flags agree in ${Object.keys(written).length} files.`);
