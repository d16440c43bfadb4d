/** `npm run check:content [dir]`: validates a content folder without building and prints the report. */
import path from 'node:path';
import { attachImageData } from '../build/images';
import { loadContent } from '../build/load-content';
import { defaultContentDir, projectRoot } from '../build/paths';
import { formatContentReport } from '../build/report';
import { errorMessage } from '../shared/errors';
import { isError } from './content-error';
import { FileSource } from './file-source';

const dir = path.resolve(process.argv[2] || process.env.CONTENT_DIR || defaultContentDir);
try {
  const source = new FileSource(dir);
  const content = await loadContent(source);
  const stories = [...content.routes.map((r) => r.story), ...(content.global ? [content.global] : [])];
  // Image files are checked too (sizes only, nothing written but the shared cache).
  const imageErrors = await attachImageData(stories, {
    assetsDir: source.assetsDir,
    cacheDir: path.join(projectRoot, '.cache', 'images'),
  });
  const problems = [...content.errors, ...imageErrors];
  const broken = problems.filter((e) => e.code === 'broken_link').length;
  console.log(`Checked ${content.routes.length} routes in ${dir}`);
  console.log(formatContentReport(problems));
  console.log(`${broken} broken links`);
  if (problems.some(isError)) process.exitCode = 1;
} catch (error) {
  console.error(`Content check failed: ${errorMessage(error)}`);
  process.exitCode = 1;
}
