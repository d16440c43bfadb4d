/**
 * A small build output for the deploy's tests, shaped as `npm run build` writes one (docs/deploy.md): pages
 * referencing hashed bundles, page data naming their story, precompressed copies, the search index,
 * sitemap, robots and `_headers` from src/config/security-headers.ts. Written in milliseconds, so the tests
 * can edit, move and remove stories without running the build.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatHeadersFile, siteHeaderRules } from '../../config/security-headers';

export interface FixturePage {
  route: string;
  uuid: string;
  text: string;
}

export interface FixtureSite {
  pages: FixturePage[];
  /** Changes the bundles' bytes (a code change): new hashed names. */
  codeVersion?: number;
}

const short = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 8);

function bundles(codeVersion: number) {
  const js = `console.log('app ${codeVersion}');`;
  const css = `body{--v:${codeVersion}}`;
  return {
    js: { name: `assets/app-${short(js)}.js`, body: js },
    css: { name: `assets/style-${short(css)}.css`, body: css },
  };
}

export const htmlKey = (route: string) => (route ? `${route}/index.html` : 'index.html');
export const dataKey = (route: string) =>
  route ? `assets/data/${route}/index.json` : 'assets/data/index.json';

/** The site paths (without `/`) an HTML file references through src= and href=. */
export function referencedKeys(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="\/([^"#?]+)"/g)]
    .map((m) => m[1] ?? '')
    .filter((key) => /\.\w+$/.test(key));
}

export async function writeFixtureSite(outDir: string, site: FixtureSite): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  const { js, css } = bundles(site.codeVersion ?? 1);
  const files = new Map<string, string>([
    [js.name, js.body],
    [css.name, css.body],
    ['content-images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    [
      '_headers',
      formatHeadersFile(siteHeaderRules({ frameOrigins: [], scriptHashes: ["'sha256-fixture='"] })),
    ],
    ['robots.txt', 'User-agent: *\nAllow: /\n'],
    ['404.html', '<!doctype html><title>Página no encontrada</title>'],
  ]);
  const entry: Record<string, string> = {};
  for (const page of site.pages) {
    const fragment = `pagefind/fragment/es_${short(page.text)}.pf_fragment`;
    files.set(fragment, `fragment ${page.text}`);
    entry[page.route] = fragment;
    files.set(
      dataKey(page.route),
      JSON.stringify({
        hash: short(page.text),
        data: { path: `/${page.route}`, story: { uuid: page.uuid, name: page.text } },
      }),
    );
    files.set(
      htmlKey(page.route),
      `<!doctype html><html lang="es"><head><link rel="stylesheet" href="/${css.name}"><script type="module" src="/${js.name}"></script>` +
        `<link rel="preload" href="/${dataKey(page.route)}"></head><body><img src="/content-images/logo.svg" alt=""><h1>${page.text}</h1></body></html>`,
    );
  }
  files.set('pagefind/pagefind-entry.json', JSON.stringify(entry));
  files.set(
    'sitemap.xml',
    `<?xml version="1.0"?><urlset>${site.pages.map((p) => `<url><loc>/${p.route}</loc></url>`).join('')}</urlset>`,
  );
  for (const [key, body] of files) {
    const file = path.join(outDir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
    // The build's precompressed copies: never uploaded (docs/decisions/0012).
    if (/\.(html|js|css|json|xml)$/.test(key)) {
      await writeFile(`${file}.gz`, gzipSync(body));
      await writeFile(`${file}.br`, 'not really brotli');
    }
  }
}
