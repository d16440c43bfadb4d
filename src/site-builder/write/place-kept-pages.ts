/**
 * Puts the pages the render phase did not write (their key is the one the live output's build record gives,
 * render-pages.ts `kept`) into the staged output. When this build stamped the same strings as the build of
 * the live output (build-record.ts), the live files are the bytes this build would write: each page's HTML,
 * page data and their `.br`/`.gz` are hard-linked from the live output, never read. Otherwise (the pruned
 * stylesheet or the site hash changed), or when the live output lacks one of a page's files, the page is
 * written again from the page cache and stamped like the pages written before it: correct first, fast in
 * the common case (docs/decisions/0014-output-updated-in-place.md).
 *
 * Safe for the live output: a link is made to a name the staged folder does not hold yet, and nothing
 * writes into a linked file afterwards (compress.ts leaves the linked files alone and creates its files
 * exclusively).
 */
import { link, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { insideFolder } from '../../common/inside-folder';
import { runLimited } from '../../common/run-limited';
import { pageFiles } from '../render/page-job';
import type { PageItem } from '../render/render-pages';
import { replaceQuotedStrings } from '../style/replace-quoted-strings';
import { sameStamps, type BuildRecord, type Stamps } from './build-record';

/** Links made at once: enough to keep the disk busy. */
const linksInFlight = 16;

export interface PlaceInput {
  stagedDir: string;
  liveDir: string;
  /** Pages left to be linked (render-pages.ts `kept`). */
  kept: readonly PageItem[];
  /** The live output's record, which told the render phase which pages it holds. */
  record: BuildRecord | null;
  /** What this build stamped into the pages it wrote (style-phase.ts). */
  htmlStamps: Stamps;
  dataStamps: Stamps;
  /** Writes pages into the staged output from the page cache, unstamped (render-phase.ts writeAgain). */
  writeAgain: (items: readonly PageItem[]) => Promise<void>;
}

export interface PlacedPages {
  /** Files linked from the live output (relative, `/`-separated), their `.br`/`.gz` included. */
  linked: Set<string>;
  /** Pages linked, and pages written again. */
  linkedPages: number;
  writtenPages: number;
}

/** A page's files with their compressed copies, relative to the output. */
function filesOf(item: PageItem): string[] {
  const files = pageFiles({ path: item.route.path, notFound: item.notFound });
  return [...files.html, files.data].flatMap((file) => [file, `${file}.br`, `${file}.gz`]);
}

/** Links every file of a page from the live output; false (and nothing left behind) when one is missing. */
async function linkPage(
  item: PageItem,
  input: PlaceInput,
  folders: Map<string, Promise<unknown>>,
): Promise<string[] | null> {
  const files = filesOf(item);
  const made: string[] = [];
  try {
    for (const file of files) {
      const target = insideFolder(input.stagedDir, file);
      const folder = path.dirname(target);
      if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
      await folders.get(folder);
      await link(insideFolder(input.liveDir, file), target);
      made.push(target);
    }
    return files;
  } catch (error) {
    await Promise.all(made.map((file) => rm(file, { force: true })));
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Stamps pages written again as style-phase.ts stamped the others. */
async function stampWritten(items: readonly PageItem[], input: PlaceInput): Promise<void> {
  const files = items.map((item) => pageFiles({ path: item.route.path, notFound: item.notFound }));
  const inStaged = (file: string) => insideFolder(input.stagedDir, file);
  await replaceQuotedStrings(
    files.flatMap((page) => page.html.map(inStaged)),
    new Map(input.htmlStamps),
  );
  await replaceQuotedStrings(
    files.map((page) => inStaged(page.data)),
    new Map(input.dataStamps),
  );
}

export async function placeKeptPages(input: PlaceInput): Promise<PlacedPages> {
  const placed: PlacedPages = { linked: new Set(), linkedPages: 0, writtenPages: 0 };
  const { record } = input;
  const sameAsLive =
    record !== null &&
    sameStamps(record.htmlStamps, input.htmlStamps) &&
    sameStamps(record.dataStamps, input.dataStamps);
  const toWrite: PageItem[] = sameAsLive ? [] : [...input.kept];
  if (sameAsLive) {
    const folders = new Map<string, Promise<unknown>>();
    await runLimited(input.kept, linksInFlight, async (item) => {
      const files = await linkPage(item, input, folders);
      if (files === null) {
        toWrite.push(item);
        return;
      }
      for (const file of files) placed.linked.add(file);
      placed.linkedPages++;
    });
  }
  if (toWrite.length > 0) {
    await input.writeAgain(toWrite);
    await stampWritten(toWrite, input);
    placed.writtenPages = toWrite.length;
  }
  return placed;
}
