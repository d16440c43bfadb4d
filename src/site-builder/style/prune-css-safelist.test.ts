import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../config/project-paths';
import { slideClass, type Motion } from '../../blocks/interactive/slide-motion';
import { safelistedBootstrapComponents } from './prune-css-safelist';

/** react-bootstrap components imported by the site's code (tests left out). */
async function importedBootstrapComponents(): Promise<string[]> {
  const src = path.join(projectRoot, 'src');
  const files = (await readdir(src, { recursive: true })).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const names = new Set<string>();
  for (const file of files) {
    const text = await readFile(path.join(src, file), 'utf8');
    for (const match of text.matchAll(/from\s+['"]react-bootstrap(?:\/(?:esm\/|cjs\/)?(\w+))?['"]/g)) {
      names.add(match[1] ?? '(the package index)');
    }
  }
  return [...names].sort();
}

describe('prunedCssSafelist', () => {
  it('covers every react-bootstrap component the site imports', async () => {
    // A new component composes class names the pruning cannot see: add its patterns to
    // prune-css-safelist.ts (read the component's source for `${bsPrefix}-…`) and its name to the list.
    expect(await importedBootstrapComponents()).toEqual([...safelistedBootstrapComponents].sort());
  });
});

describe('slider classes set at run time', () => {
  it("are written whole in slide-motion.ts, so the pruning keeps Bootstrap's carousel rules without a safelist", async () => {
    const source = await readFile(path.join(projectRoot, 'src/blocks/interactive/slide-motion.ts'), 'utf8');
    const classes = new Set<string>();
    for (const direction of ['next', 'prev'] as const) {
      for (const phase of ['prepare', 'moving'] as const) {
        const motion: Motion = { from: 0, to: 1, direction, phase };
        for (const index of [0, 1, 2])
          slideClass(index, 0, motion)
            .split(' ')
            .forEach((c) => classes.add(c));
      }
    }
    expect([...classes].sort()).toEqual([
      'active',
      'carousel-item',
      'carousel-item-end',
      'carousel-item-next',
      'carousel-item-prev',
      'carousel-item-start',
    ]);
    // A name composed at run time (`carousel-item-${direction}`) would not be a whole word of the chunk.
    for (const name of classes) expect(source).toMatch(new RegExp(`['\\s]${name}['\\s]`));
  });
});
