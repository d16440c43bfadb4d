/** `npm run check:content [dir]`: validates a content folder without building and prints the report. */
import path from 'node:path';
import { loadContent } from '../build/load-content';
import { defaultContentDir } from '../build/paths';
import { formatContentReport } from '../build/report';
import { errorMessage } from '../shared/errors';
import { FileSource } from './file-source';

const dir = path.resolve(process.argv[2] || process.env.CONTENT_DIR || defaultContentDir);
try {
  const content = await loadContent(new FileSource(dir));
  const broken = content.errors.filter((e) => e.code === 'broken_link').length;
  console.log(`Checked ${content.routes.length} routes in ${dir}`);
  console.log(formatContentReport(content.errors));
  console.log(`${broken} broken links`);
  if (content.errors.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(`Content check failed: ${errorMessage(error)}`);
  process.exitCode = 1;
}
