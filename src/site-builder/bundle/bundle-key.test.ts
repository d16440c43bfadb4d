/** The bundle cache key changes with anything the Vite builds read, and only with that. */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleKey } from './bundle-key';
import { projectRoot } from '../../config/project-paths';

let root: string;
const icons = ['bank', 'telephone'];
const key = (env: NodeJS.ProcessEnv = {}, preview = false, content = { icons }) =>
  bundleKey({ preview, env, content, root });

beforeAll(async () => {
  // A copy: the real src/ changes under other people's hands while the tests run.
  root = await mkdtemp(path.join(os.tmpdir(), 'bundle-key-'));
  for (const name of ['src', 'public', 'vite.config.ts', 'tsconfig.json', 'package-lock.json']) {
    await cp(path.join(projectRoot, name), path.join(root, name), { recursive: true });
  }
  await cp(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function edit(rel: string, change: (text: string) => string): Promise<() => Promise<void>> {
  const file = path.join(root, rel);
  const original = await readFile(file, 'utf8');
  await writeFile(file, change(original));
  return () => writeFile(file, original);
}

describe('bundleKey', () => {
  it('is stable, and ignores content and unrelated environment', async () => {
    const first = await key({ HOME: '/a' });
    const undo = await edit('content/stories/banca-personas/cuentas.json', (t) =>
      t.replace('"text": "', '"text": "x'),
    );
    expect(await key({ HOME: '/b', SITE_URL: 'https://example.com' })).toBe(first);
    await undo();
  });

  it.each([
    ['a file under src/', 'src/blocks/basic/button.tsx'],
    ['the Vite config', 'vite.config.ts'],
    ['the lockfile', 'package-lock.json'],
    ['a file under public/', 'public/favicon.svg'],
  ])('changes with %s', async (_, rel) => {
    const before = await key();
    const undo = await edit(rel, (t) => `${t}\n`);
    expect(await key()).not.toBe(before);
    await undo();
    expect(await key()).toBe(before);
  });

  it('changes with a new file under src/, a .env file, VITE_* variables, NODE_ENV and the preview flag', async () => {
    const before = await key();
    await writeFile(path.join(root, 'src', 'new-file.ts'), 'export {};\n');
    expect(await key()).not.toBe(before);
    await rm(path.join(root, 'src', 'new-file.ts'));
    await writeFile(path.join(root, '.env.production'), 'VITE_CHAT_SCRIPT_URL=https://chat.example/x.js\n');
    expect(await key()).not.toBe(before);
    await rm(path.join(root, '.env.production'));
    expect(await key({ VITE_ANALYTICS_ID: 'GTM-1' })).not.toBe(before);
    expect(await key({ NODE_ENV: 'development' })).not.toBe(before);
    expect(await key({}, true)).not.toBe(before);
    expect(await key()).toBe(before);
  });

  it('changes when the content names another icon (the icon set is bundled)', async () => {
    const before = await key();
    expect(await key({}, false, { icons: [...icons, 'piggy-bank'] })).not.toBe(before);
    expect(await key({}, false, { icons: [...icons] })).toBe(before);
  });
});
