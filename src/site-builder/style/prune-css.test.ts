import { cp, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { projectRoot } from '../../config/project-paths';
import { describePrunedCss, pruneStylesheets } from './prune-css';

const fixture = path.join(projectRoot, 'fixtures', 'prune-css');
const original = '/assets/entry-client-abc.css';
const tempFolder = tempFolders('prune-css-');

/** A writable copy of the fixture site: pruning writes into it. */
async function site(): Promise<string> {
  const dir = await tempFolder();
  await cp(fixture, dir, { recursive: true });
  return dir;
}

const read = (dir: string, rel: string) => readFile(path.join(dir, rel), 'utf8');

async function pruned(): Promise<{ dir: string; href: string; css: string }> {
  const dir = await site();
  const result = await pruneStylesheets(dir, [original]);
  const href = result.stylesheets[0] ?? '';
  return { dir, href, css: await read(dir, href) };
}

describe('pruneStylesheets', () => {
  it('keeps rules the public pages and their chunks use, and removes the rest', async () => {
    const { css } = await pruned();
    expect(css).toContain('.used{');
    expect(css).toContain('.is-open{');
    // Named only in the lazily loaded chunk the entry imports.
    expect(css).toContain('.lazy-only{');
    expect(css).not.toContain('.unused{');
    // Pseudo-classes alone match any element; with a class, the class decides.
    expect(css).toContain(':focus-visible{outline-offset:2px}');
    expect(css).not.toContain('.unused:focus-visible');
    // Named only by a chunk no public page loads, and by the preview shells.
    expect(css).not.toContain('.editor-only');
    expect(css).not.toContain('.preview-shell-only');
  });

  it('keeps the classes react-bootstrap composes at run time, and only for the components in use', async () => {
    const { css } = await pruned();
    expect(css).toContain('.modal.fade .modal-dialog{');
    expect(css).toContain('.modal.show .modal-dialog{');
    expect(css).toContain('.modal-backdrop{');
    // Composed like a react-bootstrap Carousel's classes, but no safelisted component covers them: dropped.
    // (The slider block writes its carousel classes whole, src/blocks/interactive/slide-motion.ts.)
    expect(css).not.toContain('.carousel-item-next');
    expect(css).not.toContain('.offcanvas-start');
  });

  it('keeps used custom properties, @keyframes and @font-face, and drops unused ones', async () => {
    const { css } = await pruned();
    // --bs-primary only through --bs-link-color, which .used reads.
    expect(css).toMatch(/--bs-primary:#0d6efd/);
    expect(css).toMatch(/--bs-link-color:var\(--bs-primary\)/);
    expect(css).toMatch(/--panels-per-view:1/);
    // Read only by an inline style of a page.
    expect(css).toMatch(/--brand-accent:#0af/);
    expect(css).not.toContain('--bs-unused-color');
    expect(css).toContain('@keyframes spin');
    expect(css).not.toContain('unused-spin');
    expect(css).toMatch(/font-family:\s*Used;/);
    expect(css).not.toContain('unused.woff2');
  });

  it('writes a new hashed file, leaves the original as it was and reports both sizes', async () => {
    const dir = await site();
    const before = await read(dir, original);
    const result = await pruneStylesheets(dir, [original]);
    expect(result.stylesheets).toEqual([
      expect.stringMatching(/^\/assets\/entry-client-abc\.pruned-[\w-]{8}\.css$/),
    ]);
    expect(await read(dir, original)).toBe(before);
    const after = await read(dir, result.stylesheets[0] ?? '');
    expect(result.bytesBefore).toBe(Buffer.byteLength(before));
    expect(result.bytesAfter).toBe(Buffer.byteLength(after));
    expect(result.bytesAfter).toBeLessThan(result.bytesBefore);
  });

  it('points the public pages at the pruned file and leaves the preview shells alone', async () => {
    const { dir, href } = await pruned();
    for (const page of ['index.html', 'sub/index.html', '404.html']) {
      const html = await read(dir, page);
      expect(html).toContain(`<link rel="stylesheet" href="${href}"/>`);
      expect(html).not.toContain(`"${original}"`);
    }
    for (const shell of ['editor/index.html', 'global/index.html']) {
      expect(await read(dir, shell)).toBe(await readFile(path.join(fixture, shell), 'utf8'));
    }
  });

  it('makes further replacements in the public pages in the same pass, given the pruned hrefs', async () => {
    const dir = await site();
    const before = await read(dir, 'index.html');
    const result = await pruneStylesheets(dir, [original], {
      alsoReplace: (sheets) => new Map([['es', `es-${sheets.length}`]]),
    });
    expect(result.stylesheets).toHaveLength(1);
    expect(before).toContain('lang="es"');
    expect(await read(dir, 'index.html')).toContain('lang="es-1"');
    expect(await read(dir, 'editor/index.html')).toBe(
      await readFile(path.join(fixture, 'editor/index.html'), 'utf8'),
    );
  });

  it('gives the same files on a second run', async () => {
    const dir = await site();
    const first = await pruneStylesheets(dir, [original]);
    const snapshot = async () => {
      const files = (await readdir(dir, { recursive: true })).sort();
      return Promise.all(
        files.filter((f) => /\.(html|css)$/.test(f)).map(async (f) => [f, await read(dir, f)]),
      );
    };
    const afterFirst = await snapshot();
    const second = await pruneStylesheets(dir, [original]);
    expect(second).toEqual(first);
    expect(await snapshot()).toEqual(afterFirst);
  });

  it('is described in one build log line', () => {
    expect(
      describePrunedCss({ stylesheets: ['/assets/a.pruned-x.css'], bytesBefore: 2048, bytesAfter: 512 }),
    ).toBe('Pruned CSS to the rules the public pages use: 2.0 kB → 0.5 kB (−75 %), /assets/a.pruned-x.css');
  });
});
