import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitJournalFile } from '../../config/output-names';
import { tempFolders } from '../../test/temp-folders';
import {
  commitInPlace,
  commitPauseFromEnv,
  planCommit,
  rollForward,
  type CommitJournal,
} from './commit-journal';

const tempFolder = tempFolders('commit-journal-');

async function put(dir: string, file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
}

/** Every file under `dir` (relative) with its text. */
async function contents(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  const result: Record<string, string> = {};
  for (const name of names.sort()) result[name] = await readFile(path.join(dir, name), 'utf8');
  return result;
}

/** A live output, and a staged folder beside it with a new page, a changed page, new data and assets. */
async function scene() {
  const parent = await tempFolder();
  const out = path.join(parent, 'dist');
  const staged = path.join(parent, '.dist.tmp-1-2');
  await put(out, 'index.html', 'old home');
  await put(out, 'kept/index.html', 'kept');
  await put(out, 'gone/index.html', 'gone');
  await put(out, 'assets/data/gone/index.json', '{}');
  await put(out, 'assets/old-1.js', 'old js');
  await put(staged, 'index.html', 'new home');
  await put(staged, 'index.html.br', 'new home br');
  await put(staged, 'nuevo/index.html', 'new page');
  await put(staged, 'assets/data/nuevo/index.json', '{"nuevo":1}');
  await put(staged, 'assets/new-2.js', 'new js');
  await put(staged, '.build-record.json', '{}');
  const changed = [
    '.build-record.json',
    'assets/data/nuevo/index.json',
    'assets/new-2.js',
    'index.html',
    'index.html.br',
    'nuevo/index.html',
  ];
  const removed = ['gone/index.html', 'assets/data/gone/index.json', 'assets/old-1.js'];
  return { parent, out, staged, changed, removed };
}

const newOutput = {
  '.build-record.json': '{}',
  'assets/data/nuevo/index.json': '{"nuevo":1}',
  'assets/new-2.js': 'new js',
  'index.html': 'new home',
  'index.html.br': 'new home br',
  'kept/index.html': 'kept',
  'nuevo/index.html': 'new page',
};

describe('planCommit', () => {
  it('orders the renames as the deploy uploads, the record last, and deletes pages before what they name', () => {
    const { groups, deletions } = planCommit(
      '/x/.dist.tmp-1-2',
      [
        'sitemap.xml',
        '.build-record.json',
        'a/index.html.gz',
        'a/index.html',
        'assets/data/a/index.json',
        'assets/x-1.js',
        'pagefind/pagefind-entry.json',
        'pagefind/fragment/es_1.pf_fragment',
        '_headers',
      ],
      ['assets/y-1.js', 'b/index.html', 'assets/data/b/index.json'],
    );
    expect(groups).toEqual([
      { name: 'assets', files: ['assets/x-1.js', 'pagefind/fragment/es_1.pf_fragment'] },
      { name: 'data', files: ['assets/data/a/index.json', 'pagefind/pagefind-entry.json'] },
      { name: 'html', files: ['a/index.html', 'a/index.html.gz'] },
      { name: 'rules', files: ['_headers', 'sitemap.xml'] },
      { name: 'record', files: ['.build-record.json'] },
    ]);
    expect(deletions).toEqual(['b/index.html', 'assets/data/b/index.json', 'assets/y-1.js']);
  });
});

