/** `npm run deploy -- --cdn-config DIR`: writes the CDN's configuration for the build's `_headers`. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { headersFile } from '../../config/output-names';
import { parseHeadersFile } from '../../config/security-headers';
import { DeployError } from '../deploy-error';
import { cloudFrontBehaviors, viewerRequestFunction, viewerResponseFunction } from './cloudfront-config';

/** Reads OUT_DIR/_headers (the build's, with its boot script's hash) and writes DIR/cloudfront/. */
export async function writeCdnConfig(outDir: string, dir: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(path.join(outDir, headersFile), 'utf8');
  } catch (error) {
    throw new DeployError(
      'no_headers',
      `${path.join(outDir, headersFile)}: cannot be read (${(error as Error).message}); run npm run build first`,
    );
  }
  const folder = path.join(dir, 'cloudfront');
  await mkdir(folder, { recursive: true });
  const files: [string, string][] = [
    [
      'response-headers-policies.json',
      `${JSON.stringify(cloudFrontBehaviors(parseHeadersFile(text)), null, 2)}\n`,
    ],
    ['viewer-request.js', viewerRequestFunction],
    ['viewer-response.js', viewerResponseFunction],
  ];
  for (const [name, body] of files) await writeFile(path.join(folder, name), body);
  return files.map(([name]) => path.join(folder, name));
}
