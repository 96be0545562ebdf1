// Import direction (docs/decisions/010-import-direction-in-lint.md). Run by `npm run lint`.
// Paths are resolved files relative to the repository root, so `@atelier/*` workspace imports
// and relative imports are judged alike.

/**
 * A module's HTTP edge: route files, event streams (SSE), standalone HTML pages, tests, and the three
 * helpers that read a request (the signed-in member as an audit actor, a staff cookie's view of a draft
 * picture, the trusted-device cookie).
 */
const EDGE_FILES =
  '(routes|-routes|-events|-page|\\.test|\\.pg-test|/staff-actor|/design-access|/device-cookie|-request)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'packages-not-to-apps',
      comment: 'Shared packages sit below the apps: packages/* never import from apps/*.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-not-to-ui',
      comment:
        'packages/domain is pure (zod schemas and rules, no React): it imports nothing from packages/ui or React.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/ui/|node_modules/(@types/)?react(-dom)?/)' },
    },
    {
      name: 'web-features-not-to-other-features',
      comment:
        'Storefront features do not import each other: what two features need moves down to app/components, app/lib or packages/*.',
      severity: 'error',
      from: { path: '^apps/web/app/features/([^/]+)/' },
      to: { path: '^apps/web/app/features/[^/]+/', pathNot: '^apps/web/app/features/$1/' },
    },
    {
      name: 'admin-features-not-to-other-features',
      comment:
        'Admin features do not import each other: what two features need moves down to src/components, src/lib or packages/*.',
      severity: 'error',
      from: { path: '^apps/admin/src/features/([^/]+)/' },
      to: { path: '^apps/admin/src/features/[^/]+/', pathNot: '^apps/admin/src/features/$1/' },
    },
    {
      name: 'web-only-types-from-server',
      comment:
        "The storefront reaches the server only through the load context: `import type ... from '../../server/...'` is fine, a value import is not.",
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'admin-not-to-server',
      comment: 'The admin SPA talks to the server over HTTP only; its types come from packages/domain.',
      severity: 'error',
      from: { path: '^apps/admin/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-to-front-ends',
      comment: 'The server serves the built front ends from disk; it never imports apps/web or apps/admin source.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/(web|admin)/' },
    },
    {
      name: 'shared-code-not-to-features',
      comment:
        "Shared code (components, lib) serves every feature and imports none: a feature's part goes in through a prop (a slot), composed by a route or a layout route.",
      severity: 'error',
      from: { path: '^apps/(web/app|admin/src)/(components|lib)/' },
      to: { path: '^apps/(web/app|admin/src)/features/' },
    },
    {
      name: 'services-speak-the-domain',
      comment:
        'A service refuses with a DomainError (@atelier/domain/domain-error); only the HTTP edge (route files, plugins) answers with statuses through plugins/errors.ts.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: EDGE_FILES },
      to: { path: '^apps/server/src/plugins/errors\\.ts$' },
    },
    {
      name: 'only-the-edge-imports-plugins',
      comment:
        'Services take plain values and a ServiceContext (src/service-context.ts); only the HTTP edge of a module (its route files, event streams, standalone pages and the helpers that read a request) uses the Fastify plugins.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: EDGE_FILES },
      to: { path: '^apps/server/src/plugins/' },
    },
  ],
  options: {
    exclude: {
      path: '^(apps|packages)/[^/]+/(build|dist|\\.react-router|test-results|playwright-report)/',
    },
    doNotFollow: { path: '(^|/)node_modules/' },
    // Parse TypeScript before compilation, so `import type` is seen and labelled 'type-only'.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