describe('commitInPlace', () => {
  it('renames the changed files in, deletes the removed ones and their empty folders, and leaves no journal', async () => {
    const { parent, out, staged, changed, removed } = await scene();
    const keptInode = (await stat(path.join(out, 'kept/index.html'))).ino;
    const seen: string[] = [];
    await commitInPlace(out, staged, planCommit(staged, changed, removed), async (group) => {
      seen.push(group);
      // The journal is on disk while the commit runs.
      expect((await readdir(out)).includes(commitJournalFile)).toBe(true);
    });
    expect(seen).toEqual(['assets', 'data', 'html', 'record']);
    expect(await contents(out)).toEqual(newOutput);
    expect((await stat(path.join(out, 'kept/index.html'))).ino).toBe(keptInode);
    expect(await readdir(out)).not.toContain('gone');
    expect(await readdir(path.join(out, 'assets/data'))).toEqual(['nuevo']);
    expect(await readdir(parent)).toEqual(['dist']);
  });

  it('puts a file where the old output had a folder, and a folder where it had a file', async () => {
    const parent = await tempFolder();
    const out = path.join(parent, 'dist');
    const staged = path.join(parent, '.dist.tmp-1-2');
    await put(out, 'a', 'a file');
    await put(out, 'b/index.html', 'a page');
    await put(staged, 'a/index.html', 'now a page');
    await put(staged, 'b', 'now a file');
    await commitInPlace(out, staged, planCommit(staged, ['a/index.html', 'b'], ['a', 'b/index.html']));
    expect(await contents(out)).toEqual({ 'a/index.html': 'now a page', b: 'now a file' });
  });
});

describe('rollForward', () => {
  it('completes a commit killed half-way, and does nothing the second time', async () => {
    const { parent, out, staged, changed, removed } = await scene();
    const journal = planCommit(staged, changed, removed);
    // As a killed commit leaves it: the journal whole, the first group renamed, nothing else.
    await writeFile(path.join(out, commitJournalFile), JSON.stringify({ ...journal, pid: 999_999_999 }));
    await rename(path.join(staged, 'assets/new-2.js'), path.join(out, 'assets/new-2.js'));
    expect(await rollForward(out)).toBe(true);
    expect(await contents(out)).toEqual(newOutput);
    expect(await readdir(parent)).toEqual(['dist']);
    expect(await rollForward(out)).toBe(false);
    expect(await contents(out)).toEqual(newOutput);
  });

  it('completes a commit killed among its deletions, whose staged folder is gone', async () => {
    const { out, staged, changed, removed } = await scene();
    const journal: CommitJournal = { ...planCommit(staged, changed, removed), pid: 999_999_999 };
    await commitInPlace(out, staged, journal);
    await put(out, 'gone/index.html', 'gone');
    await writeFile(path.join(out, commitJournalFile), JSON.stringify(journal));
    expect(await rollForward(out)).toBe(true);
    expect(await contents(out)).toEqual(newOutput);
  });

  it('is nothing to do without an output or a journal', async () => {
    const parent = await tempFolder();
    expect(await rollForward(path.join(parent, 'dist'))).toBe(false);
  });

  it('leaves the commit of a build that still runs to that build, and says which', async () => {
    const { out, staged, changed, removed } = await scene();
    const journal = { ...planCommit(staged, changed, removed), pid: process.ppid };
    await writeFile(path.join(out, commitJournalFile), JSON.stringify(journal));
    await expect(rollForward(out)).rejects.toThrow(
      `being updated by the build with process id ${process.ppid}`,
    );
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('old home');
  });

  it('refuses a damaged journal, naming it', async () => {
    const { out } = await scene();
    const file = path.join(out, commitJournalFile);
    await writeFile(file, '{"version":1,"groups":[');
    await expect(rollForward(out)).rejects.toThrow(`${file}: not a commit journal`);
    await writeFile(
      file,
      JSON.stringify({ version: 1, pid: 1, staged: '../elsewhere', groups: [], deletions: [] }),
    );
    await expect(rollForward(out)).rejects.toThrow('a staged folder elsewhere');
  });
});

describe('commitPauseFromEnv', () => {
  it('is off unless set, and names the allowed groups when set wrong', () => {
    expect(commitPauseFromEnv({})).toBeUndefined();
    expect(commitPauseFromEnv({ BUILD_COMMIT_PAUSE_AFTER: 'html' })).toBeTypeOf('function');
    expect(() => commitPauseFromEnv({ BUILD_COMMIT_PAUSE_AFTER: 'pages' })).toThrow(
      'BUILD_COMMIT_PAUSE_AFTER must be one of assets, data, html, rules, record, got "pages"',
    );
  });
});
