/**
 * The floor site (issue 15): a copy of the built site whose measured routes have every script and script hint
 * removed (bench/strip-scripts.ts). Served by the same server as the site, it shows what each page's HTML and
 * CSS alone allow. The stripped pages get new `.br` and `.gz` siblings at the build's page settings
 * (src/site-builder/write/compress.ts: brotli 5, gzip 6), so they travel compressed as the built pages do.
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { routeFile } from '../src/common/paths';
import { stripScripts } from './strip-scripts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface FloorSite {
  dir: string;
  /** Tags removed per route, for the log. */
  removed: Map<string, number>;
}

export async function buildFloorSite(siteDir: string, routes: readonly string[]): Promise<FloorSite> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-floor-'));
  await cp(siteDir, dir, { recursive: true });
  const removed = new Map<string, number>();
  for (const route of routes) {
    const file = path.join(dir, routeFile(route, 'index.html'));
    const stripped = stripScripts(await readFile(file, 'utf8'));
    if (/<script\b|modulepreload/i.test(stripped.html)) {
      // Only a script inside a comment or an attribute could remain; the floor would not be one.
      throw new Error(`bench: the floor of ${route} still mentions a script; check bench/strip-scripts.ts`);
    }
    const html = Buffer.from(stripped.html);
    await writeFile(file, html);
    await writeFile(
      `${file}.br`,
      await brotli(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      }),
    );
    await writeFile(`${file}.gz`, await gzip(html, { level: 6 }));
    removed.set(route, stripped.removed.length);
  }
  return { dir, removed };
}
