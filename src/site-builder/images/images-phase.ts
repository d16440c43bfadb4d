/**
 * The images phase: the content's own files are put into the output (content-assets.ts), and every image a
 * story names gets its sizes and variants (src/content/images/images.ts). Unchanged files and variants are
 * hard-linked from the output this build replaces, not copied. A missing image is a content problem,
 * reported with the others, and stops a strict build.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from '../../common/errors';
import { assets as assetConfig } from '../../config/site';
import { formatContentReport } from '../../content/checks/content-report';
import type { ContentError } from '../../content/content-error';
import { attachImageData } from '../../content/images/images';
import type { LoadedContent } from '../../content/load/load-content';
import type { ContentSource } from '../../content/source';
import { placeContentAssets } from './content-assets';

export interface ImagesInput {
  source: ContentSource;
  content: LoadedContent;
  /** The staged output. */
  outDir: string;
  /** The output this build replaces (its unchanged files are linked). */
  previousDir: string;
  /** Root of the caches (BuildOptions.cacheDir). */
  cacheDir: string;
  strict: boolean;
  log: (line: string) => void;
}

async function copyContentAssets(source: ContentSource, outDir: string, previousDir: string): Promise<void> {
  if (!source.assetsDir) return;
  const present = await stat(source.assetsDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!present) return;
  const folder = path.dirname(assetConfig.contentImagesPath).replace(/^\/+/, '');
  await placeContentAssets(source.assetsDir, path.join(outDir, folder), path.join(previousDir, folder));
}

/** Returns the images' problems (none stop a build that is not strict). */
export async function imagesPhase(input: ImagesInput): Promise<ContentError[]> {
  await copyContentAssets(input.source, input.outDir, input.previousDir);
  const imageErrors = await attachImageData(input.content.stories, {
    assetsDir: input.source.assetsDir,
    outDir: input.outDir,
    previousDir: input.previousDir,
    cacheDir: path.join(input.cacheDir, 'images'),
  });
  if (imageErrors.length > 0) {
    input.log(`Content report:\n${formatContentReport(imageErrors)}`);
    if (input.strict) {
      throw new BuildError(
        'content_invalid',
        `Build stopped: ${imageErrors.length} missing image(s) (strict mode).`,
      );
    }
  }
  return imageErrors;
}
