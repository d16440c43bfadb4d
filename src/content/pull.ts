/**
 * Writes a Storyblok space into a content folder in the bundled format: one story per file under
 * stories/, its path from full_slug, a folder's start page as `folder/index.json`. The new stories/
 * replaces the old one only once every story is written, so a failed pull leaves the folder as it was.
 */
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoryblokSource } from './storyblok-source';
import { stripEditable } from './strip-editable';

interface PulledStory {
  full_slug?: unknown;
  is_startpage?: unknown;
}

/** `banca-personas/` (start page) → `banca-personas/index.json`; `a/b` → `a/b.json`. */
export function storyFilePath(fullSlug: string, isStartpage: boolean): string {
  const slug = fullSlug.replace(/^\/+|\/+$/g, '');
  if (!slug || slug.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Story has an unusable full_slug: "${fullSlug}"`);
  }
  return isStartpage || fullSlug.endsWith('/') ? `${slug}/index.json` : `${slug}.json`;
}

export interface PullResult {
  stories: number;
  storiesDir: string;
}

export async function pullSpace(source: StoryblokSource, contentDir: string): Promise<PullResult> {
  const space = await source.fetchSpace();
  const stories = (await source.listStories({ cv: space.version })) as PulledStory[];
  const storiesDir = path.join(contentDir, 'stories');
  const staging = path.join(contentDir, `.stories.tmp-${process.pid}-${Date.now()}`);
  try {
    for (const story of stories) {
      const file = path.join(
        staging,
        storyFilePath(String(story.full_slug ?? ''), story.is_startpage === true),
      );
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(stripEditable(story), null, 2)}\n`);
    }
    await mkdir(staging, { recursive: true });
    const old = path.join(contentDir, `.stories.old-${process.pid}-${Date.now()}`);
    const hadOld = await stat(storiesDir).then(
      () => true,
      () => false,
    );
    if (hadOld) await rename(storiesDir, old);
    await rename(staging, storiesDir);
    if (hadOld) await rm(old, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return { stories: stories.length, storiesDir };
}
