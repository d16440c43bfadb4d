import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A reader who clones the repository has only what is in it: code, comments and the README cite docs/,
// never the product documents the project started from (docs/architecture.md says where each thing is told).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outsideDocuments = [
  /\bSPEC(\.md)?\s*§/,
  /\bSPEC\.md\b/,
  /\bDESIGN\.md\b/,
  /\.\.\/shared\/(SPEC|DESIGN|reference)/,
];

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file && !file.startsWith('docs/') && file !== 'package-lock.json')
    .filter((file) => /\.(ts|tsx|mts|mjs|js|json|md|scss|yml|yaml)$/.test(file) || file === '.ci/run');
}

describe('documents the repository cites', () => {
  it('are all inside it', () => {
    const offenders = trackedFiles().flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return text
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => outsideDocuments.some((pattern) => pattern.test(line)))
        .map(({ at }) => at);
    });
    expect(offenders).toEqual([]);
  });
});
