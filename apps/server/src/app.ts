import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifySchema, LogController } from 'fastify';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { schedulePruning } from './limits/rate-limit.ts';
import { registerDesignViewCounting } from './modules/analytics/design-view-hook.ts';
import { registerAnalyticsRoutes } from './modules/analytics/routes.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { registerBackupRoutes } from './modules/backup/routes.ts';
import { registerBuildCostRoutes } from './modules/build-cost/routes.ts';
import { registerCatalogRoutes } from './modules/catalog/routes.ts';
import { registerContentStaffRoutes } from './modules/content/staff-routes.ts';
import { registerBuildingModelStaffRoutes } from './modules/designs/building-model-routes.ts';
import { registerCatalogueStaffRoutes } from './modules/designs/catalogue-routes.ts';
import { registerFloorStaffRoutes } from './modules/designs/floor-routes.ts';
import { registerInclusionStaffRoutes } from './modules/designs/inclusion-routes.ts';
import { registerPlanOptionStaffRoutes } from './modules/designs/plan-option-routes.ts';
import { registerDesignStaffRoutes } from './modules/designs/routes.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { registerInvoiceStaffRoutes } from './modules/invoices/routes.ts';
import { createLiveHub, type LiveHub } from './modules/live/hub.ts';
import { LIVE_CHANNELS } from './modules/live/publish.ts';
import { registerStaffEvents } from './modules/live/staff-events.ts';
import { registerMediaRoutes } from './modules/media/routes.ts';
import { registerNotificationRoutes } from './modules/notifications/routes.ts';
import { registerOrderRoutes } from './modules/orders/routes.ts';
import { registerStripeWebhook } from './modules/payments/routes.ts';
import { registerPromotionRoutes } from './modules/promotions/routes.ts';
import { registerQuoteRoutes } from './modules/quotes/routes.ts';
import { scheduleRetention } from './modules/settings/retention.ts';
import { registerSettingsRoutes } from './modules/settings/routes.ts';
import { registerOpenApiRoute, registerStaffRoutes } from './modules/staff/routes.ts';
import { registerStaffUserRoutes } from './modules/staff-users/routes.ts';
import { registerSupportRoutes } from './modules/support/routes.ts';
import { buildPaths } from './paths.ts';
import { registerErrorHandling, sendError } from './plugins/errors.ts';
import { builtFrontEnds, type FrontEnds, noFrontEnds } from './plugins/front-ends.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { createMetrics, type Metrics, registerRequestMetrics, registerScrapedGauges } from './plugins/metrics.ts';
import { createPageCache, type PageCache } from './plugins/page-cache.ts';
import { registerRequestContext, routeArea } from './plugins/request-context.ts';
import { registerRequestTracing } from './plugins/request-tracing.ts';
import { contentSecurityPolicy, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaffAccess, type StaffAccess } from './plugins/staff-auth.ts';
import { sendStorefrontPage } from './plugins/storefront.ts';
import { createServices, type Services } from './services.ts';
import { startTracing } from './tracing.ts';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Serve the built storefront and admin app (off in API tests, which need no build). */
  serveFrontEnds?: boolean;
  /** Front ends from somewhere other than the builds on disk (`npm run dev` passes Vite's). */
  frontEnds?: (server: FastifyInstance) => Promise<FrontEnds>;
  /** `npm run dev`: no page cache, and a CSP that lets Vite's hot reload work. Never in production. */
  devServer?: boolean;
  /** Where log lines go (default stdout); tests read them to check what is logged. */
  logStream?: { write(line: string): void } | undefined;
}

export interface App {
  server: FastifyInstance;
  services: Services;
  /** Every route as registered (the generated endpoint × role test reads this). */
  routes: RegisteredRoute[];
  /** What the process measures, served on METRICS_PORT (plugins/metrics.ts). */
  metrics: Metrics;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: StaffAccess | undefined;
  /** The route reads a multipart upload (declared with uploadRoute). */
  upload: boolean;
  /** The schema as declared (the staff API table in packages/domain is checked against its responses). */
  schema: FastifySchema | undefined;
}

/**
 * The server's log: JSON lines in production and tests (what log collectors and the tests read), and
 * pretty-printed lines in development (pino-pretty, in a worker thread), which a person reads. With
 * tracing on, a request's lines carry its trace_id and span_id (plugins/request-tracing.ts).
 */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>, logStream?: AppOptions['logStream']) {
  const common = { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] };
  if (logStream) return { ...common, stream: logStream };
  if (env.NODE_ENV !== 'development') return common;
  return {
    ...common,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } },
  };
}

