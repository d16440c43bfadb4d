// Flat config. Every override says why it exists.
import js from '@eslint/js';
// No release of eslint-plugin-jsx-a11y lists ESLint 10 as a peer yet (6.10.2 stops at ^9); it runs on 10
// unchanged, so package.json overrides its eslint peer with ours.
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries (docs/architecture.md "Layers"): the browser runtime and the blocks never reach Node-only code. */
const nodeOnly = ['**/build/**', '**/server/**', '**/content/file-source', 'node:*'];

export default tseslint.config(
  { ignores: ['dist/', '.cache/', '.tmp/', 'node_modules/', 'coverage/'] },
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
      'src/search/**',
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
