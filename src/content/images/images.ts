/**
 * Build-time image data (docs/behaviour.md §3 "Image data", issue 10): every image asset in the content gets its size,
 * responsive variants (WebP and the original format) and a tiny blurred placeholder. Bundled images are
 * processed with sharp once per content hash and cached between builds; Storyblok assets use the image
 * service. The first large image of each page is marked as its LCP candidate.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageSrc } from '../image-src';
import { assets as assetConfig } from '../../config/site';
import { ContentError } from '../content-error';
import { defaultSizes, storyblokImageData, widthsFor, type ImageData } from '../image-data';
import type { Asset } from '../schemas/asset';
import type { Story } from '../story';
import { insideFolder, realFileInside } from '../../common/inside-folder';
import { isExternalUrl } from '../../common/paths';
import { imageFile, isAsset } from './asset-values';

export interface ImageOptions {
  /** The content folder's assets (served under /content-images/). */
  assetsDir: string | undefined;
  /** Where variants are written (the staged output folder); omit to compute sizes only (dev server). */
  outDir?: string;
  /**
   * The output this build replaces: a variant it holds under the same name (names carry the source's hash
   * and the width, like the cache's) is hard-linked from it, so it keeps its inode and mtime.
   */
  previousDir?: string;
  cacheDir: string;
}

/** Below this width an image is an icon or a logo, never the page's largest paint. */
const priorityMinWidth = 400;
const variantsFolder = '_v';

