/** `npm run content:pull`: snapshots a Storyblok space (STORYBLOK_TOKEN …) into CONTENT_DIR (default content/). */
import path from 'node:path';
import { reportCliFailure } from '../common/cli-failure';
import { AppError } from '../common/errors';
import { defaultContentDir } from '../config/project-paths';

try {
  // Imported here so that a bad setting, checked as its module loads, is this command's one-line failure.
  const [{ pullSpace }, { storyblokConfigFrom }, { StoryblokSource }] = await Promise.all([
    import('./pull'),
    import('./storyblok-config'),
    import('./storyblok-source'),
  ]);
  const config = storyblokConfigFrom(process.env);
  if (!config)
    throw new AppError('config', 'Set STORYBLOK_TOKEN (or STORYBLOK_OAUTH_TOKEN) to pull a space.');
  const contentDir = path.resolve(process.env.CONTENT_DIR || defaultContentDir);
  const result = await pullSpace(new StoryblokSource(config), contentDir);
  console.log(`Pulled ${result.stories} ${config.version} stories into ${result.storiesDir}`);
} catch (error) {
  reportCliFailure('Pull', error);
}
