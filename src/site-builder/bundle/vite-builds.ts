/**
 * Vite builds: the browser bundle (hashed assets + manifest) and the Node bundle used to prerender. Vite is
 * imported when a build runs, not with this module: a build whose bundles come from the cache never loads it.
 */
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { lazyBlockSources } from '../../blocks/registry/block-module';
import type { DocumentAssets } from '../../layouts/document';
import { withPrefix } from '../../config/site-paths';
import { entryAssets, type Manifest } from './entry-assets';
import { inlineScriptText } from './inline-script';
import type * as ServerEntry from '../../entry-server';
import { allIconNames } from '../../content/bootstrap-icons';
import { siteIconNames } from './icon-set';
import { iconSetPlugin } from './icon-set-plugin';
import type { LoadedContent } from '../../content/load/load-content';
import { clientEntry, projectRoot, serverEntry, viteConfigFile } from '../../config/project-paths';

/** The file name of the server bundle's entry, in the folder it is built into. */
export const serverEntryFile = 'entry-server.mjs';

async function viteBuildWith(config: InlineConfig): Promise<void> {
  const { build } = await import('vite');
  await build(config);
}

/** Vite `define`s of the preview settings (preview-env.ts loads Vite's env helper, so it is loaded late too). */
async function defineFor(preview: boolean): Promise<Record<string, string>> {
  const { previewEnvDefine } = await import('./preview-env');
  return previewEnvDefine(preview);
}

export interface ClientBundle {
  assets: DocumentAssets;
  /** The /editor/ and /global/ preview screens' entry (src/entry-editor.tsx). */
  editorAssets: DocumentAssets;
  /** Identifies the client code: the same sources give the same hash, whatever the content. */
  buildHash: string;
  /** Chunks of each lazily loaded block type (with what they import), for per-page preloads. */
  blockChunks: Record<string, string[]>;
}

export interface ClientBundleOptions {
  /** A preview build (PREVIEW=1): the VITE_PREVIEW_* configuration is inlined for the preview screens. */
  preview?: boolean;
}

/** What both bundles draw from the content: the icons it names (icon-set.ts siteIconNames). */
export interface BundleContent {
  icons: readonly string[];
}

export function bundleContentOf(content: LoadedContent): BundleContent {
  return { icons: siteIconNames(content.stories.map((story) => story.content)) };
}

/** Entry of the preview screens, built with the site's client code so they share its chunks. */
export const editorEntry = path.join(projectRoot, 'src/entry-editor.tsx');

/** The public pages' boot script (docs/performance.md): a classic script, so its own small build. */
export const bootEntry = path.join(projectRoot, 'src/boot/boot.ts');

/** The files a lazily loaded block needs beyond the entry's own chunks. */
function lazyChunks(manifest: Manifest, entry: DocumentAssets): Record<string, string[]> {
  const entryFiles = new Set([entry.script, ...entry.preloads]);
  const result: Record<string, string[]> = {};
  const dynamicImports = Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []);
  for (const [name, source] of lazyBlockSources(dynamicImports)) {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) return;
      const url = withPrefix(chunk.file);
      if (files.has(url) || entryFiles.has(url)) return;
      files.add(url);
      for (const child of chunk.imports ?? []) visit(child);
    };
    visit(source);
    result[name] = [...files];
  }
  return result;
}

async function viteBuild(
  outDir: string,
  entry: string,
  manifestName: string,
  preview: boolean,
  icons: readonly string[],
): Promise<Manifest> {
  await viteBuildWith({
    configFile: viteConfigFile,
    root: projectRoot,
    logLevel: 'warn',
    plugins: [iconSetPlugin(() => icons)],
    define: await defineFor(preview),
    build: {
      outDir,
      emptyOutDir: false,
      manifest: manifestName,
      // The preview screens carry every block on purpose; only the public entry's size is watched.
      chunkSizeWarningLimit: entry === editorEntry ? Number.POSITIVE_INFINITY : 500,
      rolldownOptions: {
        input: [entry],
        // The preview screens load every block (blocks/registry/static-registry.ts): the lazy blocks'
        // dynamic imports stay inside their one bundle instead of splitting it into chunks.
        // The public entry: Vite's preload helper and the bundler's runtime in a chunk of their own. Left in the
        // entry's chunk, every lazily loaded block imports that chunk, and Vite's helper then fetches the
        // chunk's original stylesheet with the block, although the page links its pruned copy.
        output: {
          codeSplitting:
            entry === editorEntry
              ? false
              : { groups: [{ name: 'runtime', test: /rolldown[/:]runtime|vite\/preload-helper/ }] },
        },
      },
    },
  });
  const file = path.join(outDir, manifestName);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  await rm(file, { force: true });
  return manifest;
}

/**
 * Builds the boot script as one self-contained classic script and returns its code, which every public page
 * carries inline (docs/performance.md): as a file it was a second render-blocking request before the first
 * paint. Built in memory (`write: false`): nothing of it goes into the output.
 */
async function bootScript(preview: boolean): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    // Not the site's config: no React, no styles, one small file.
    configFile: false,
    root: projectRoot,
    logLevel: 'warn',
    define: await defineFor(preview),
    build: {
      write: false,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: { input: [bootEntry], output: { format: 'iife' } },
    },
  });
  const source = path.relative(projectRoot, bootEntry).split(path.sep).join('/');
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((item) => item.type === 'chunk' && item.isEntry);
  if (!chunk || chunk.type !== 'chunk') throw new Error(`Vite built no entry chunk for ${source}`);
  return inlineScriptText(chunk.code, source);
}

export async function bundleClient(
  outDir: string,
  content: BundleContent,
  options: ClientBundleOptions = {},
): Promise<ClientBundle> {
  const preview = options.preview ?? false;
  // Two builds: chunks are split for the public pages alone. Built together, the preview screens
  // (which import every block) pulled the lazily loaded blocks into a chunk every page downloads.
  const manifest = await viteBuild(outDir, clientEntry, '.vite/client-manifest.json', preview, content.icons);
  // The preview screens render drafts, which may name any icon: they get them all (icon-set.ts).
  const editorManifest = await viteBuild(
    outDir,
    editorEntry,
    '.vite/editor-manifest.json',
    preview,
    allIconNames(),
  );
  const bootCode = await bootScript(preview);
  await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
  const assets = { ...entryAssets(manifest, clientEntry), bootCode };
  return {
    assets,
    editorAssets: entryAssets(editorManifest, editorEntry),
    blockChunks: lazyChunks(manifest, assets),
    // File names in the manifests carry content hashes, so hashing them hashes the client code.
    buildHash: createHash('sha256')
      .update(JSON.stringify(manifest))
      .update(JSON.stringify(editorManifest))
      .digest('hex')
      .slice(0, 20),
  };
}

export type ServerRenderer = typeof ServerEntry;

/** Builds the server bundle into `outDir` (emptied first); render threads import it (render-worker.mjs). */
export async function bundleServer(outDir: string, content: BundleContent): Promise<void> {
  await viteBuildWith({
    configFile: viteConfigFile,
    root: projectRoot,
    logLevel: 'warn',
    plugins: [iconSetPlugin(() => content.icons)],
    define: await defineFor(false),
    build: {
      ssr: serverEntry,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // The server bundle is never downloaded; its size does not matter.
      chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
      // One file, as for the preview screens: the server has every block, lazy ones included.
      rolldownOptions: { output: { entryFileNames: serverEntryFile, codeSplitting: false } },
    },
  });
}
