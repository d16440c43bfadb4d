/** The compress phase: the output's sizes as served, then `.br`/`.gz` beside its text files. */
import { outputPath } from '../../config/site-paths';
import type { DocumentAssets } from '../../layouts/document';
import type { ClientBundle } from '../bundle/vite-builds';
import { compressOutput } from './compress';
import { measureOutput, type OutputSizes } from './output-sizes';

export interface CompressInput {
  /** The staged output. */
  outDir: string;
  /** The output this build replaces, whose compressed files are reused when a file is unchanged. */
  previousDir: string;
  client: ClientBundle;
  /** Files linked from the previous output with their compressed copies (place-kept-pages.ts). */
  linked: ReadonlySet<string>;
}

/** Bundle files (relative to the output) that only the preview screens load, never a public page. */
function editorOnlyFiles(client: ClientBundle): Set<string> {
  const files = (assets: DocumentAssets) => [assets.script, ...assets.preloads, ...assets.stylesheets];
  const publicFiles = new Set(
    [...files(client.assets), ...Object.values(client.blockChunks).flat()].map((href) => outputPath(href)),
  );
  return new Set(
    files(client.editorAssets)
      .map((href) => outputPath(href))
      .filter((file) => !publicFiles.has(file)),
  );
}

/** Returns the sizes measured before compression (the build summary's). */
export async function compressPhase({
  outDir,
  previousDir,
  client,
  linked,
}: CompressInput): Promise<OutputSizes> {
  const sizes = await measureOutput(outDir);
  await compressOutput(outDir, { previousDir, editorOnly: editorOnlyFiles(client), linked });
  return sizes;
}
