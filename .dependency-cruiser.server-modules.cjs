// No import cycles among the server's modules (docs/decisions/010-import-direction-in-lint.md).
// A separate run from .dependency-cruiser.cjs because it looks only at imports from one
// apps/server/src/modules/<a>/ file to another module's file: shared code (db, plugins, src/test)
// may be used by every module without making a cycle.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles-between-server-modules',
      comment:
        'Server modules depend on each other one way only. Break a cycle by moving what both need to a third place (packages/domain, src/db, src/test for test helpers) or by passing it in.',
      severity: 'error',
      // Judged between module folders (modules/<a> depends on modules/<b> when any file of <a>, tests included,
      // imports a file of <b>), so a cycle counts even when no single file imports itself back.
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { path: '^apps/server/src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    includeOnly: { path: '^apps/server/src/modules/' },
    tsPreCompilationDeps: true,
  },
};
