import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { schemaLintConfigs } from './schema/eslint-schema-rules.js';

// The architecture's boundaries (docs/architecture.md), written as lint rules so a mistake fails CI.

/** Every web feature may import only itself, shared code and generated documents; the app layer composes them. */
const webFeatures = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move the shared piece to components/ or lib/, or compose in app/.',
}));

/** The platform's REST paths: only the gateway's upstream layer (and the sandbox that imitates it) spells them. */
const platformPath = '/^\\/(wps|lgw|lotto)\\//';
/** The platform's ModuleId values, read from their one list so a new one is covered at once. */
const moduleIds = [...readFileSync('gateway/src/infra/upstream/modules.ts', 'utf8').matchAll(/^\s+'([A-Z0-9]+)',$/gm)].map((m) => m[1]);
const moduleIdPattern = `/^(${moduleIds.join('|')})$/`;
const noPlatformWords = (where) => [
  'error',
  { selector: `Literal[value=${platformPath}]`, message: `${where} never names a platform path: refer to calls through the catalogue.` },
  { selector: `TemplateElement[value.raw=${platformPath}]`, message: `${where} never names a platform path: refer to calls through the catalogue.` },
];

/**
 * The sandbox's tiers, bottom up: the wire protocol, the core (store, accounts, sessions, route registry, shared
 * route helpers), the domains, the test control API, the app at the root. A tier never imports one above it.
 */
const sandboxTiers = ['protocol', 'core', 'domains', 'control'];
const sandboxApp = ['./sandbox/src/app.ts', './sandbox/src/index.ts', './sandbox/src/server.ts'];
/** The sandbox's domains, in an order where each imports only those before it (so no two import each other). */
const sandboxDomains = ['account', 'member-book', 'lottery', 'lobby', 'wallet', 'auth', 'site', 'registration', 'password', 'referral', 'content', 'feedback', 'member', 'agency', 'inbox', 'points', 'promotions', 'records', 'rewards'];
const sandboxApart = { target: './sandbox', from: './gateway', message: 'The sandbox shares no code with the gateway: it is a second implementation of the protocol.' };
const sandboxZones = [
  sandboxApart,
  ...sandboxTiers.map((tier, index) => ({
    target: `./sandbox/src/${tier}`,
    from: [...sandboxTiers.slice(index + 1).map((above) => `./sandbox/src/${above}`), ...sandboxApp],
    message: `sandbox/src/${tier} sits below ${[...sandboxTiers.slice(index + 1), 'the app'].join(', ')}: move the shared piece down, or pass it in from above.`,
  })),
  ...sandboxDomains.map((domain, index) => ({
    target: `./sandbox/src/domains/${domain}`,
    from: [...sandboxDomains.slice(index + 1).map((later) => `./sandbox/src/domains/${later}`), './sandbox/src/domains/platform-routes.ts', './sandbox/src/domains/seed-data.ts'],
    message: `The sandbox domain ${domain} imports only the domains listed before it in sandboxDomains (eslint.config.js), never the domains' own lists: move the shared piece to an earlier domain or to core/.`,
  })),
];

const noSandbox = { group: ['@saola/sandbox', '@saola/sandbox/*', '**/sandbox/src/**'], message: 'Only gateway/src/testing starts the sandbox.' };
const noResolverTypes = {
  group: ['**/__generated__/resolvers-types.js'],
  message: 'Only resolvers import the resolver types; services use __generated__/schema-types.js.',
};
const noContext = { group: ['**/context.js'], message: "Services depend on graphql/platform, never on the resolvers' context." };

/**
 * The gateway's tiers (docs/architecture.md): http (the edge) stands on graphql (the domain), which stands on infra
 * (platform client, cache, stores, logging); none imports a tier above it, nor the composition root. Tests may
 * assemble the tiers above the one they test.
 */
const gatewayTierZones = [
  {
    target: './gateway/src/infra',
    from: ['./gateway/src/graphql', './gateway/src/http'],
    message: 'infra/ sits below graphql/ and http/: give it what it needs as a parameter or move the piece down.',
  },
  {
    target: './gateway/src/graphql',
    from: './gateway/src/http',
    message: 'graphql/ sits below http/: the domain defines a port (as platform/request-exposure.ts) that the edge uses.',
  },
  {
    target: ['./gateway/src/infra', './gateway/src/graphql', './gateway/src/http'],
    from: ['./gateway/src/app.ts', './gateway/src/server.ts', './gateway/src/gateway-deps.ts'],
    message: 'The composition root (app.ts, server.ts, gateway-deps.ts) builds the tiers; they never import it.',
  },
];

/**
 * A gateway module is reached from outside only through its entry, modules/<domain>/index.ts (its mappers.ts is
 * for the generated resolver types alone): within its folder a module may change its files freely.
 */
