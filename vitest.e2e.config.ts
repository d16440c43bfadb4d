import { defineConfig } from 'vitest/config';

/** Browser tests: Debian Chromium against sites built by the real build, served by the real server. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A state a test waits for (expect.poll) may come late on a loaded machine: vitest's 1 s default is no margin.
    expect: { poll: { timeout: 10_000 } },
    // Two cores: one file at a time keeps builds and Chromium from starving each other.
    fileParallelism: false,
  },
});
