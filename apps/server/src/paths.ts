import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from './env.ts';

/**
 * The server package's folder, found by walking up to its package.json, so the answer is the same from
 * the TypeScript sources (tests, tsx) and from the compiled bundle in dist/ (decision 028).
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@atelier/server') return dir;
    if (path.dirname(dir) === dir) throw new Error(`No @atelier/server package.json above ${from}`);
  }
}

export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
export const repoRoot = path.resolve(serverRoot, '../..');
/** The SQL migrations, read at start (they are not bundled). */
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');

/** Where the built front ends live; the server serves them, it never builds them. */
export function buildPaths(env: Pick<Env, 'WEB_BUILD_DIR' | 'ADMIN_BUILD_DIR'>) {
  const web = path.resolve(repoRoot, env.WEB_BUILD_DIR ?? 'apps/web/build');
  return {
    webClient: path.join(web, 'client'),
    webServerEntry: path.join(web, 'server/index.js'),
    adminDist: path.resolve(repoRoot, env.ADMIN_BUILD_DIR ?? 'apps/admin/dist'),
  };
}
