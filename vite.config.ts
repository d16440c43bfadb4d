import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';

/** A file of Preact's package (beside this config, so the config imports nothing of the project). */
const preact = (file: string) => fileURLToPath(new URL(`./node_modules/preact/${file}`, import.meta.url));
const restartUi = (file: string) =>
  fileURLToPath(new URL(`./node_modules/@restart/ui/${file}`, import.meta.url));

/**
 * The site's components are written against React's API and run on Preact (docs/decisions/0006-preact-runtime.md):
 * every import of React's packages resolves to preact/compat's equivalent, in the client, server and editor
 * bundles, the dev server (below) and the unit tests (vitest.config.ts), so the server's markup (with its
 * useId ids) is what the browser hydrates and tests render with what ships. Each name goes to one file,
 * Preact's ES module build (the same code as its browser build), whoever imports it: Preact also ships
 * CommonJS builds, and a dependency that `require`s React would otherwise get a second copy of Preact, whose
 * hooks the first one does not see.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: preact('compat/dist/compat.mjs') },
  { find: /^react-dom$/, replacement: preact('compat/dist/compat.mjs') },
  { find: /^react-dom\/client$/, replacement: preact('compat/client.mjs') },
  // preact-render-to-string, whose renderToString also stands for renderToStaticMarkup.
  { find: /^react-dom\/server$/, replacement: preact('compat/server.mjs') },
  // Testing Library's act() when React has none of its own.
  { find: /^react-dom\/test-utils$/, replacement: preact('test-utils/dist/testUtils.mjs') },
  // The JSX the compiler emits (tsconfig "jsx": "react-jsx"), and React's in dependencies.
  { find: /^react\/jsx-runtime$/, replacement: preact('compat/jsx-runtime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preact('compat/jsx-dev-runtime.mjs') },
  { find: /^preact$/, replacement: preact('dist/preact.mjs') },
  { find: /^preact\/hooks$/, replacement: preact('hooks/dist/hooks.mjs') },
  { find: /^preact\/compat$/, replacement: preact('compat/dist/compat.mjs') },
  { find: /^preact\/jsx-runtime$/, replacement: preact('jsx-runtime/dist/jsxRuntime.mjs') },
  { find: /^preact\/test-utils$/, replacement: preact('test-utils/dist/testUtils.mjs') },
  // @restart/ui (react-bootstrap's base) names its CommonJS build for Node: its ES modules instead, so
  // that its React imports meet the aliases above in the dev server and the unit tests too.
  { find: /^@restart\/ui$/, replacement: restartUi('esm/index.js') },
  { find: /^@restart\/ui\/(.+)$/, replacement: restartUi('esm/$1.js') },
];

/**
 * Dependencies that import React themselves. Where Node would load them (the dev server's rendering, the
 * unit tests) they are compiled like the site's code instead, so their `react` imports meet the aliases too:
 * loaded by Node they would get React itself, and two runtimes in one tree break every hook. The packages
 * they bring with them that do not import React (classnames, dom-helpers, …) stay with Node.
 */
export const reactDependencies: string[] = [
  'react-bootstrap',
  '@restart/ui',
  '@restart/hooks',
  'uncontrollable',
  'react-transition-group',
  '@react-aria/ssr',
  'react-aria',
  'embla-carousel-react',
];

export default defineConfig(({ command }) => ({
  // No React plugin: Vite compiles the JSX itself (tsconfig "jsx": "react-jsx"), and React's imports resolve
  // to Preact. Without React Fast Refresh, an edited component reloads the page in the dev server.
  resolve: { alias: preactAliases },
  // Deep imports of react-bootstrap and friends fail in Node unless bundled (docs/architecture.md "Deliberate deviations"). The dev server
  // loads other dependencies through Node instead (its module runner cannot evaluate CommonJS packages
  // inline), but not those that import React (Node would give them React itself), nor Preact and its
  // renderer: the module runner loads the aliased Preact files, and one copy must serve both.
  ssr:
    command === 'build'
      ? { noExternal: true }
      : { noExternal: [...reactDependencies, 'preact', 'preact-render-to-string'] },
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
