import { describe, expect, it } from 'vitest';
import { formatBuildSummary } from './summary';
import { startProgress } from './progress';

function run(total: number, interactive: boolean, msPerPage: number): string[] {
  const lines: string[] = [];
  let clock = 0;
  const progress = startProgress({ total, log: (line) => lines.push(line), interactive, now: () => clock });
  for (let i = 0; i < total; i++) {
    clock += msPerPage;
    progress.tick();
  }
  return lines;
}

describe('startProgress', () => {
  it('prints one line per 10 % when not on a terminal, with pages per second', () => {
    const lines = run(200, false, 5);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('Prerendering 20/200 pages (10 %), 200 pages/s');
    expect(lines.at(-1)).toBe('Prerendering 200/200 pages (100 %), 200 pages/s');
  });

  it('prints at most one line per second on a terminal, and the last page', () => {
    const lines = run(1000, true, 5);
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toContain('1000/1000');
  });
});

describe('formatBuildSummary', () => {
  it('lists pages, bytes by kind, phase times, errors and warnings', () => {
    const text = formatBuildSummary({
      pages: 91,
      sizes: { html: 3_600_000, pageData: 1_000_000, assets: 865_000, other: 180_000 },
      phases: [
        ['content', 400],
        ['prerender', 900],
      ],
      errors: 0,
      warnings: 2,
    });
    expect(text).toMatch(/pages\s+91/);
    expect(text).toMatch(/HTML\s+3\.4 MB/);
    expect(text).toMatch(/time: prerender\s+0\.9 s/);
    expect(text).toMatch(/time: total\s+1\.3 s/);
    expect(text).toMatch(/content warnings\s+2/);
  });
});
