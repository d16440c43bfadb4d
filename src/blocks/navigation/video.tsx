import type { BlockOf } from '../../content/schemas/registry';
import { videoEmbedUrl } from './video-embed-url';

/** Video block: the url in an iframe, 16:9 (docs/behaviour.md §3 "Video"). */
export function VideoBlock({ blok }: { blok: BlockOf<'video'> }) {
  if (!blok.url) return null;
  return (
    <div className="ratio ratio-16x9 video-block">
      <iframe
        src={videoEmbedUrl(blok.url)}
        title={blok.title || 'Video'}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
