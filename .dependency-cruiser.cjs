// The direction imports run in (issue 17), checked by test/architecture/import-direction.test.ts.
// Read from the top: http → services (verifications, batch, escalations, webhooks, accounts,
// idempotency, status, queue) → storage; the engine and the providers below all of them, the providers
// building on the engine's method types and exact oracle. The engine has one front door,
// server/engine/index.ts. Type-only imports count like any other:
// a type names the module it comes from, so a layer that needs another's type depends on it, and
// the way out is to move the type down, not to hide the import behind `import type`.
// Run it by hand with `npx depcruise server sdk/src scripts` (the options below are the defaults).
// The test adds one check these rules cannot state: no two parts (the folders and top-level files
// of server/, sdk/src/, scripts/) import each other, even when no circle of files does.

/** Services: what http may call, and what may call storage. */
const SERVICES = '^server/(verifications|batch|escalations|webhooks|accounts|idempotency|status|queue)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles: each module can be read, tested and replaced from the bottom up.',
      from: { path: '^(server|sdk/src|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'http-is-given-services-never-the-database',
      severity: 'error',
      comment:
        'http/ turns requests into service calls; the services own the tables, the engine threads, the job runner and the dispatcher (STYLE habits 10 and 12, issue 24). So neither http/ nor AppDeps, what it is given, names them, not even as a type.',
      from: { path: ['^server/http/', '^server/app-deps\\.ts$'] },
      to: { path: ['^server/storage/', '^server/queue/', '^server/threads/', '^server/engine/', '^server/webhooks/dispatcher\\.ts$'] },
    },
    {
      name: 'storage-is-below-webhooks-and-config',
      severity: 'error',
      comment: 'storage/ is the port to the database: it is handed its settings and knows no feature above it.',
      from: { path: '^server/storage/' },
      to: { path: ['^server/webhooks/', '^server/config\\.ts$'] },
    },
    {
      name: 'services-do-not-reach-up',
      severity: 'error',
      comment: 'Services are called by http/; they never import it.',
      from: { path: [SERVICES, '^server/storage/'] },
      to: { path: '^server/http/' },
    },
    {
      name: 'only-the-entry-imports-the-app',
      severity: 'error',
      comment: 'main.ts, app.ts and jobs.ts put the server together; what they put together does not import them.',
      from: { path: '^server/', pathNot: '^server/(main|app|jobs)\\.ts$' },
      to: { path: '^server/(main|app|jobs)\\.ts$' },
    },
    {
      name: 'engine-is-the-ground',
      severity: 'error',
      comment:
        'The engine verifies text and knows nothing of accounts, storage, http or the upstream providers (these build on its method types).',
      from: { path: '^server/engine/' },
      to: { path: '^server/', pathNot: ['^server/engine/', '^server/plans\\.ts$'] },
    },
    {
      name: 'engine-has-one-front-door',
      severity: 'error',
      comment:
        'Outside server/engine/, the engine is imported through server/engine/index.ts only (issue 24): its insides (methods, checkers, reading, grounding) can change without touching the rest. Tests may reach inside.',
      from: { path: '^(server|sdk/src|scripts)/', pathNot: '^server/engine/' },
      to: { path: '^server/engine/', pathNot: '^server/engine/index\\.ts$' },
    },
    {
      name: 'providers-below-services',
      severity: 'error',
      comment: 'The providers are methods for the engine; they know no service, storage or http.',
      from: { path: '^server/providers/' },
      to: { path: [SERVICES, '^server/(storage|http)/'] },
    },
    {
      name: 'server-stands-alone',
      severity: 'error',
      comment: 'The server never imports tests, scripts or the SDK: they use it, not the other way round.',
      from: { path: '^server/' },
      to: { path: '^(test|scripts|sdk|examples)/' },
    },
    {
      name: 'sdk-stands-alone',
      severity: 'error',
      comment: 'The SDK is published on its own (sdk/package.json): it imports nothing of the repository outside sdk/.',
      from: { path: '^sdk/' },
      to: { path: '^(server|test|scripts|generated|examples)/' },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports are edges too (see the top of this file).
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '^sdk/src/generated/'] },
    enhancedResolveOptions: { extensions: ['.ts', '.mts', '.js', '.mjs', '.cjs', '.json'] },
  },
};
