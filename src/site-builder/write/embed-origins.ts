/** Origins of the pages the content embeds (iframe and video blocks): the only frames the CSP allows. */
import { walkRecords } from '../../content/blok';
import type { Story } from '../../content/story';
import { videoEmbedUrl } from '../../blocks/navigation/video-embed-url';
import { originOf } from '../../config/security-headers';

const embedFields: Record<string, string> = { iframe: 'src', video: 'url' };

export function embedOrigins(stories: readonly Story[]): string[] {
  const origins = new Set<string>();
  for (const story of stories) {
    walkRecords(story.content, (record) => {
      const field = typeof record.component === 'string' ? embedFields[record.component] : undefined;
      const url = field ? record[field] : undefined;
      if (typeof url === 'string') {
        // The video block embeds through the provider's player address, not the page address.
        const origin = originOf(record.component === 'video' ? videoEmbedUrl(url) : url);
        if (origin) origins.add(origin);
      }
    });
  }
  return [...origins].sort();
}
