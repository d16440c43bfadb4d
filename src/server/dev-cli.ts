/**
 * `npm run dev`: Vite's dev server with hot reload, rendering the same pages as the build from the
 * content folder on every request (content edits reload the open page).
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createServer as createViteServer } from 'vite';
import type { ServerRenderer } from '../site-builder/bundle/vite-builds';
import { allIconNames } from '../content/bootstrap-icons';
import { iconSetPlugin } from '../site-builder/bundle/icon-set-plugin';
import { loadContent } from '../content/load/load-content';
import { pageDataFor } from '../content/routes/route-page-data';
import {
  clientEntry,
  defaultContentDir,
  projectRoot,
  serverEntry,
  viteConfigFile,
} from '../config/project-paths';
import { formatContentReport } from '../content/checks/content-report';
import { assets as assetConfig, routing } from '../config/site';
import { FileSource } from '../content/file-source';
import { toRoutePath } from '../common/paths';
import { requestPathname } from './static-handler';
import { settingsOrExit } from '../common/cli-failure';
import { directorySetting } from '../common/directory-setting';
import { portSetting } from '../common/port-setting';

const devHash = 'dev';
const { contentDir, port } = settingsOrExit('Dev server', () => ({
  contentDir: directorySetting('CONTENT_DIR', process.env.CONTENT_DIR, defaultContentDir),
  port: portSetting('PORT', process.env.PORT, 5173),
}));
const source = new FileSource(contentDir);
const host = process.env.HOST || '127.0.0.1';

const vite = await createViteServer({
  configFile: viteConfigFile,
  root: projectRoot,
  appType: 'custom',
  server: { middlewareMode: true },
  // Every icon: a content edit may name any of them, and the build bundles every one the content names,
  // so pages look the same; the preview screen, served by this same server, needs them all anyway.
  plugins: [iconSetPlugin(allIconNames)],
});

vite.watcher.add(contentDir);
vite.watcher.on('all', (_event, file) => {
  if (file.startsWith(contentDir)) vite.ws.send({ type: 'full-reload' });
});

const contentImages = sirv(source.assetsDir, { dev: true });
const imagesPrefix = path.posix.dirname(assetConfig.contentImagesPath);

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const pathname = requestPathname(req.url);
  if (pathname === null) return send(res, 400, 'text/plain', 'Bad Request');
  if (pathname.startsWith(`${imagesPrefix}/`)) {
    req.url = pathname.slice(imagesPrefix.length);
    return contentImages(req, res, () => send(res, 404, 'text/plain', 'Not Found'));
  }
  const content = await loadContent(source);
  if (content.errors.length > 0) console.warn(formatContentReport(content.errors));
  const dataMatch = new RegExp(`^${routing.dataDir}(/.*)?/index\\.json$`).exec(pathname);
  const routePath = toRoutePath(dataMatch ? (dataMatch[1] ?? '/') : pathname);
  const route = content.routes.find((r) => r.path === routePath);
  const notFound = !route || route === content.notFound;
  const page = pageDataFor(route ?? content.notFoundRoute, devHash, notFound);
  if (dataMatch) {
    return route
      ? send(res, 200, 'application/json', JSON.stringify(page))
      : send(res, 404, 'application/json', '{}');
  }
  const renderer = (await vite.ssrLoadModule(serverEntry)) as ServerRenderer;
  const entryUrl = `/${path.relative(projectRoot, clientEntry)}`;
  const html = renderer.renderPage({
    state: { page, global: content.global?.content ?? null },
    assets: { script: entryUrl, stylesheets: [], preloads: [] },
  });
  send(res, notFound ? 404 : 200, 'text/html; charset=utf-8', await vite.transformIndexHtml(pathname, html));
}

createHttpServer((req, res) => {
  vite.middlewares(req, res, () => {
    handle(req, res).catch((error: unknown) => {
      vite.ssrFixStacktrace(error as Error);
      console.error(error);
      send(res, 500, 'text/plain', String((error as Error).stack ?? error));
    });
  });
}).listen(port, host, () =>
  console.log(`Dev server at http://${host}:${port}/ (content from ${contentDir})`),
);
