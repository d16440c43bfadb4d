/**
 * Pagefind processes to index parts of the search index on both cores (docs/decisions/0015-search-index-in-parts.md).
 *
 * Pagefind's Node API starts one backend process per loaded module and sends it every index's messages.
 * Measured at 10,092 pages on two parts of ~2,520 pages (bench/search-cores.ts): one after the other in one
 * process 44.1 s, both at once in one process 64.1 s (no faster: the process works on one message at a time),
 * each in a process of its own 29.8 s. A second instance of Pagefind's module (its file loaded again under a
 * query string, which Node keeps as another module) starts a process of its own.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';
import { projectRoot } from '../../config/project-paths';

export type PagefindModule = typeof pagefind;

/** `count` instances of Pagefind's module, each with a process of its own once it makes an index. */
export async function pagefindModules(count: number): Promise<PagefindModule[]> {
  const file = pathToFileURL(path.join(projectRoot, 'node_modules', 'pagefind', 'lib', 'index.js')).href;
  const others = await Promise.all(
    Array.from(
      { length: Math.max(0, count - 1) },
      (_, lane) => import(/* @vite-ignore */ `${file}?process=${lane + 1}`) as Promise<PagefindModule>,
    ),
  );
  return [pagefind, ...others];
}

/** Stops each module's process; the next build starts new ones. */
export async function closePagefind(modules: readonly PagefindModule[]): Promise<void> {
  await Promise.all(modules.map((module) => module.close().catch(() => null)));
}
