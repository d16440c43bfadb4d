// Flat config. Every override says why it exists.
import js from '@eslint/js';
// No release of eslint-plugin-jsx-a11y lists ESLint 10 as a peer yet (6.10.2 stops at ^9); it runs on 10
// unchanged, so package.json overrides its eslint peer with ours.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerZones } from './lint/layers.js';

/** Import boundaries (docs/architecture.md "Layers"): the browser runtime and the blocks never reach Node-only code. */
const nodeOnly = [
  '**/site-builder/**',
  '**/server/**',
  '**/content/file-source',
  '**/content/load/**',
  '**/content/checks/**',
  '**/content/images/**',
  '**/content/bootstrap-icons',
  '**/config/project-paths',
  '**/config/output-names',
  'node:*',
];

export default tseslint.config(
  // lint/fixtures/ holds deliberately bad imports that lint/lint-rules.test.ts lints on purpose.
  { ignores: ['dist/', '.cache/', '.tmp/', 'node_modules/', 'coverage/', 'lint/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Import direction and cycles are checked, not only described (docs/architecture.md "Layers"). Type-only
    // imports do not count as cycles: they vanish from the JavaScript.
    files: ['src/**/*.{ts,tsx,mjs}', 'lint/fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests may reach across layers to set up what they check (a config test reading a content client).
    files: ['src/**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/test/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones() }] },
  },
  {
    // Accessibility of the markup we write (WCAG): the audits of the built pages (e2e/a11y-all-routes) see
    // only what the content uses; the rules see every branch of every component.
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Runs in the browser (and in the SSR bundle): no Node modules, no build or server code.
    files: [
      'src/runtime/**',
      'src/blocks/**',
      'src/layouts/**',
      'src/editor/**',
      'src/consent/**',
      'src/entry-client.tsx',
      'src/entry-server.tsx',
      'src/entry-editor.tsx',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: nodeOnly, message: 'Browser code must not import Node-only modules.' }] },
      ],
    },
  },
  {
    // Blocks render pages; the router is the runtime's business (docs/architecture.md "Layers").
    files: ['src/blocks/**'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...nodeOnly, '**/runtime/**'],
              message: 'Blocks must not import runtime internals or Node modules.',
            },
          ],
        },
      ],
    },
  },
);
