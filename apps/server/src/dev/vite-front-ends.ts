import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { repoRoot } from '../paths.ts';
import type { FrontEnds } from '../plugins/front-ends.ts';
import { pathnameOf } from '../plugins/static-files.ts';
import { storefrontRenderer } from '../plugins/storefront.ts';

/** Ports of the two hot-reload sockets (the HTTP server itself stays on PORT). */
export const HMR_PORTS = { web: 24678, admin: 24679 } as const;

/**
 * Paths Vite answers itself: its client, modules it transforms, pre-bundled dependencies, public files.
 * Everything else (pages, React Router's /__manifest) goes to the server renderer.
 */
function isViteRequest(pathname: string, publicFiles: Set<string>, sourcePrefix: string): boolean {
  return (
    pathname.startsWith('/@') ||
    pathname.startsWith('/node_modules/') ||
    pathname.startsWith(sourcePrefix) ||
    pathname.startsWith('/packages/') ||
    publicFiles.has(pathname)
  );
}

/** Hands a request to Vite's connect middleware; a path Vite does not know ends in a plain 404. */
function sendThroughVite(vite: ViteDevServer, reply: FastifyReply): Promise<boolean> {
  reply.hijack();
  const request = reply.request.raw as IncomingMessage;
  const response = reply.raw as ServerResponse;
  return new Promise((resolve) => {
    vite.middlewares(request, response, (error?: unknown) => {
      response.statusCode = error ? 500 : 404;
      response.end(error ? String(error) : 'Not found');
      resolve(true);
    });
    response.once('finish', () => resolve(true));
  });
}

async function listPublicFiles(folder: string): Promise<Set<string>> {
  const { readdir } = await import('node:fs/promises');
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return new Set(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
    );
  } catch {
    return new Set();
  }
}

/**
 * `npm run dev`: the storefront and the admin app served by Vite dev servers in middleware mode inside
 * this Fastify server, with hot reload; the storefront is server-rendered from Vite's current modules.
 */
export async function viteFrontEnds(): Promise<FrontEnds> {
  const webRoot = path.join(repoRoot, 'apps/web');
  const adminRoot = path.join(repoRoot, 'apps/admin');
  const web = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { port: HMR_PORTS.web } },
    appType: 'custom',
  });
  const admin = await createServer({
    root: adminRoot,
    configFile: path.join(adminRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { port: HMR_PORTS.admin } },
    appType: 'custom',
  });
  const webPublic = await listPublicFiles(path.join(webRoot, 'public'));
  const adminPublic = await listPublicFiles(path.join(adminRoot, 'public'));
  adminPublic.add('/theme-init.js');

  const loadBuild = () => web.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  const render = storefrontRenderer(loadBuild, 'development');

  return {
    async sendAdminFile(request: FastifyRequest, reply: FastifyReply) {
      if (!isViteRequest(pathnameOf(request.url), adminPublic, '/src/')) return false;
      return sendThroughVite(admin, reply);
    },
    async adminPage(request: FastifyRequest) {
      const html = await readFile(path.join(adminRoot, 'index.html'), 'utf8');
      return admin.transformIndexHtml(request.url, html);
    },
    async sendWebFile(request: FastifyRequest, reply: FastifyReply) {
      if (!isViteRequest(pathnameOf(request.url), webPublic, '/app/')) return false;
      return sendThroughVite(web, reply);
    },
    async renderStorefront(request, context) {
      try {
        return await render(request, context);
      } catch (error) {
        if (error instanceof Error) web.ssrFixStacktrace(error);
        throw error;
      }
    },
    async close() {
      await Promise.all([web.close(), admin.close()]);
    },
  };
}
