import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRecordFile } from '../../config/output-names';
import { tempFolders } from '../../test/temp-folders';
import {
  parseBuildRecord,
  readBuildRecord,
  sameStamps,
  writeBuildRecord,
  type BuildRecord,
} from './build-record';

const tempFolder = tempFolders('build-record-');

const record: BuildRecord = {
  htmlStamps: [
    ['/assets/entry-client-a.css', '/assets/entry-client-a.pruned-x.css'],
    ['0123456789abcdef0123', 'fedcba9876543210fedc'],
  ],
  dataStamps: [['0123456789abcdef0123', 'fedcba9876543210fedc']],
  pages: { '/b/': 'key-b', '/': 'key-home', '/a/': 'key-a' },
  files: { 'b/index.html': 120, 'index.html': 300, 'index.html.br': 80 },
};

describe('the build record', () => {
  it('is read back as it was written, its pages sorted so the same output gives the same bytes', async () => {
    const dir = await tempFolder();
    await writeBuildRecord(dir, record);
    const first = await readFile(path.join(dir, buildRecordFile), 'utf8');
    expect(await readBuildRecord(dir)).toEqual(record);
    await writeBuildRecord(dir, {
      ...record,
      pages: { '/a/': 'key-a', '/': 'key-home', '/b/': 'key-b' },
      files: { 'index.html.br': 80, 'index.html': 300, 'b/index.html': 120 },
    });
    expect(await readFile(path.join(dir, buildRecordFile), 'utf8')).toBe(first);
    expect(Object.keys(JSON.parse(first).pages as object)).toEqual(['/', '/a/', '/b/']);
    expect(Object.keys(JSON.parse(first).files as object)).toEqual([
      'b/index.html',
      'index.html',
      'index.html.br',
    ]);
  });

  it('is not trusted when missing, damaged, of another version or of another shape', async () => {
    const dir = await tempFolder();
    expect(await readBuildRecord(dir)).toBeNull();
    await writeFile(path.join(dir, buildRecordFile), '{"version":1,"htmlStamps":[');
    expect(await readBuildRecord(dir)).toBeNull();
    const whole = { version: 2, ...record };
    expect(parseBuildRecord(JSON.stringify(whole))).toEqual(record);
    // Version 1 had no file list: an output of that build is listed once instead (live-output.ts).
    expect(parseBuildRecord(JSON.stringify({ ...whole, version: 1 }))).toBeNull();
    expect(parseBuildRecord(JSON.stringify({ ...whole, htmlStamps: [['only one']] }))).toBeNull();
    expect(parseBuildRecord(JSON.stringify({ ...whole, dataStamps: 'x' }))).toBeNull();
    expect(parseBuildRecord(JSON.stringify({ ...whole, pages: { '/': 1 } }))).toBeNull();
    expect(parseBuildRecord(JSON.stringify({ ...whole, pages: ['/'] }))).toBeNull();
    expect(parseBuildRecord(JSON.stringify({ ...whole, files: undefined }))).toBeNull();
    expect(parseBuildRecord(JSON.stringify({ ...whole, files: { 'index.html': -1 } }))).toBeNull();
    expect(parseBuildRecord(JSON.stringify({ ...whole, files: { 'index.html': '300' } }))).toBeNull();
    expect(parseBuildRecord('null')).toBeNull();
  });
});

describe('sameStamps', () => {
  it('holds for the same replacements in the same order only', () => {
    const a = [['x', 'y'] as const, ['p', 'q'] as const];
    expect(
      sameStamps(a, [
        ['x', 'y'],
        ['p', 'q'],
      ]),
    ).toBe(true);
    expect(
      sameStamps(a, [
        ['p', 'q'],
        ['x', 'y'],
      ]),
    ).toBe(false);
    expect(sameStamps(a, [['x', 'y']])).toBe(false);
    expect(
      sameStamps(a, [
        ['x', 'y'],
        ['p', 'r'],
      ]),
    ).toBe(false);
    expect(sameStamps([], [])).toBe(true);
  });
});
