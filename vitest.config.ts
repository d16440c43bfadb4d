import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { allIconNames } from './src/content/bootstrap-icons';
import { iconSetPlugin } from './src/site-builder/bundle/icon-set-plugin';

export default defineConfig({
  // Every icon, as the dev server has: a block test may name any, and the build bundles any the content names.
  plugins: [react(), iconSetPlugin(allIconNames)],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'lint/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/setup-registry.ts'],
    testTimeout: 120_000,
    // Build tests build the site in beforeAll.
    hookTimeout: 180_000,
  },
});
