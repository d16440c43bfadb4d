import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../config/project-paths';
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
