/**
 * Screenshots against committed baselines (e2e/visual.test.ts): pixelmatch counts the pixels that differ
 * beyond a colour threshold (anti-aliasing left out); more than the allowed share fails, and so does a
 * change of size. A failure writes the diff image (changed pixels in red over a faded copy of the baseline)
 * and the screenshot next to it, in a folder git ignores, and names them.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { projectRoot } from '../../src/config/project-paths';

export const baselineDir = path.join(projectRoot, 'e2e', 'visual-baselines');
export const diffDir = path.join(projectRoot, '.tmp', 'visual-diffs');

/** `npm run test:visual:update` sets it: the screenshots become the baselines. */
export const updateBaselines = process.env.VISUAL_UPDATE === '1';

export interface CompareOptions {
  /** pixelmatch's per-pixel colour distance (0–1) below which two pixels count as equal. */
  threshold: number;
  /** The share of the image's pixels that may differ (rendering noise), e.g. 0.0001 = 0.01 %. */
  maxDiffRatio: number;
}

/**
 * Two runs on one machine give the same pixels; the allowance (0.002 %: 6 pixels of a 390 × 844 screen, 40 of
 * a 390 × 5,000 page) only absorbs rare rendering noise, far below what a block moved by one pixel row changes.
 */
export const defaultCompareOptions: CompareOptions = { threshold: 0.1, maxDiffRatio: 0.00002 };

export interface CompareResult {
  pass: boolean;
  message: string;
  diffPixels: number;
  /** Where the diff image was written (failures only). */
  diffFile?: string;
}

/**
 * The screenshot's pixels, encoded by pngjs: Chromium does not always encode the same pixels into the same
 * bytes, and a baseline regenerated from the same pixels must be the same file (no change for git).
 */
export function writeBaseline(file: string, screenshot: Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, PNG.sync.write(PNG.sync.read(screenshot), { deflateLevel: 6, deflateStrategy: 0 }));
}

/** The image's pixels on a `width` × `height` canvas, top left; the rest transparent. */
function padded(png: PNG, width: number, height: number): Uint8Array {
  if (png.width === width && png.height === height) return png.data;
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < png.height; y++) {
    out.set(png.data.subarray(y * png.width * 4, (y + 1) * png.width * 4), y * width * 4);
  }
  return out;
}

/** Compares two PNGs; on failure writes `{name}.diff.png` and `{name}.actual.png` into `outDir`. */
export function comparePngs(
  name: string,
  actualPng: Buffer,
  baselinePng: Buffer,
  outDir: string = diffDir,
  options: CompareOptions = defaultCompareOptions,
): CompareResult {
  const actual = PNG.sync.read(actualPng);
  const baseline = PNG.sync.read(baselinePng);
  const failure = (message: string, diffPixels: number, diff: PNG): CompareResult => {
    mkdirSync(outDir, { recursive: true });
    const actualFile = path.join(outDir, `${name}.actual.png`);
    const diffFile = path.join(outDir, `${name}.diff.png`);
    writeFileSync(actualFile, actualPng);
    writeFileSync(diffFile, PNG.sync.write(diff));
    return {
      pass: false,
      message: `${name}: ${message}; diff image: ${diffFile}, screenshot: ${actualFile}`,
      diffPixels,
      diffFile,
    };
  };
  // Compared on the larger of the two sizes, the missing area empty: a size change still shows where.
  const width = Math.max(actual.width, baseline.width);
  const height = Math.max(actual.height, baseline.height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(
    padded(actual, width, height),
    padded(baseline, width, height),
    diff.data,
    width,
    height,
    { threshold: options.threshold },
  );
  if (actual.width !== baseline.width || actual.height !== baseline.height) {
    const sizes = `size ${actual.width}×${actual.height} px, baseline ${baseline.width}×${baseline.height} px`;
    return failure(`${sizes}, ${diffPixels} pixels differ`, diffPixels, diff);
  }
  const allowed = Math.floor(width * height * options.maxDiffRatio);
  if (diffPixels > allowed) {
    return failure(
      `${diffPixels} pixels differ from the baseline (at most ${allowed} may)`,
      diffPixels,
      diff,
    );
  }
  // A pass clears what an earlier failure of the same screenshot left, so the folder shows only current failures.
  for (const stale of ['diff', 'actual']) rmSync(path.join(outDir, `${name}.${stale}.png`), { force: true });
  return { pass: true, message: `${name}: ${diffPixels} pixels differ (at most ${allowed} may)`, diffPixels };
}

/**
 * Compares a screenshot with its baseline `{name}.png`, or (update mode) writes it as the baseline. A
 * missing baseline fails outside update mode, naming the command that makes it.
 */
export function matchBaseline(name: string, screenshot: Buffer): CompareResult {
  const file = path.join(baselineDir, `${name}.png`);
  if (updateBaselines) {
    writeBaseline(file, screenshot);
    return { pass: true, message: `${name}: baseline written to ${file}`, diffPixels: 0 };
  }
  if (!existsSync(file)) {
    return {
      pass: false,
      message: `${name}: no baseline at ${file}; make the baselines with \`npm run test:visual:update\``,
      diffPixels: 0,
    };
  }
  return comparePngs(name, screenshot, readFileSync(file));
}
