import type { BlockOf } from '../../content/schemas/registry';
import { isExternalUrl } from '../../common/paths';
import { withPrefix } from '../../config/site-paths';
import { assets } from '../../config/site';

/** Video file of the content folder (bare names live beside the images' folder, under /content-images/). */
export function localVideoSrc(filename: string): string {
  if (!filename) return '';
  if (isExternalUrl(filename)) return filename;
  if (filename.startsWith('/')) return withPrefix(filename);
  return withPrefix(`${assets.contentImagesPath.replace(/\/[^/]+$/, '')}/${filename}`);
}

/** Local video (docs/behaviour.md §2): 16:9 with the browser's controls; nothing loads until the visitor plays it. */
export function LocalVideoBlock({ blok }: { blok: BlockOf<'local_video'> }) {
  const src = localVideoSrc(blok.video.filename);
  if (!src) return null;
  return (
    <div className="ratio ratio-16x9 local-video">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- captions come from content and the block has no captions field yet */}
      <video controls preload="metadata" aria-label={blok.title || blok.video.title || undefined}>
        <source src={src} type={blok.video_type} />
        Tu navegador no puede reproducir este video.{' '}
        <a href={src} download>
          Descargalo aquí
        </a>
        .
      </video>
    </div>
  );
}
