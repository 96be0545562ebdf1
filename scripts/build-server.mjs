// Compiles the server (and the workspace packages it imports) into one ES module, apps/server/dist/main.js,
// so production runs it with plain `node`: no TypeScript loader, faster start, less memory (decision 028).
// Packages from node_modules stay outside the bundle and load as usual.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = (workspace) => JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
const isWorkspacePackage = (name) => name.startsWith('@atelier/');
const external = [
  ...Object.keys(manifest('apps/server').dependencies),
  ...Object.keys(manifest('packages/domain').dependencies),
].filter((name) => !isWorkspacePackage(name));

export const serverBundle = path.join(root, 'apps/server/dist/main.js');

/**
 * How the compiled server is run (`npm start`, the browser tests, the benches; the Dockerfile and
 * apps/server's own start script write the same, checked by scripts/check-node-flags.mjs): source
 * maps for stack traces, and a smaller young generation and old-space growth, so a server at rest
 * holds about what it uses (decision 059).
 */
export const serverNodeFlags = ['--enable-source-maps', '--max-semi-space-size=8', '--heap-growing-percent=30'];

/** `outfile` must stay inside apps/server: the server finds its files from its package.json above it. */
export async function buildServer(outfile = serverBundle) {
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Subpaths too ('drizzle-orm/pg-core', 'react-router/...').
    external: external.flatMap((name) => [name, `${name}/*`]),
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`Server compiled to ${path.relative(root, serverBundle)} in ${Date.now() - started} ms`);
}
