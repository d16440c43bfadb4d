/**
 * Where a block's view lives: in its group's folder, in the file named after it (`carousel_panel` →
 * `interactive/carousel-panel.tsx`). A lazily loaded block's chunk is that module's chunk. Plain strings,
 * no imports: the build reads this in Node, where the block components cannot be loaded.
 */

/** The view's file, relative to src/blocks/. */
export const blockModuleFile = (group: string, name: string): string =>
  `${group}/${name.replaceAll('_', '-')}.tsx`;

/**
 * The lazily loaded blocks and their source modules (`src/blocks/<group>/<file>.tsx`, as Vite's manifest
 * names them), found among the modules the client code imports dynamically: only lazy blocks are.
 */
export function lazyBlockSources(dynamicImports: Iterable<string>): Map<string, string> {
  const found = new Map<string, string>();
  for (const source of dynamicImports) {
    const file = /^src\/blocks\/[a-z]+\/([a-z-]+)\.tsx$/.exec(source)?.[1];
    if (file) found.set(file.replaceAll('-', '_'), source);
  }
  return found;
}
