/**
 * Settles the pages the render phase did not write (their key is the one the live output's build record
 * gives, render-pages.ts `kept`). When this build stamped the same strings as the build of the live output
 * (build-record.ts), the live files are the bytes this build would write: each page's HTML, page data and
 * their `.br`/`.gz` are kept as they are, neither read nor linked nor written (the commit leaves them
 * alone, commit-journal.ts). Otherwise (the pruned stylesheet or the site hash changed), or when the live
 * output lacks one of a page's files (by its file list, live-output.ts), the page is written again into the
 * staged output from the page cache and stamped like the pages written before it: correct first, fast in
 * the common case (docs/decisions/0014-output-updated-in-place.md).
 */
import { insideFolder } from '../../common/inside-folder';
import { pageFiles } from '../render/page-job';
import type { PageItem } from '../render/render-pages';
import { replaceQuotedStrings } from '../style/replace-quoted-strings';
import { sameStamps, type BuildRecord, type Stamps } from './build-record';
import type { LiveOutput } from './live-output';

export interface PlaceInput {
  stagedDir: string;
  /** The live output's files (the record's list, or a listing). */
  live: LiveOutput;
  /** Pages left to be kept (render-pages.ts `kept`). */
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
  /** Files left as the live output's (relative, `/`-separated), their `.br`/`.gz` included. */
  kept: Set<string>;
  /** Pages kept, and pages written again. */
  keptPages: number;
  writtenPages: number;
}

/** A page's files with their compressed copies, relative to the output. */
function filesOf(item: PageItem): string[] {
  const files = pageFiles({ path: item.route.path, notFound: item.notFound });
  return [...files.html, files.data].flatMap((file) => [file, `${file}.br`, `${file}.gz`]);
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
  const placed: PlacedPages = { kept: new Set(), keptPages: 0, writtenPages: 0 };
  const { record } = input;
  const sameAsLive =
    record !== null &&
    sameStamps(record.htmlStamps, input.htmlStamps) &&
    sameStamps(record.dataStamps, input.dataStamps);
  const toWrite: PageItem[] = [];
  for (const item of input.kept) {
    const files = filesOf(item);
    if (sameAsLive && files.every((file) => input.live.files.has(file))) {
      for (const file of files) placed.kept.add(file);
      placed.keptPages++;
    } else toWrite.push(item);
  }
  if (toWrite.length > 0) {
    await input.writeAgain(toWrite);
    await stampWritten(toWrite, input);
    placed.writtenPages = toWrite.length;
  }
  return placed;
}
