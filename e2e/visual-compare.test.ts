/**
 * The comparison behind the visual regression guard (support/visual-compare.ts) is not blind: a block moved
 * down by one pixel row fails and leaves a diff image, a change of size fails, rendering noise within the
 * allowance passes. On made-up images, so it needs no browser.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comparePngs } from './support/visual-compare';

/** A white image with a dark-blue block at (`x`, `y`), `w` × `h`. */
function image(width: number, height: number, block: { x: number; y: number; w: number; h: number }): Buffer {
  const png = new PNG({ width, height });
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const inside = px >= block.x && px < block.x + block.w && py >= block.y && py < block.y + block.h;
      const i = (py * width + px) * 4;
      png.data.set(inside ? [11, 78, 162, 255] : [255, 255, 255, 255], i);
    }
  }
  return PNG.sync.write(png);
}

const block = { x: 20, y: 30, w: 120, h: 40 };
let outDir: string;

beforeEach(() => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'visual-compare-'));
});

afterEach(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('comparePngs', () => {
  it('passes the same image and writes nothing', () => {
    const result = comparePngs('same', image(200, 150, block), image(200, 150, block), outDir);
    expect(result).toMatchObject({ pass: true, diffPixels: 0 });
    expect(existsSync(path.join(outDir, 'same.diff.png'))).toBe(false);
  });

  it('fails a block moved down by one pixel row, and writes and names the diff image', () => {
    const moved = image(200, 150, { ...block, y: block.y + 1 });
    const result = comparePngs('moved', moved, image(200, 150, block), outDir);
    expect(result.pass).toBe(false);
    // The row the block left and the row it took: its width, twice.
    expect(result.diffPixels).toBe(2 * block.w);
    const diffFile = path.join(outDir, 'moved.diff.png');
    expect(result.diffFile).toBe(diffFile);
    expect(result.message).toContain(diffFile);
    const diff = PNG.sync.read(readFileSync(diffFile));
    const red = (x: number, y: number) => [...diff.data.subarray((y * 200 + x) * 4, (y * 200 + x) * 4 + 3)];
    expect(red(block.x + 5, block.y)).toEqual([255, 0, 0]);
    expect(red(block.x + 5, block.y + 10)).not.toEqual([255, 0, 0]);
    expect(existsSync(path.join(outDir, 'moved.actual.png'))).toBe(true);
  });

  it('fails a change of size, naming both sizes and the diff image', () => {
    const result = comparePngs('taller', image(200, 151, block), image(200, 150, block), outDir);
    expect(result.pass).toBe(false);
    expect(result.message).toContain('200×151');
    expect(result.message).toContain('200×150');
    // The row only the new image has.
    expect(result.diffPixels).toBe(200);
    expect(result.diffFile && PNG.sync.read(readFileSync(result.diffFile)).height).toBe(151);
  });

  it('passes rendering noise within the allowance, and clears what an earlier failure left', () => {
    const baseline = image(200, 150, block);
    expect(comparePngs('noise', image(200, 150, { ...block, w: block.w + 1 }), baseline, outDir).pass).toBe(
      false,
    );
    expect(existsSync(path.join(outDir, 'noise.diff.png'))).toBe(true);
    // One column of 40 pixels in 30,000, allowed 2 % here.
    const loose = { threshold: 0.1, maxDiffRatio: 0.02 };
    const result = comparePngs(
      'noise',
      image(200, 150, { ...block, w: block.w + 1 }),
      baseline,
      outDir,
      loose,
    );
    expect(result).toMatchObject({ pass: true, diffPixels: block.h });
    expect(existsSync(path.join(outDir, 'noise.diff.png'))).toBe(false);
  });
});
