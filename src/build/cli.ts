/** `npm run build`: builds the site into dist/ (or OUT_DIR) from content/ (or CONTENT_DIR). */
import { AppError, errorMessage } from '../shared/errors';
import { buildSite } from './build';
import { buildOptionsFrom } from './options';

try {
  await buildSite(buildOptionsFrom(process.env, process.argv.slice(2)));
} catch (error) {
  console.error(`\nBuild failed: ${errorMessage(error)}`);
  if (error instanceof AppError && error.hint) console.error(`hint: ${error.hint}`);
  else if (!(error instanceof AppError) && error instanceof Error && error.stack) console.error(error.stack);
  process.exitCode = 1;
}
