/**
 * `npx tsx src/server/nginx-headers-cli.ts site|preview|asset`: prints the nginx header snippet of docs/deploy.md
 * for the build in dist/ (or OUT_DIR), from its _headers: the Content-Security-Policy depends on the
 * content's embeds and the configured integrations, so it is made again after a build that changed it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reportCliFailure } from '../common/cli-failure';
import { headersFile } from '../config/output-names';
import { defaultOutDir } from '../config/project-paths';
import type { SnippetName } from './nginx-headers';

const name = process.argv[2];
if (name !== 'site' && name !== 'preview' && name !== 'asset') {
  console.error(
    'Usage: npx tsx src/server/nginx-headers-cli.ts site|preview|asset (reads OUT_DIR/_headers, default dist/)',
  );
  process.exit(2);
}
const file = path.join(path.resolve(process.env.OUT_DIR || defaultOutDir), headersFile);
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch {
  console.error(`Cannot read ${file}. Run \`npm run build\` first, or set OUT_DIR to the build's folder.`);
  process.exit(1);
}
try {
  // Imported here: the headers module reads the settings as it loads, and a bad one must be one line.
  const [{ parseHeadersFile }, { nginxSnippet }] = await Promise.all([
    import('../config/security-headers'),
    import('./nginx-headers'),
  ]);
  process.stdout.write(nginxSnippet(parseHeadersFile(text), name satisfies SnippetName));
} catch (error) {
  reportCliFailure('nginx headers', error);
}
