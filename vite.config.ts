import { defineConfig } from 'vite';
import { preactAliases, reactDependencies } from './src/site-builder/bundle/preact-runtime';

export default defineConfig(({ command }) => ({
  // No React plugin: Vite compiles the JSX itself (tsconfig "jsx": "react-jsx"), and React's imports resolve
  // to Preact (docs/decisions/0006-preact-runtime.md). Without React Fast Refresh, an edited component
  // reloads the page in the dev server.
  resolve: { alias: preactAliases },
  // Deep imports of react-bootstrap and friends fail in Node unless bundled (docs/architecture.md "Deliberate deviations"). The dev server
  // loads other dependencies through Node instead (its module runner cannot evaluate CommonJS packages
  // inline), but not those that import React: Node would give them React itself (preact-runtime.ts).
  ssr: command === 'build' ? { noExternal: true } : { noExternal: reactDependencies },
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
      // react-bootstrap marks its modules "use client" for React Server Components, which this site does not
      // use: a bundle cannot keep the directive, and saying so for each module is noise (React's Vite plugin
      // silenced it the same way).
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
    },
  },
}));
