/**
 * The files about the site as a whole, written beside the pages: sitemap.xml and robots.txt, and the
 * `_headers` file of response headers (src/config/security-headers.ts), whose frame-src names the video
 * hosts the content embeds.
 */
import { writeFile } from 'node:fs/promises';
import { insideFolder } from '../../common/inside-folder';
import { integrations } from '../../config/integrations';
import { headersFile } from '../../config/output-names';
import { formatHeadersFile, originOf, siteHeaderRules } from '../../config/security-headers';
import type { LoadedContent } from '../../content/load/load-content';
import { embedOrigins } from './embed-origins';
import { writeSeoFiles } from './sitemap';

export interface SiteFilesInput {
  /** The staged output. */
  outDir: string;
  content: LoadedContent;
  /** A preview build: the preview screens may reach VITE_PREVIEW_ENDPOINT. */
  preview: boolean;
}

/** Returns the bytes of the sitemap and robots.txt. */
export async function writeSiteFiles({ outDir, content, preview }: SiteFilesInput): Promise<number> {
  const bytes = await writeSeoFiles(outDir, content.routes, integrations.siteUrl);
  const frameOrigins = embedOrigins(content.stories);
  await writeFile(
    insideFolder(outDir, headersFile),
    formatHeadersFile(
      siteHeaderRules({ frameOrigins }, preview ? originOf(process.env.VITE_PREVIEW_ENDPOINT ?? '') : null),
    ),
  );
  return bytes;
}