export async function buildApp({
  env,
  database,
  serveFrontEnds = true,
  frontEnds: customFrontEnds,
  devServer = false,
  logStream,
}: AppOptions): Promise<App> {
  const production = env.NODE_ENV === 'production';
  const server = Fastify({
    logger: loggerOptions(env, logStream),
    // plugins/request-context.ts logs each answer once, with the bearer secrets in its URL redacted.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: typeof env.trustProxy === 'number' ? trustHops(env.trustProxy) : env.trustProxy,
    bodyLimit: 64 * 1024,
    // A stopping server finishes what reaches it (decision 054): a connection a cluster's primary handed
    // over, or a proxy sent, just before the stop is answered, not refused with a 503.
    return503OnClosing: false,
  });
  const metrics = createMetrics();
  const services = createServices(database.db, env, metrics);
  services.email.start({ log: server.log, publicOrigin: env.publicOrigin });
  server.addHook('onClose', async () => services.email.stop());
  services.backups.start(server.log);
  server.addHook('onClose', async () => services.backups.stop());
  // One LISTEN per process for live updates; open event streams end before the server stops accepting.
  const live = createLiveHub(database.listen, server.log);
  server.addHook('preClose', async () => live.closeStreams());
  server.addHook('onClose', async () => live.close());
  registerScrapedGauges(metrics, database, live.openStreams);
  registerDesignViewCounting(server, services.analytics.pageViews);
  const stopPruning = schedulePruning(database.db, server.log);
  server.addHook('onClose', async () => stopPruning());
  const stopRetention = scheduleRetention(database.db, server.log);
  server.addHook('onClose', async () => stopRetention());
  const stopSweep = services.files.scheduleSweep(server.log);
  server.addHook('onClose', async () => {
    stopSweep();
    await services.backups.stop(); // a backup being written still reads and writes the bucket
    services.files.bucket?.close();
  });
  const stopDigests = services.accounts.scheduleDigests(server.log);
  server.addHook('onClose', async () => stopDigests());
  const paths = buildPaths(env);

  // Storefront forms post urlencoded bodies to route actions; keep them raw for React Router.
  server.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );

  // Traces (decision 056), when OTEL_EXPORTER_OTLP_ENDPOINT is set: first, so every later hook runs in the request's span.
  const tracing = await startTracing(env);
  if (tracing) {
    registerRequestTracing(server, tracing.tracer);
    server.addHook('onClose', async () => tracing.shutdown());
  }
  registerRequestContext(server, env);
  registerRequestMetrics(server, metrics);
  registerInputGuard(server);
  const securityOptions = { production, devServer };
  registerSecurityHeaders(server, securityOptions);
  registerErrorHandling(server, (kind) => metrics.databaseErrors.inc({ kind }));
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  const routes: RegisteredRoute[] = [];
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({
        method,
        url: route.url,
        access: route.config?.access,
        upload: route.config?.upload === true,
        schema: route.schema,
      });
  });
  await server.register(fastifySwagger, {
    openapi: { info: { title: 'Atelier Plans API', version: '1.0.0' } },
    transform: createJsonSchemaTransform({
      skipList: ['/*', '/download/:token', '/media/designs/:name', '/media/avatars/:name', '/media/portraits/:name'],
    }),
  });
  await server.register(fastifyCookie);
  // After the cookie parser's own onRequest hook: the session travels in a cookie.
  registerStaffAccess(server, services);
  await server.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await server.register(fastifyStatic, { root: paths.webClient, serve: false, cacheControl: false });

  registerHealthRoutes(server, database.db, database.kind);
  registerCatalogRoutes(server, services, live);
  registerMediaRoutes(server, services);
  registerSupportRoutes(server, services, live);
  registerStaffEvents(server, services, live);
  registerOrderRoutes(server, services);
  registerStripeWebhook(server, services);
  registerAuthRoutes(server, services);
  registerStaffRoutes(server, services);
  registerDesignStaffRoutes(server, services);
  registerFloorStaffRoutes(server, services);
  registerBuildingModelStaffRoutes(server, services);
  registerInclusionStaffRoutes(server, services);
  registerPlanOptionStaffRoutes(server, services);
  registerCatalogueStaffRoutes(server, services);
  registerContentStaffRoutes(server, services, live);
  registerStaffUserRoutes(server, services, live);
  registerNotificationRoutes(server, services);
  registerBackupRoutes(server, services);
  registerSettingsRoutes(server, services, live);
  registerPromotionRoutes(server, services);
  registerQuoteRoutes(server, services);
  registerInvoiceStaffRoutes(server, services);
  registerBuildCostRoutes(server, services);
  registerAnalyticsRoutes(server, services);
  registerOpenApiRoute(server);

  const frontEnds = customFrontEnds
    ? await customFrontEnds(server)
    : serveFrontEnds
      ? await builtFrontEnds(paths)
      : noFrontEnds;
  server.addHook('onClose', async () => frontEnds.close());
  const pageCache = devServer || !frontEnds.renderStorefront ? null : await followedPageCache(live, server.log);
  const pageCsp = (hashes: string[]) => contentSecurityPolicy({ hashes }, securityOptions);

  // A real route (not the not-found handler) so compression and the other route hooks apply.
  server.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    handler: async (request, reply) => {
      if (routeArea(request) !== 'page') return sendError(reply, 404, 'not_found', 'Not found.');
      if (request.ctx.site === 'admin') {
        if (await frontEnds.sendAdminFile(request, reply)) return reply;
        const page = await frontEnds.adminPage(request);
        if (page === null) return sendError(reply, 503, 'not_built', 'The admin app is not built.');
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
      }
      if (await frontEnds.sendWebFile(request, reply)) return reply;
      const render = frontEnds.renderStorefront;
      if (!render) return sendError(reply, 503, 'not_built', 'The storefront is not built.');
      const context = { services, nonce: request.cspNonce, requestContext: request.ctx };
      return sendStorefrontPage(request, reply, context, { render, cache: pageCache, csp: pageCsp });
    },
  });
  server.setNotFoundHandler(async (_request, reply) => sendError(reply, 404, 'not_found', 'Not found.'));

  return { server, services, routes, metrics };
}

/**
 * The storefront's page cache, emptied by every change notice of the catalogue, the content and the
 * settings. Kept only once all three are heard; without them pages are rendered for each request.
 */
async function followedPageCache(live: LiveHub, log: FastifyBaseLogger): Promise<PageCache | null> {
  const cache = createPageCache();
  try {
    for (const channel of [LIVE_CHANNELS.catalogue, LIVE_CHANNELS.content, LIVE_CHANNELS.settings]) {
      await live.subscribe(channel, () => cache.clear());
    }
    return cache;
  } catch (error) {
    log.error({ err: error }, 'page cache off: change notices cannot be heard');
    return null;
  }
}

/** TRUST_PROXY=<n>: the n proxies nearest to the server may name the client. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
