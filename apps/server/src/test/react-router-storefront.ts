import type { ServerBuild } from 'react-router';
import type { FrontEnds } from '../plugins/front-ends.ts';
import { type StorefrontContext, storefrontRenderer } from '../plugins/storefront.ts';

export interface PageArgs {
  request: Request;
  context: StorefrontContext;
}

export interface TestPage {
  loader(args: PageArgs): Promise<unknown>;
  action?(args: PageArgs): Promise<unknown>;
}

/**
 * A storefront rendered by React Router itself (a server build through storefrontRenderer, as the
 * real one is), for tests of what the server does with its answers; the built storefront is not part
 * of the server tests. A root route whose loader, like the real one, falls back to no studio details
 * when the database fails, and one page at every path with the test's loader (and action). The document
 * is plain HTML naming the loaders' data (the real entry renders React); errors the build reports are
 * collected in `reported`, as the real entry logs them.
 */
export function reactRouterStorefront(page: TestPage): {
  frontEnds: () => Promise<FrontEnds>;
  reported: unknown[];
} {
  const reported: unknown[] = [];
  const route = (id: string, parentId: string | undefined, path: string, module: Record<string, unknown>) => ({
    id,
    parentId,
    path,
    index: undefined,
    caseSensitive: undefined,
    module: { default: () => null, ErrorBoundary: () => null, ...module },
  });
  const build = {
    entry: {
      module: {
        default(_request: Request, status: number, headers: Headers, context: { staticHandlerContext: unknown }) {
          const { loaderData, errors } = context.staticHandlerContext as { loaderData: unknown; errors: unknown };
          const data = JSON.stringify({ loaderData, failed: errors !== null }).replaceAll('<', '\\u003c');
          headers.set('Content-Type', 'text/html; charset=utf-8');
          return new Response(`<!doctype html><title>Page</title><main>${data}</main>`, { status, headers });
        },
        handleError(error: unknown) {
          reported.push(error);
        },
      },
    },
    routes: {
      root: route('root', undefined, '', {
        loader: ({ context }: PageArgs) => context.services.settings.storefrontStudio().catch(() => null),
      }),
      'routes/page': route('routes/page', 'root', '*', {
        loader: page.loader,
        ...(page.action ? { action: page.action } : {}),
      }),
    },
    assets: {
      entry: { module: '/assets/entry.client.js', imports: [] },
      routes: {},
      url: '/assets/manifest.js',
      version: 'test',
    },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
    allowedActionOrigins: false,
  } as unknown as ServerBuild;
  const renderStorefront = storefrontRenderer(build, 'production');
  return {
    reported,
    frontEnds: async () => ({
      sendAdminFile: async () => false,
      adminPage: async () => null,
      sendWebFile: async () => false,
      renderStorefront,
      close: async () => {},
    }),
  };
}
