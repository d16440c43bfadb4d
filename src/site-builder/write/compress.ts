/**
 * Precompressed output (issue 10): `{file}.br` and `{file}.gz` beside every text file, so a static host (and
 * `npm run serve`) sends compressed bytes without compressing on each request.
 *
 * Brotli quality 11 costs ~20× the time of quality 5 for ~9 % smaller pages: measured on the bundled site (2
 * cores), q11 took 12 s for the 4.7 MB of HTML and page data against 0.12 s at q5. So the hashed JS/CSS bundles
 * (downloaded by every visitor, compressed once per client-code change) get q11, and pages get q5. A file that
 * is byte-identical to the one in the previous output reuses that output's compressed files, so an
 * incremental build compresses only what changed, and the file itself becomes a link to the previous one,
 * which the commit then leaves alone: the output keeps its inode and mtime (output-changes.ts).
 */
import { copyFile, link, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { runLimited } from '../../common/run-limited';
import { buildRecordFile } from '../../config/output-names';
import { replaceByLink } from './keep-unchanged';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; `_headers` is read by the host, never sent to a browser. */
const textFile = /\.(html|json|js|mjs|css|svg|xml|txt|webmanifest)$/i;
/** Hashed bundles straight under assets/: long-lived and shared by every page, worth the slowest setting. */
const hashedAsset = /^assets\/[^/]+\.(js|mjs|css)$/;

const brotliQuality = { assets: 11, pages: 5 } as const;
/**
 * gzip is the fallback for the few clients without brotli. Level 9 against 6 on 600 synthetic pages (34 MB
 * of HTML): 485 ms against 334 ms for 1.2 % smaller files, so pages get 6, the hashed bundles 9.
 */
const gzipLevel = { assets: 9, pages: 6 } as const;

/** zlib runs on libuv's thread pool: a few files in flight keep both cores busy without holding every file. */
const concurrency = 8;

export interface CompressOptions {
  /** The previous output folder: unchanged files reuse its `.br` / `.gz` instead of compressing again. */
  previousDir?: string;
  /**
   * Hashed bundles only the /editor/ and /global/ preview screens load (paths relative to the folder):
   * editors, not visitors, download them, so they get the pages' settings. The preview screens carry every
   * icon (~1.2 MB): at brotli 11 they cost every cold build over a second.
   */
  editorOnly?: ReadonlySet<string>;
}

export interface CompressResult {
  files: number;
  reused: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function listTextFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && textFile.test(e.name) && e.name !== buildRecordFile)
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

async function readOrNull(file: string): Promise<Buffer | null> {
  return readFile(file).catch(() => null);
}

/**
 * A hard link where the file system allows it: the previous output's compressed files are never written
 * into (a build renames new files over them, commit-journal.ts), so sharing them is safe and
 * costs no copy. Elsewhere (another device) a copy. Measured on 10,000 pages after one story edit: the
 * compress phase took 6.5 s instead of 9.9 s with copies. (A cold 10,000-page build's compression is CPU:
 * ~27 s of it for ~690 MB; a thread pool of 2, 4 or 8 threads made no difference on 2 cores.)
 */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** Links the previous build's compressed files (and the file) when the source is unchanged; false when it cannot. */
async function reusePrevious(previousDir: string, dir: string, rel: string, data: Buffer): Promise<boolean> {
  const old = await readOrNull(path.join(previousDir, rel));
  if (!old || !old.equals(data)) return false;
  const compressed = [`${rel}.br`, `${rel}.gz`];
  try {
    for (const name of compressed) await linkOrCopy(path.join(previousDir, name), path.join(dir, name));
  } catch {
    // A half-reused pair is removed: compressing again then writes new files, never into a linked one.
    await Promise.all(compressed.map((name) => rm(path.join(dir, name), { force: true })));
    return false;
  }
  await replaceByLink(path.join(previousDir, rel), path.join(dir, rel));
  return true;
}

/** How hard a file is compressed: hashed bundles hardest, pages for speed. */
type Kind = 'assets' | 'pages';

function brotliOptions(kind: Kind, size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality[kind],
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** Writes `.br` and `.gz` beside every text file under `dir`. */
export async function compressOutput(dir: string, options: CompressOptions = {}): Promise<CompressResult> {
  // Only what the build wrote: the pages and files it kept are in the live output with their copies.
  const files = await listTextFiles(dir);
  const result: CompressResult = { files: files.length, reused: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const one = async (rel: string) => {
    const file = path.join(dir, rel);
    const data = await readFile(file);
    result.bytes += data.length;
    if (options.previousDir && (await reusePrevious(options.previousDir, dir, rel, data))) {
      result.reused++;
      return;
    }
    const kind: Kind = hashedAsset.test(rel) && !options.editorOnly?.has(rel) ? 'assets' : 'pages';
    const [br, gz] = await Promise.all([
      brotli(data, brotliOptions(kind, data.length)),
      gzip(data, { level: gzipLevel[kind] }),
    ]);
    // Created, never overwritten: a name that exists may be a link into the live output.
    await Promise.all([
      writeFile(`${file}.br`, br, { flag: 'wx' }),
      writeFile(`${file}.gz`, gz, { flag: 'wx' }),
    ]);
    result.brotliBytes += br.length;
    result.gzipBytes += gz.length;
  };
  await runLimited(files, concurrency, one);
  return result;
}
