/**
 * `npm run build`: builds the site into dist/ (or OUT_DIR) from content/ (or CONTENT_DIR), or from
 * Storyblok when STORYBLOK_TOKEN / STORYBLOK_OAUTH_TOKEN is set.
 */
import { AppError, errorMessage } from '../common/errors';
import { buildSite } from './build-site';
import { contentSourceFrom } from '../content/load/content-source';
import { buildOptionsFrom } from './options';

try {
  const options = buildOptionsFrom(process.env, process.argv.slice(2));
  await buildSite(options, { source: contentSourceFrom(process.env, options) });
} catch (error) {
  console.error(`\nBuild failed: ${errorMessage(error)}`);
  if (error instanceof AppError && error.hint) console.error(`hint: ${error.hint}`);
  else if (!(error instanceof AppError) && error instanceof Error && error.stack) console.error(error.stack);
  process.exitCode = 1;
}
