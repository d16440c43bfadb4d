/** The compress phase: `.br`/`.gz` beside the text files the build wrote into its staged output. */
import { outputPath } from '../../config/site-paths';
import type { DocumentAssets } from '../../layouts/document';
import type { ClientBundle } from '../bundle/vite-builds';
import { compressOutput, type CompressResult } from './compress';

export interface CompressInput {
  /** The staged output. */
  outDir: string;
  /** The output this build replaces, whose compressed files are reused when a file is unchanged. */
  previousDir: string;
  client: ClientBundle;
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

export function compressPhase({ outDir, previousDir, client }: CompressInput): Promise<CompressResult> {
  return compressOutput(outDir, { previousDir, editorOnly: editorOnlyFiles(client) });
}
