import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../config/project-paths';
import { withPrefix } from '../../config/site-paths';
import { entryAssets, type Manifest } from './entry-assets';

const entryFile = path.join(projectRoot, 'src/entry-client.tsx');

/** A manifest shaped as Vite writes it for the staged entry: two stages, each with chunks and blocks of its own. */
const manifest: Manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-a.js',
    css: ['assets/entry-client-a.css'],
    imports: ['_shared.js'],
    dynamicImports: ['node_modules/react-dom/client.js', 'src/runtime/start-app.tsx'],
    isEntry: true,
  },
  '_shared.js': { file: 'assets/shared-b.js' },
  'node_modules/react-dom/client.js': { file: 'assets/client-c.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-d.js' },
  'src/runtime/start-app.tsx': {
    file: 'assets/start-app-e.js',
    // A later stage may import from the entry's own chunk: the entry is the script, not a preload.
    imports: ['src/entry-client.tsx', '_react.js', '_shared.js'],
    dynamicImports: ['src/blocks/domain/place-finder.tsx'],
  },
  'src/blocks/domain/place-finder.tsx': { file: 'assets/place-finder-f.js', css: ['assets/finder-f.css'] },
};

describe('entryAssets', () => {
  const assets = entryAssets(manifest, entryFile);

  it('preloads every stage the entry imports dynamically, with the chunks they import, once each', () => {
    expect(assets.script).toBe(withPrefix('assets/entry-client-a.js'));
    expect(assets.preloads).toEqual(
      ['assets/shared-b.js', 'assets/client-c.js', 'assets/react-d.js', 'assets/start-app-e.js'].map((file) =>
        withPrefix(file),
      ),
    );
  });

  it('leaves the blocks a stage loads to the pages that use them', () => {
    expect(assets.preloads).not.toContain(withPrefix('assets/place-finder-f.js'));
    expect(assets.stylesheets).toEqual([withPrefix('assets/entry-client-a.css')]);
  });

  it('refuses a later stage with CSS of its own: every page would link a second, render-blocking stylesheet', () => {
    const withCss: Manifest = {
      ...manifest,
      'src/runtime/start-app.tsx': { file: 'assets/start-app-e.js', css: ['assets/start-app-e.css'] },
    };
    expect(() => entryAssets(withCss, entryFile)).toThrow(
      "The client entry's later stages carry CSS of their own (assets/start-app-e.css)",
    );
  });

  it('names the entry a manifest lacks', () => {
    expect(() => entryAssets({}, entryFile)).toThrow('Vite manifest has no entry for src/entry-client.tsx');
  });
});
