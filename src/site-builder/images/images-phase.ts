/**
 * The images phase: the content's own files are copied into the output, and every image a story names gets
 * its sizes and variants (src/content/images/images.ts). A missing image is a content problem, reported
 * with the others, and stops a strict build.
 */
import { cp, stat } from 'node:fs/promises';
import path from 'node:path';
import { BuildError } from '../../common/errors';
import { assets as assetConfig } from '../../config/site';
import { formatContentReport } from '../../content/checks/content-report';
import type { ContentError } from '../../content/content-error';
import { attachImageData } from '../../content/images/images';
import type { LoadedContent } from '../../content/load/load-content';
import type { ContentSource } from '../../content/source';

export interface ImagesInput {
  source: ContentSource;
  content: LoadedContent;
  /** The staged output. */
  outDir: string;
  /** Root of the caches (BuildOptions.cacheDir). */
  cacheDir: string;
  strict: boolean;
  log: (line: string) => void;
}

async function copyContentAssets(source: ContentSource, outDir: string): Promise<void> {
  if (!source.assetsDir) return;
  const present = await stat(source.assetsDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!present) return;
  const target = path.join(outDir, path.dirname(assetConfig.contentImagesPath).replace(/^\/+/, ''));
  await cp(source.assetsDir, target, { recursive: true });
}

/** Returns the images' problems (none stop a build that is not strict). */
export async function imagesPhase(input: ImagesInput): Promise<ContentError[]> {
  await copyContentAssets(input.source, input.outDir);
  const imageErrors = await attachImageData(input.content.stories, {
    assetsDir: input.source.assetsDir,
    outDir: input.outDir,
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
