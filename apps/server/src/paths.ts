import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the built front ends live; the server serves them, it never builds them. */
export const buildPaths = {
  webClient: path.join(repoRoot, 'apps/web/build/client'),
  webServerEntry: path.join(repoRoot, 'apps/web/build/server/index.js'),
  adminDist: path.join(repoRoot, 'apps/admin/dist'),
};
