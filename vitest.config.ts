import { defineConfig } from 'vitest/config';
import { allIconNames } from './src/content/bootstrap-icons';
import { iconSetPlugin } from './src/site-builder/bundle/icon-set-plugin';
import { preactAliases, reactDependencies } from './vite.config';

const esmFirst = ['module', 'jsnext:main', 'jsnext', 'main'];

export default defineConfig({
  // Every icon, as the dev server has: a block test may name any, and the build bundles any the content names.
  plugins: [iconSetPlugin(allIconNames)],
  // Components render on Preact here as in the site (docs/decisions/0006-preact-runtime.md). Dependencies'
  // ES module builds first (`module`), in both environments: their CommonJS builds would reach React
  // through Node's require, past the aliases.
  resolve: { alias: preactAliases, mainFields: esmFirst },
  ssr: { resolve: { mainFields: esmFirst } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'lint/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/setup-registry.ts'],
    testTimeout: 120_000,
    // Build tests build the site in beforeAll.
    hookTimeout: 180_000,
    // Compiled with the tests, not loaded by Node, so that their React imports reach Preact too.
    server: { deps: { inline: [...reactDependencies, '@testing-library/react'] } },
  },
});
