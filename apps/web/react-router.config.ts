import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (and their servers) use separate folders.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // The whole route manifest comes with the first page: a few kB, where discovering routes as links
  // appear cost a request and script time during hydration (decision 008).
  routeDiscovery: { mode: 'initial' },
  // React Router 7's behaviour, chosen explicitly (each unset flag prints a warning on every build); each
  // is its own change to make, with its tests, when the storefront moves towards v8.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
