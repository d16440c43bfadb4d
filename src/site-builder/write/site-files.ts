/**
 * The files about the site as a whole, written beside the pages: sitemap.xml and robots.txt, and the
 * `_headers` file of response headers (src/config/security-headers.ts), whose frame-src names the video
 * hosts the content embeds and whose script-src names the inline boot script by its hash.
 */
import { writeFile } from 'node:fs/promises';
import { insideFolder } from '../../common/inside-folder';
import { integrations } from '../../config/integrations';
import { headersFile } from '../../config/output-names';
import { formatHeadersFile, originOf, siteHeaderRules } from '../../config/security-headers';
import type { LoadedContent } from '../../content/load/load-content';
import { scriptHashSource } from '../bundle/inline-script';
import { embedOrigins } from './embed-origins';
import { writeSeoFiles } from './sitemap';

export interface SiteFilesInput {
  /** The staged output. */
  outDir: string;
  content: LoadedContent;
  /** A preview build: the preview screens may reach VITE_PREVIEW_ENDPOINT. */
  preview: boolean;
  /** The exact text of each script the pages carry inline (the boot script): the CSP allows each by hash. */
  inlineScripts: readonly string[];
}

/** Returns the bytes of the sitemap and robots.txt. */
export async function writeSiteFiles({
  outDir,
  content,
  preview,
  inlineScripts,
}: SiteFilesInput): Promise<number> {
  const bytes = await writeSeoFiles(outDir, content.routes, integrations.siteUrl);
  const frameOrigins = embedOrigins(content.stories);
  await writeFile(
    insideFolder(outDir, headersFile),
    formatHeadersFile(
      siteHeaderRules(
        { frameOrigins, scriptHashes: inlineScripts.map(scriptHashSource) },
        preview ? originOf(process.env.VITE_PREVIEW_ENDPOINT ?? '') : null,
      ),
    ),
  );
  return bytes;
}
