import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of ARCHITECTURE.md §1 and STYLE.md: contract ← server, contract ← web;
 * inside the web app ui/lib ← features ← app, and features never import each other.
 * Inside the server (the first matching element wins, so specific ones come first): config and
 * the leaf helpers ← db, http, jobs, adapters ← modules (only route files use http) ← the
 * composition roots at the top of src; engines are pure and use only other engines.
 */
const elements = [
  { type: 'contract', pattern: 'packages/contract/src' },
  { type: 'server-db', pattern: 'apps/server/src/db', partialMatch: false },
  { type: 'server-http', pattern: 'apps/server/src/http', partialMatch: false },
  { type: 'server-jobs', pattern: 'apps/server/src/jobs', partialMatch: false },
  {
    type: 'server-adapter',
    pattern: 'apps/server/src/{mail,sms,storage}',
    partialMatch: false,
  },
  { type: 'server-demo', pattern: 'apps/server/src/demo', partialMatch: false },
  // Engines: pure code over the catalogue and a document's text, no I/O. The whole `biomarkers`
  // module is the catalogue with its units, value assessment and localisation.
  ...[
    'apps/server/src/modules/summaries/engine',
    'apps/server/src/modules/analysis/understand',
    'apps/server/src/modules/analysis/read-pdf',
    'apps/server/src/modules/biomarkers',
  ].map((pattern) => ({ type: 'server-engine', pattern, partialMatch: false })),
  {
    type: 'server-module',
    pattern: 'apps/server/src/modules/*',
    partialMatch: false,
    capture: ['module'],
  },
  { type: 'server-test-support', pattern: 'apps/server/test', partialMatch: false },
  // The top of src: composition roots (app.ts, main.ts, the worker and script entries, the wiring
  // of background work) that build the server out of everything else, except the files that
  // the categories below set apart (config, the leaf helpers).
  { type: 'server-root', pattern: 'apps/server/src', partialMatch: false },
  { type: 'server', pattern: 'apps/server' },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-stores', pattern: 'apps/web/src/stores' },
  { type: 'web-ui', pattern: 'apps/web/src/ui' },
  { type: 'web-lib', pattern: 'apps/web/src/lib' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'bench', pattern: 'bench' },
];

/** Kinds of file that the server's rules treat apart from the element they sit in. */
const files = [
  { category: 'test', pattern: ['**/*.test.ts', '**/*.test.tsx'] },
  // Reads and validates the environment: the bottom of the server, it imports none of the app.
  {
    category: 'server-config',
    pattern: ['apps/server/src/config.ts', 'apps/server/src/config/**'],
  },
  // Leaf helpers that every layer may use (the domain error: services throw it, http/ answers it).
  {
    category: 'server-kernel',
    pattern: 'apps/server/src/{clock,load-secret,domain-error,compile-on-first-use}.ts',
  },
  // Route registration: the only module files that speak HTTP.
  { category: 'server-routes', pattern: 'apps/server/src/modules/**/{routes,*-routes}.ts' },
  // Pure files that sit in a service module: the text shape read-pdf produces and understand reads.
  { category: 'server-pure', pattern: 'apps/server/src/modules/analysis/pdf-text.ts' },
];

/** What `documents` may see of `analysis`: the failure reasons it shows a person. */
const ANALYSIS_PUBLIC = ['apps/server/src/modules/analysis/analysis-failure.ts'];

/** Every element of the server's own code. */
const SERVER_OWN = [
  'server-root',
  'server-db',
  'server-http',
  'server-jobs',
  'server-adapter',
  'server-demo',
  'server-engine',
  'server-module',
  'server-test-support',
];
const SERVER_ALL = [...SERVER_OWN, 'contract'];
/** Below the modules: what a service, a repository or the demo seeding may use. */
const SERVER_SERVICES_MAY_USE = [
  'server-module',
  'server-engine',
  'server-jobs',
  'server-adapter',
  'server-db',
  'contract',
];

const allowed = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

