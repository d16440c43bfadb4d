/** Extra stories for a browser test's own copy of the bundled content, in the bundled story format. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ExtraStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  is_startpage: boolean;
  parent_id: number;
  published_at: string;
  content: Record<string, unknown>;
}

/** A published story at `fullSlug` whose root block is `content`. */
export function pageStory(
  id: number,
  fullSlug: string,
  name: string,
  content: Record<string, unknown>,
): ExtraStory {
  return {
    id,
    uuid: `e2e-${id}`,
    name,
    slug: fullSlug.split('/').pop() ?? fullSlug,
    full_slug: fullSlug,
    is_startpage: false,
    parent_id: 0,
    published_at: '2025-06-02T16:40:09.511Z',
    content,
  };
}

/** Writes the story where the bundled content keeps it: `stories/{full_slug}.json`. */
export async function writeStory(contentDir: string, story: ExtraStory): Promise<void> {
  const file = path.join(contentDir, 'stories', `${story.full_slug}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(story, null, 2));
}
