/**
 * `npm run build`: builds the site into dist/ (or OUT_DIR) from content/ (or CONTENT_DIR), or from
 * Storyblok when STORYBLOK_TOKEN / STORYBLOK_OAUTH_TOKEN is set.
 */
import { reportCliFailure } from '../common/cli-failure';

try {
  // Imported here, not at the top: the settings are checked as their modules load (check-config.ts), and a
  // bad VITE_* value must be this command's one-line failure, not an uncaught exception with a stack trace.
  const [{ buildSite }, { contentSourceFrom }, { buildOptionsFrom }] = await Promise.all([
    import('./build-site'),
    import('../content/load/content-source'),
    import('./options'),
  ]);
  const options = buildOptionsFrom(process.env, process.argv.slice(2));
  await buildSite(options, { source: contentSourceFrom(process.env, options) });
} catch (error) {
  reportCliFailure('Build', error);
}
