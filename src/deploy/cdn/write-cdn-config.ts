/** `npm run deploy -- --cdn-config DIR`: writes the CDN's configuration for the build's `_headers`. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { headersFile } from '../../config/output-names';
import { parseHeadersFile, type HeaderRule } from '../../config/security-headers';
import type { CdnConfig } from '../deploy-config';
import { DeployError } from '../deploy-error';
import { cloudflareHeaderRuleset } from './cloudflare-config';
import { cloudFrontBehaviors, viewerRequestFunction, viewerResponseFunction } from './cloudfront-config';

function cloudFrontFiles(rules: readonly HeaderRule[]): [string, string][] {
  return [
    ['response-headers-policies.json', `${JSON.stringify(cloudFrontBehaviors(rules), null, 2)}\n`],
    ['viewer-request.js', viewerRequestFunction],
    ['viewer-response.js', viewerResponseFunction],
  ];
}

function cloudflareFiles(rules: readonly HeaderRule[]): [string, string][] {
  return [['response-headers-ruleset.json', `${JSON.stringify(cloudflareHeaderRuleset(rules), null, 2)}\n`]];
}

/**
 * Reads OUT_DIR/_headers (the build's, with its boot script's hash) and writes DIR/cloudflare/ for
 * DEPLOY_CDN=cloudflare, DIR/cloudfront/ otherwise (CloudFront is the set-up docs/deploy.md describes first).
 */
export async function writeCdnConfig(
  outDir: string,
  dir: string,
  cdn: CdnConfig['kind'] = 'cloudfront',
): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(path.join(outDir, headersFile), 'utf8');
  } catch (error) {
    throw new DeployError(
      'no_headers',
      `${path.join(outDir, headersFile)}: cannot be read (${(error as Error).message}); run npm run build first`,
    );
  }
  const rules = parseHeadersFile(text);
  const folder = path.join(dir, cdn === 'cloudflare' ? 'cloudflare' : 'cloudfront');
  const files = cdn === 'cloudflare' ? cloudflareFiles(rules) : cloudFrontFiles(rules);
  await mkdir(folder, { recursive: true });
  for (const [name, body] of files) await writeFile(path.join(folder, name), body);
  return files.map(([name]) => path.join(folder, name));
}