function collectAssets(value: unknown, out: Asset[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collectAssets(item, out);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (isAsset(record)) {
    if (record.filename) out.push(record);
    return;
  }
  for (const child of Object.values(record)) collectAssets(child, out);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The asset's file inside the assets folder, or null when there is no such file. */
async function localFile(assetsDir: string, relative: string): Promise<string | null> {
  try {
    const file = await realFileInside(assetsDir, relative);
    return (await stat(file)).isFile() ? file : null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

const alreadyThere = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * A hard link to the first of `from` that exists, else a copy of the last: a variant is never written into
 * (sharp writes a new cache file, the build a new output), so sharing its inode is safe and costs no copy.
 * A variant already in place (another image with the same source) is left as it is: it may be a link into
 * the live output, which must never be written into.
 */
async function linkOrCopy(from: readonly string[], to: string): Promise<void> {
  for (const file of from) {
    try {
      await link(file, to);
      return;
    } catch (error) {
      if (alreadyThere(error)) return;
      // Not there, or on another device: the next one.
    }
  }
  const last = from.at(-1);
  if (!last) return;
  await copyFile(last, to, constants.COPYFILE_EXCL).catch((error: unknown) => {
    if (!alreadyThere(error)) throw error;
  });
}

/** Where a variant goes in the output, and where the output it replaces may hold it already. */
interface VariantTarget {
  file: string;
  previous: string | undefined;
}

async function cachedVariant(
  cacheDir: string,
  name: string,
  make: () => Promise<Buffer>,
  target: VariantTarget | undefined,
): Promise<void> {
  const cached = insideFolder(cacheDir, name);
  if (!(await exists(cached))) {
    await mkdir(cacheDir, { recursive: true });
    await sharp(await make()).toFile(cached);
  }
  if (target) {
    await mkdir(path.dirname(target.file), { recursive: true });
    await linkOrCopy(target.previous ? [target.previous, cached] : [cached], target.file);
  }
}

async function processBundled(publicSrc: string, file: string, options: ImageOptions): Promise<ImageData> {
  const input = await readFile(file);
  const meta = await sharp(input).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const base: ImageData = {
    src: publicSrc,
    srcset: '',
    webpSrcset: '',
    sizes: defaultSizes,
    size: { width, height },
    placeholder: '',
  };
  if (meta.format === 'svg' || !width || !height) return base;

  const hash = createHash('sha256').update(input).digest('hex').slice(0, 12);
  const stem = path.basename(file, path.extname(file));
  const format = meta.format === 'png' ? 'png' : 'jpeg';
  const ext = format === 'png' ? 'png' : 'jpg';
  const publicDir = `${assetConfig.contentImagesPath}/${variantsFolder}`;
  const variantsDir = path.join(assetConfig.contentImagesPath.replace(/^\/+/, ''), variantsFolder);
  const outDir = options.outDir ? insideFolder(options.outDir, variantsDir) : undefined;
  const previousDir = options.previousDir ? insideFolder(options.previousDir, variantsDir) : undefined;
  const target = (name: string): VariantTarget | undefined =>
    outDir === undefined
      ? undefined
      : { file: insideFolder(outDir, name), previous: previousDir && insideFolder(previousDir, name) };
  const original: string[] = [];
  const webp: string[] = [];
  for (const w of widthsFor(width)) {
    const resized = () => sharp(input).resize({ width: w, withoutEnlargement: true });
    const webpName = `${stem}-${hash}-${w}.webp`;
    const originalName = `${stem}-${hash}-${w}.${ext}`;
    await cachedVariant(
      options.cacheDir,
      webpName,
      () => resized().webp({ quality: 78 }).toBuffer(),
      target(webpName),
    );
    await cachedVariant(
      options.cacheDir,
      originalName,
      () =>
        format === 'png'
          ? resized().png().toBuffer()
          : resized().jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      target(originalName),
    );
    webp.push(`${publicDir}/${webpName} ${w}w`);
    original.push(`${publicDir}/${originalName} ${w}w`);
  }
  const tiny = await sharp(input).resize({ width: 16 }).blur(1.2).webp({ quality: 40 }).toBuffer();
  return {
    ...base,
    srcset: original.join(', '),
    webpSrcset: webp.join(', '),
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}

/** Attaches image data to every asset of the stories; returns problems (missing files) as content errors. */
export async function attachImageData(
  stories: readonly Story[],
  options: ImageOptions,
): Promise<ContentError[]> {
  const errors: ContentError[] = [];
  const byFile = new Map<string, Promise<ImageData | null>>();
  const contentPrefix = `${assetConfig.contentImagesPath.replace(/\/images$/, '')}/`;

  const dataFor = (story: Story, asset: Asset): Promise<ImageData | null> => {
    const src = imageSrc(asset.filename);
    let pending = byFile.get(src);
    if (pending) return pending;
    if (!imageFile.test(src.split(/[?#]/)[0] ?? '')) {
      // Asset fields also hold videos and documents: those need no image data.
      pending = Promise.resolve(null);
    } else if (isExternalUrl(src)) {
      pending = Promise.resolve(storyblokImageData(src));
    } else if (options.assetsDir && src.startsWith(contentPrefix)) {
      // Throws before anything is read when the name leaves the assets folder (asset paths are checked as
      // the content is loaded; this is the last guard).
      const assetsDir = options.assetsDir;
      const relative = decodeURIComponent(src.slice(contentPrefix.length).split(/[?#]/)[0] ?? '');
      insideFolder(assetsDir, relative);
      pending = localFile(assetsDir, relative).then((file) => {
        if (file) return processBundled(src, file, options);
        errors.push(
          new ContentError('missing_asset', `Image file not found: ${src}`, {
            story: story.full_slug,
            found: asset.filename,
            hint: `Add the file to ${assetsDir} or choose another image.`,
          }),
        );
        return null;
      });
    } else {
      pending = Promise.resolve(null);
    }
    byFile.set(src, pending);
    return pending;
  };

  for (const story of stories) {
    const found: Asset[] = [];
    collectAssets(story.content, found);
    let priorityGiven = false;
    for (const asset of found) {
      const data = await dataFor(story, asset);
      if (!data) continue;
      const priority = !priorityGiven && data.size.width >= priorityMinWidth;
      if (priority) priorityGiven = true;
      asset.data = priority ? { ...data, priority } : data;
    }
  }
  return errors;
}
