/**
 * Which content source a build reads: Storyblok when STORYBLOK_TOKEN or STORYBLOK_OAUTH_TOKEN is set,
 * otherwise the content folder. Site assets (icons under content/assets/) come from the content folder
 * either way; Storyblok's own asset URLs are used as they are (no image download).
 */
import path from 'node:path';
import { FileSource } from '../file-source';
import type { ContentSource } from '../source';
import { storyblokConfigFrom } from '../storyblok-config';
import { StoryblokSource } from '../storyblok-source';
import type { ContentFolders } from './content-folders';

export function contentSourceFrom(
  env: NodeJS.ProcessEnv,
  options: Pick<ContentFolders, 'contentDir'>,
): ContentSource {
  const config = storyblokConfigFrom(env);
  if (!config) return new FileSource(options.contentDir);
  return new StoryblokSource(config, { assetsDir: path.join(options.contentDir, 'assets') });
}
