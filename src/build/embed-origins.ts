/** Origins of the pages the content embeds (iframe and video blocks): the only frames the CSP allows. */
import type { Story } from '../content/story';
import { videoEmbedUrl } from '../blocks/video-embed-url';
import { originOf } from './security-headers';

const embedFields: Record<string, string> = { iframe: 'src', video: 'url' };

export function embedOrigins(stories: readonly Story[]): string[] {
  const origins = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const field = typeof record.component === 'string' ? embedFields[record.component] : undefined;
    const url = field ? record[field] : undefined;
    if (typeof url === 'string') {
      // The video block embeds through the provider's player address, not the page address.
      const origin = originOf(record.component === 'video' ? videoEmbedUrl(url) : url);
      if (origin) origins.add(origin);
    }
    for (const child of Object.values(record)) walk(child);
  };
  for (const story of stories) walk(story.content);
  return [...origins].sort();
}
