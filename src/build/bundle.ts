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

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface ClientBundle {
  assets: DocumentAssets;
  /** Identifies the client code: the same sources give the same hash, whatever the content. */
  buildHash: string;
}

export async function bundleClient(outDir: string): Promise<ClientBundle> {
  await build({
    configFile: viteConfigFile,
    root: projectRoot,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: false,
      manifest: true,
      rolldownOptions: { input: clientEntry },
    },
  });
  const manifestDir = path.join(outDir, '.vite');
  const manifestText = await readFile(path.join(manifestDir, 'manifest.json'), 'utf8');
  await rm(manifestDir, { recursive: true, force: true });
  const manifest = JSON.parse(manifestText) as Manifest;
  const entryKey = path.relative(projectRoot, clientEntry).split(path.sep).join('/');
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
    assets: {
      script: url(entry.file),
      stylesheets: [...stylesheets].map(url),
      preloads: [...preloads].map(url),
    },
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
