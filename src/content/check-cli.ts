/** `npm run check:content [dir]`: validates the content a build would read, without building (check-content.ts). */
import { errorMessage } from '../common/errors';
import { checkContent, formatContentCheck } from './check-content';

try {
  const { text, exitCode } = formatContentCheck(await checkContent(process.env, process.argv.slice(2)));
  console.log(text);
  process.exitCode = exitCode;
} catch (error) {
  console.error(`Content check failed: ${errorMessage(error)}`);
  process.exitCode = 1;
}
