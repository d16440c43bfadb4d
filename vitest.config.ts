import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { siteIconNames } from './src/build/icon-set';
import { iconSetPlugin } from './src/build/icon-set-plugin';
import { defaultContentDir } from './src/build/paths';

/** The bundled stories' content: unit tests render blocks with the icons its build would bundle. */
function bundledContents(): unknown[] {
  const dir = path.join(defaultContentDir, 'stories');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { content?: unknown }).content);
}

export default defineConfig({
  plugins: [react(), iconSetPlugin(() => siteIconNames(bundledContents()))],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/setup-registry.ts'],
    testTimeout: 120_000,
    // Build tests build the site in beforeAll.
    hookTimeout: 180_000,
  },
});
