import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR lets parallel builds (and their servers) use separate folders.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // The whole route manifest comes with the first page: a few kB, where discovering routes as links
  // appear cost a request and script time during hydration (decision 008).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
