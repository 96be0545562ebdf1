import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathnameOf, StaticFolder } from './static-files.ts';
import type { StorefrontRenderer } from './storefront.ts';
import { createStorefrontRenderer } from './storefront.ts';

/**
 * Where the two front ends come from: the production builds on disk, or (in `npm run dev`) Vite dev
 * servers. The catch-all page route in app.ts asks these four questions and nothing else.
 */
export interface FrontEnds {
  /** Sends a file of the admin app (script, style, icon) when the path names one; false otherwise. */
  sendAdminFile(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** The admin app's HTML page (it routes in the browser), or null when the admin app is not built. */
  adminPage(request: FastifyRequest): Promise<string | null>;
  /** Sends a file of the storefront's client (script, style, image) when the path names one. */
  sendWebFile(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Server-renders storefront pages; null when the storefront is not built. */
  renderStorefront: StorefrontRenderer | null;
  close(): Promise<void>;
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** The production builds: files listed once at start, the storefront's server build imported once. */
export async function builtFrontEnds(paths: {
  webClient: string;
  webServerEntry: string;
  adminDist: string;
}): Promise<FrontEnds> {
  const webFiles = new StaticFolder(paths.webClient);
  const adminFiles = new StaticFolder(paths.adminDist);
  const renderStorefront = webFiles.exists ? await createStorefrontRenderer(paths.webServerEntry) : null;
  const sendFrom = async (folder: StaticFolder, request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(request.url);
    if (!isRead(request) || !folder.has(pathname)) return false;
    await folder.send(reply, pathname);
    return true;
  };
  return {
    sendAdminFile: (request, reply) => sendFrom(adminFiles, request, reply),
    adminPage: async () => adminFiles.html('index.html'),
    sendWebFile: (request, reply) => sendFrom(webFiles, request, reply),
    renderStorefront,
    close: async () => {},
  };
}

/** API tests: no front end at all. */
export const noFrontEnds: FrontEnds = {
  sendAdminFile: async () => false,
  adminPage: async () => null,
  sendWebFile: async () => false,
  renderStorefront: null,
  close: async () => {},
};
