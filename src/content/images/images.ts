/**
 * Build-time image data (docs/behaviour.md §3 "Image data", issue 10): every image asset in the content gets its size,
 * responsive variants (WebP and the original format) and a tiny blurred placeholder. Bundled images are
 * processed with sharp once per content hash and cached between builds; Storyblok assets use the image
 * service. The first large image of each page is marked as its LCP candidate.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
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

async function cachedVariant(
  cacheDir: string,
  name: string,
  make: () => Promise<Buffer>,
  outFile: string | undefined,
): Promise<void> {
  const cached = insideFolder(cacheDir, name);
  if (!(await exists(cached))) {
    await mkdir(cacheDir, { recursive: true });
    await sharp(await make()).toFile(cached);
  }
  if (outFile) {
    await mkdir(path.dirname(outFile), { recursive: true });
    await copyFile(cached, outFile);
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
  const outDir = options.outDir
    ? insideFolder(
        options.outDir,
        path.join(assetConfig.contentImagesPath.replace(/^\/+/, ''), variantsFolder),
      )
    : undefined;
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
      outDir && insideFolder(outDir, webpName),
    );
    await cachedVariant(
      options.cacheDir,
      originalName,
      () =>
        format === 'png'
          ? resized().png().toBuffer()
          : resized().jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
      outDir && insideFolder(outDir, originalName),
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
