/** `npm run check:content [dir]`: validates the content a build would read, without building (check-content.ts). */
import { reportCliFailure } from '../common/cli-failure';

try {
  // Imported here so that a bad setting, checked as its module loads, is this command's one-line failure.
  const { checkContent, formatContentCheck } = await import('./check-content');
  const { text, exitCode } = formatContentCheck(await checkContent(process.env, process.argv.slice(2)));
  console.log(text);
  process.exitCode = exitCode;
} catch (error) {
  reportCliFailure('Content check', error);
}
