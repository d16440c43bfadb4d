/**
 * The unit tests of bench's pure helpers (`npx vitest run --config bench/vitest.config.ts`). The root
 * vitest.config.ts includes only src/ and scripts/.
 */
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  test: { include: ['bench/**/*.test.ts'], environment: 'node' },
});
