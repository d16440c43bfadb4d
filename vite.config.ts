import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ command }) => ({
  // React's own plugin: the JSX runtime, and Fast Refresh in the dev server.
  plugins: [react()],
  // Deep imports of react-bootstrap and friends fail in Node unless bundled (docs/architecture.md "Deliberate deviations"). The dev server
  // loads dependencies through Node instead: its module runner cannot evaluate CommonJS packages inline.
  ssr: command === 'build' ? { noExternal: true } : {},
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3 still uses @import and global functions; its deprecations are not ours to fix.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: {
    assetsDir: 'assets',
    rolldownOptions: {
      // Sass compiling Bootstrap is the slow step, and known; the timing report would only repeat it on every build.
      checks: { bundlerTimings: false },
    },
  },
}));
