import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test/setup-registry.ts'],
    testTimeout: 120_000,
    // Build tests build the site in beforeAll.
    hookTimeout: 180_000,
  },
});
