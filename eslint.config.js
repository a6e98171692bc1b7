import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of ARCHITECTURE.md §1 and STYLE.md: contract ← server, contract ← web;
 * inside the web app ui/lib ← features ← app, and features never import each other.
 */
const elements = [
  { type: 'contract', pattern: 'packages/contract/src' },
  { type: 'server', pattern: 'apps/server' },
  { type: 'web-app', pattern: 'apps/web/src/app' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
  { type: 'web-stores', pattern: 'apps/web/src/stores' },
  { type: 'web-ui', pattern: 'apps/web/src/ui' },
  { type: 'web-lib', pattern: 'apps/web/src/lib' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'bench', pattern: 'bench' },
];

const allowed = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

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
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            allowed('contract', ['contract']),
            allowed('server', ['server', 'contract']),
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
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
);