const gatewayModuleDir = 'gateway/src/graphql/modules';
const gatewayModules = readdirSync(gatewayModuleDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleEntries = gatewayModules.map((domain) => `./${domain}/index.ts`);
const moduleEntryMessage = "Code outside a gateway module imports it only through its entry (modules/<domain>/index.ts): export the piece there, or move a piece several domains share to graphql/shared/.";
/** Everything in gateway/src outside the modules' folders (the module list, modules/index.ts, is an entry too). */
const outsideModules = ['./gateway/src/*.ts', './gateway/src/!(graphql)/**', './gateway/src/graphql/*.ts', './gateway/src/graphql/!(modules)/**'];
const moduleEntryZones = [
  ...gatewayModules.map((domain) => ({
    target: `./${gatewayModuleDir}/${domain}`,
    from: `./${gatewayModuleDir}`,
    except: [`./${domain}`, ...moduleEntries.filter((entry) => !entry.startsWith(`./${domain}/`))],
    message: moduleEntryMessage,
  })),
  { target: outsideModules, from: `./${gatewayModuleDir}`, except: ['./index.ts', ...moduleEntries], message: moduleEntryMessage },
];

/** Feature, package and layer boundaries. */
const otherZones = [
  ...featureZones,
  ...moduleEntryZones,
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared web code sits below the features and the app layer.',
  },
  sandboxApart,
  {
    target: './gateway/src/graphql/modules',
    from: ['./gateway/src/infra/cache', './gateway/src/infra/upstream/client.ts', './gateway/src/infra/upstream/transport.ts'],
    message: 'Services reach the platform and the cache only through the per-request Platform (graphql/platform).',
  },
  {
    target: ['./gateway/src/graphql/platform', './gateway/src/graphql/values', './gateway/src/graphql/roles', './gateway/src/graphql/relay', './gateway/src/graphql/errors', './gateway/src/graphql/html', './gateway/src/graphql/shared'],
    from: './gateway/src/graphql/modules',
    message: 'The shared graphql layer sits below the modules and never imports them.',
  },
];

/** The JavaScript and TypeScript rules stay off the schema's .graphql files, which have rules of their own. */
const CODE_FILES = ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'];
const forCode = (config) => ({ ...config, files: config.files ?? CODE_FILES });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/__generated__/**',
      'web/src/gql/**',
      'tests/integrator/gql/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  forCode(js.configs.recommended),
  ...tseslint.configs.recommended.map(forCode),
  {
    files: CODE_FILES,
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-console': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },

  // Import boundaries and cycles, resolved as TypeScript resolves them.
  {
    files: ['gateway/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'sandbox/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, so a cycle through any .ts file is seen.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['gateway/tsconfig.json', 'web/tsconfig.json', 'sandbox/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      // Type-only imports are checked too, by `pnpm lint:cycles` (madge), which sees through the generated types.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...otherZones, ...gatewayTierZones] }],
    },
  },
  {
    files: ['gateway/src/**/__tests__/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: otherZones }] },
  },
  {
    files: ['gateway/src/**/*.ts'],
    ignores: ['gateway/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox] }] },
  },
  {
    // The generated resolver types import the models and the context: only resolvers (and the schema wiring) may
    // import them back, so generated code sits above the code it describes. Services use the schema's own types
    // from the import-free __generated__/schema-types.ts.
    files: ['gateway/src/**/*.ts'],
    ignores: ['gateway/src/**/*-resolvers.ts', 'gateway/src/graphql/schema.ts', 'gateway/src/graphql/gateway-module.ts', 'gateway/src/**/__tests__/**', 'gateway/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox, noResolverTypes] }] },
  },
  {
    // What resolvers see (graphql/context.ts) lists every service: a service importing it would close a circle.
    files: ['gateway/src/graphql/{modules,platform,values,roles,shared}/**/*.ts'],
    ignores: ['gateway/src/**/*-resolvers.ts', 'gateway/src/**/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noSandbox, noResolverTypes, noContext] }] },
  },
  {
    // The sandbox's tiers and domain order; tests may reach across them to set a scene up.
    files: ['sandbox/src/**/*.ts'],
    ignores: ['sandbox/src/**/__tests__/**', 'sandbox/src/testing/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: sandboxZones }] },
  },
  {
    files: ['sandbox/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@saola/gateway', '@saola/gateway/*'], message: 'The sandbox shares no code with the gateway.' }] }],
    },
  },
  {
    files: ['gateway/src/**/*.ts'],
    ignores: ['gateway/src/infra/upstream/**'],
    rules: {
      'no-restricted-syntax': [
        ...noPlatformWords('Outside gateway/src/infra/upstream, the gateway'),
        { selector: `Literal[value=${moduleIdPattern}]`, message: 'Only gateway/src/infra/upstream names a ModuleId.' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': noPlatformWords('The web client') },
  },
  ...schemaLintConfigs,
);
