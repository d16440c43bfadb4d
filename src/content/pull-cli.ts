/** `npm run content:pull`: snapshots a Storyblok space (STORYBLOK_TOKEN …) into CONTENT_DIR (default content/). */
import path from 'node:path';
import { defaultContentDir } from '../config/project-paths';
import { AppError, errorMessage } from '../common/errors';
import { pullSpace } from './pull';
import { storyblokConfigFrom } from './storyblok-config';
import { StoryblokSource } from './storyblok-source';

try {
  const config = storyblokConfigFrom(process.env);
  if (!config) throw new AppError('config', 'Set STORYBLOK_TOKEN (or STORYBLOK_OAUTH_TOKEN) to pull a space.');
  const contentDir = path.resolve(process.env.CONTENT_DIR || defaultContentDir);
  const result = await pullSpace(new StoryblokSource(config), contentDir);
  console.log(`Pulled ${result.stories} ${config.version} stories into ${result.storiesDir}`);
} catch (error) {
  console.error(`\nPull failed: ${errorMessage(error)}`);
  if (error instanceof AppError && error.hint) console.error(`hint: ${error.hint}`);
  process.exitCode = 1;
}
