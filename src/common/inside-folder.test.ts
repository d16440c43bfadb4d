import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildError } from './errors';
import { insideFolder, realFileInside } from './inside-folder';

let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'inside-folder-'));
  await mkdir(path.join(work, 'root', 'sub'), { recursive: true });
  await writeFile(path.join(work, 'root', 'sub', 'a.txt'), 'a');
  await writeFile(path.join(work, 'secret.txt'), 'secret');
  await symlink(path.join(work, 'secret.txt'), path.join(work, 'root', 'link.txt'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('insideFolder', () => {
  it('resolves a path inside the folder', () => {
    expect(insideFolder('/out', 'a/b/index.html')).toBe(path.resolve('/out/a/b/index.html'));
    expect(insideFolder('/out', 'a/../b/..x')).toBe(path.resolve('/out/b/..x'));
  });

  it.each(['../x', 'a/../../x', '/etc/passwd', '', '.', 'a/..', 'a\0b'])(
    'refuses %j with a clear error naming the folder',
    (relative) => {
      expect(() => insideFolder('/out', relative)).toThrow(BuildError);
      expect(() => insideFolder('/out', relative)).toThrow(/not a file inside .*out/);
    },
  );
});

describe('realFileInside', () => {
  it('resolves an existing file inside the folder', async () => {
    expect(await realFileInside(path.join(work, 'root'), 'sub/a.txt')).toBe(
      path.join(work, 'root', 'sub', 'a.txt'),
    );
  });

  it('refuses a link inside the folder that points outside it', async () => {
    await expect(realFileInside(path.join(work, 'root'), 'link.txt')).rejects.toThrow(/not a file inside/);
  });

  it('rejects like the file system for a missing file', async () => {
    await expect(realFileInside(path.join(work, 'root'), 'nope.txt')).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});