const disallowed = (from, to, message) => ({
  from: { element: { type: from } },
  disallow: { to: { element: { types: { anyOf: to } } } },
  message,
});

/** The server's layering; later policies win over earlier ones. */
const serverPolicies = [
  allowed('server', ['server', 'contract']),
  allowed('server-root', SERVER_ALL),
  allowed('server-db', ['server-db', 'contract']),
  allowed('server-http', ['server-http', 'server-db', 'contract']),
  allowed('server-jobs', ['server-jobs', 'server-db', 'contract']),
  allowed('server-adapter', ['server-adapter', 'contract']),
  allowed('server-module', SERVER_SERVICES_MAY_USE),
  allowed('server-demo', ['server-demo', ...SERVER_SERVICES_MAY_USE]),
  // Of the top of src, the lower layers see only config.ts and the leaf helpers.
  {
    from: { element: { types: { anyOf: SERVER_OWN } } },
    allow: { to: { file: { categories: { anyOf: ['server-config', 'server-kernel'] } } } },
  },
  disallowed(
    'server-module',
    ['server-http'],
    'Services never import http/: only routes.ts (or *-routes.ts) speaks HTTP; a service throws a domain error that the route maps.',
  ),
  {
    from: { element: { type: 'server-module' }, file: { categories: 'server-routes' } },
    allow: { to: { element: { type: 'server-http' } } },
  },
  allowed('server-engine', ['server-engine', 'contract']),
  disallowed(
    'server-engine',
    SERVER_OWN.filter((type) => type !== 'server-engine'),
    'Engines are pure: no db/, http/, jobs, adapters, config or services; the caller passes the data in.',
  ),
  {
    from: { element: { type: 'server-engine' } },
    allow: { to: { file: { categories: 'server-pure' } } },
  },
  {
    from: { file: { path: 'apps/server/src/modules/documents/**' } },
    disallow: { to: { file: { path: 'apps/server/src/modules/analysis/**' } } },
    message: `documents sees only the public part of analysis: ${ANALYSIS_PUBLIC.join(', ')}.`,
  },
  {
    from: { file: { path: 'apps/server/src/modules/documents/**' } },
    allow: { to: { file: { path: ANALYSIS_PUBLIC } } },
  },
  {
    from: { file: { categories: { anyOf: ['server-config', 'server-kernel'] } } },
    disallow: { to: { element: { types: { anyOf: SERVER_OWN } } } },
    message: 'config.ts and the leaf helpers import nothing of the app: the app passes values in.',
  },
  {
    from: { file: { categories: 'server-config' } },
    allow: { to: { file: { categories: 'server-config' } } },
  },
  allowed('server-test-support', SERVER_ALL),
  // Tests may reach anything of the server they test.
  {
    from: { element: { types: { anyOf: SERVER_OWN } }, file: { categories: 'test' } },
    allow: { to: { element: { types: { anyOf: SERVER_ALL } } } },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/.test-bundle-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // Also within one element: config.ts and the leaf helpers share the top of src with
          // the composition roots, yet may not import them.
          checkInternals: true,
          policies: [
            allowed('contract', ['contract']),
            ...serverPolicies,
            allowed('web-lib', ['web-lib', 'contract']),
            allowed('web-ui', ['web-ui', 'web-lib', 'contract']),
            allowed('web-stores', ['web-stores', 'web-lib', 'contract']),
            allowed('web-feature', ['web-ui', 'web-lib', 'web-stores', 'contract']),
            {
              from: { element: { type: 'web-feature' } },
              allow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { feature: '{{from.captured.feature}}' },
                  },
                },
              },
            },
            allowed('web-app', [
              'web-app',
              'web-feature',
              'web-ui',
              'web-lib',
              'web-stores',
              'contract',
            ]),
            allowed('e2e', ['e2e']),
            allowed('bench', ['bench']),
          ],
        },
      ],
    },
  },
  {
    // Import cycles anywhere in our code. Type-only imports are not followed (they vanish at
    // build time), and nothing under node_modules is parsed: a package cannot import us back.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
);
