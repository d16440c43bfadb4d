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
  for (const key of entry.imports ?? []) visit(key);
  // The entry's own dynamic imports are its later stages (src/entry-client.tsx): preloaded with it, so their
  // fetch does not wait for the stage before. Their dynamic imports (the blocks) are the page's to preload.
  // Their CSS would be a second stylesheet in every page's head, holding the first paint: refused.
  const entryCss = new Set(stylesheets);
  for (const key of entry.dynamicImports ?? []) visit(key);
  const stageCss = [...stylesheets].filter((css) => !entryCss.has(css));
  if (stageCss.length > 0)
    throw new Error(
      `The client entry's later stages carry CSS of their own (${stageCss.join(', ')}): import those styles from src/entry-client.tsx, so every page keeps one stylesheet`,
    );
  const url = (file: string) => withPrefix(file);
  return {
    script: url(entry.file),
    stylesheets: [...stylesheets].map(url),
    preloads: [...preloads].map(url),
  };
}
