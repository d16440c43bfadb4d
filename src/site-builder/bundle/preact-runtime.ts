/**
 * The site's components are written against React's API and run on Preact (docs/decisions/0006-preact-runtime.md):
 * every import of React's packages resolves to preact/compat's equivalent. One table for every place that
 * loads components: the client, server and editor bundles and the dev server (vite.config.ts) and the unit
 * tests (vitest.config.ts), so tests render with what ships and the server's markup (with its useId ids)
 * is what the browser hydrates.
 */
import path from 'node:path';
import type { Alias } from 'vite';
import { projectRoot } from '../../config/project-paths';

const modules = path.join(projectRoot, 'node_modules');
const preact = (file: string) => path.join(modules, 'preact', file);

/**
 * Each name to one file, Preact's ES module build (the same code as its browser build), whoever imports it:
 * Preact also ships CommonJS builds, and a dependency that `require`s React (react-bootstrap's helpers in
 * Node) would otherwise get a second copy of Preact, whose hooks the first one does not see.
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
  { find: /^@restart\/ui$/, replacement: path.join(modules, '@restart/ui/esm/index.js') },
  { find: /^@restart\/ui\/(.+)$/, replacement: path.join(modules, '@restart/ui/esm/$1.js') },
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
