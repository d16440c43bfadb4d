/** An entry's script, stylesheets and module preloads, read from the Vite manifest of its build. */
import path from 'node:path';
import { projectRoot } from '../../config/project-paths';
import { withPrefix } from '../../config/site-paths';
import type { DocumentAssets } from '../../layouts/document';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** Script, stylesheets and preloads of one entry, from the Vite manifest. */
export function entryAssets(manifest: Manifest, entryFile: string): DocumentAssets {
  const entryKey = path.relative(projectRoot, entryFile).split(path.sep).join('/');
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`Vite manifest has no entry for ${entryKey}`);
  const preloads = new Set<string>();
  const stylesheets = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.file === entry.file || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  // The entry's own dynamic imports are its later stages (src/entry-client.tsx): preloaded with it, so their
  // fetch does not wait for the stage before. Their dynamic imports (the blocks) are the page's to preload.
  for (const key of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(key);
  const url = (file: string) => withPrefix(file);
  return {
    script: url(entry.file),
    stylesheets: [...stylesheets].map(url),
    preloads: [...preloads].map(url),
  };
}
