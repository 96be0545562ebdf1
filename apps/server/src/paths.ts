import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from './env.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the built front ends live; the server serves them, it never builds them. */
export function buildPaths(env: Pick<Env, 'WEB_BUILD_DIR' | 'ADMIN_BUILD_DIR'>) {
  const web = path.resolve(repoRoot, env.WEB_BUILD_DIR ?? 'apps/web/build');
  return {
    webClient: path.join(web, 'client'),
    webServerEntry: path.join(web, 'server/index.js'),
    adminDist: path.resolve(repoRoot, env.ADMIN_BUILD_DIR ?? 'apps/admin/dist'),
  };
}
