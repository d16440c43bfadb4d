/** Vite builds: the browser bundle (hashed assets + manifest) and the Node bundle used to prerender. */
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { DocumentAssets } from '../layouts/document';
import { withPrefix } from '../shared/paths';
import type * as ServerEntry from '../entry-server';
import { clientEntry, projectRoot, serverEntry, viteConfigFile } from './paths';
import { previewEnvDefine } from './preview-env';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface ClientBundle {
  assets: DocumentAssets;
  /** The /editor/ and /global/ preview screens' entry (src/entry-editor.tsx). */
  editorAssets: DocumentAssets;
  /** Identifies the client code: the same sources give the same hash, whatever the content. */
  buildHash: string;
}

export interface ClientBundleOptions {
  /** A preview build (PREVIEW=1): the VITE_PREVIEW_* configuration is inlined for the preview screens. */
  preview?: boolean;
}

/** Entry of the preview screens, built with the site's client code so they share its chunks. */
export const editorEntry = path.join(projectRoot, 'src/entry-editor.tsx');

/** Script, stylesheets and preloads of one entry, from the Vite manifest. */
function entryAssets(manifest: Manifest, entryFile: string): DocumentAssets {
  const entryKey = path.relative(projectRoot, entryFile).split(path.sep).join('/');
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`Vite manifest has no entry for ${entryKey}`);
  const preloads = new Set<string>();
  const stylesheets = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of entry.imports ?? []) visit(key);
  const url = (file: string) => withPrefix(file);
  return {
    script: url(entry.file),
    stylesheets: [...stylesheets].map(url),
    preloads: [...preloads].map(url),
  };
}

export async function bundleClient(outDir: string, options: ClientBundleOptions = {}): Promise<ClientBundle> {
  await build({
    configFile: viteConfigFile,
    root: projectRoot,
    logLevel: 'warn',
    define: previewEnvDefine(options.preview ?? false),
    build: {
      outDir,
      emptyOutDir: false,
      manifest: true,
      rolldownOptions: { input: [clientEntry, editorEntry] },
    },
  });
  const manifestDir = path.join(outDir, '.vite');
  const manifestText = await readFile(path.join(manifestDir, 'manifest.json'), 'utf8');
  await rm(manifestDir, { recursive: true, force: true });
  const manifest = JSON.parse(manifestText) as Manifest;
  return {
    assets: entryAssets(manifest, clientEntry),
    editorAssets: entryAssets(manifest, editorEntry),
    // File names in the manifest carry content hashes, so hashing the manifest hashes the client code.
    buildHash: createHash('sha256').update(manifestText).digest('hex').slice(0, 20),
  };
}

export type ServerRenderer = typeof ServerEntry;

export async function bundleServer(outDir: string): Promise<ServerRenderer> {
  await build({
    configFile: viteConfigFile,
    root: projectRoot,
    logLevel: 'warn',
    define: previewEnvDefine(false),
    build: {
      ssr: serverEntry,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // The server bundle is never downloaded; its size does not matter.
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } },
    },
  });
  return (await import(pathToFileURL(path.join(outDir, 'entry-server.mjs')).href)) as ServerRenderer;
}
