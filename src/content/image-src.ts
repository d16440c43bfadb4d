import { assets } from '../config/site';
import { isExternalUrl } from '../common/paths';
import { withPrefix } from '../config/site-paths';

/**
 * Public URL of an image field value: absolute URLs (Storyblok assets) stay as they are, site paths
 * get the path prefix, bare file names live under /content-images/images/ (docs/behaviour.md §2). Empty stays empty (§5).
 */
export function imageSrc(filename: string): string {
  if (!filename) return '';
  if (isExternalUrl(filename) || filename.startsWith('data:')) return filename;
  if (filename.startsWith('/')) return withPrefix(filename);
  return withPrefix(`${assets.contentImagesPath}/${filename}`);
}
