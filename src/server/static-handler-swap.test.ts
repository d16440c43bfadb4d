import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static-handler';

let work: string;
let server: Server;
let base: string;

async function site(dir: string, text: string): Promise<void> {
  await mkdir(path.join(dir, 'a'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), `<h1>${text}</h1>`);
  await writeFile(path.join(dir, 'a', 'index.html'), `<p>${text} a</p>`);
  await writeFile(path.join(dir, '_headers'), `/*\n  X-Site: ${text}\n`);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'swap-'));
  await site(path.join(work, 'dist'), 'primero');
  server = createServer(createStaticHandler(path.join(work, 'dist')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(work, { recursive: true, force: true });
});

describe('a running server and a new build', () => {
  it('serves the new output (files, sizes, headers) once the build swapped it in', async () => {
    expect(await (await fetch(`${base}/a/`)).text()).toBe('<p>primero a</p>');
    await site(path.join(work, 'next'), 'segundo, más largo');
    await rename(path.join(work, 'dist'), path.join(work, 'old'));
    await rename(path.join(work, 'next'), path.join(work, 'dist'));
    const response = await fetch(`${base}/a/`);
    expect(await response.text()).toBe('<p>segundo, más largo a</p>');
    expect(response.headers.get('x-site')).toBe('segundo, más largo');
  });

  it('serves files a build renamed into the output once its build record changed (a commit in place)', async () => {
    const root = path.join(work, 'dist');
    await writeFile(path.join(root, '.build-record.json'), '{"build":1}');
    expect(await (await fetch(`${base}/a/`)).text()).toBe('<p>segundo, más largo a</p>');
    // As a commit does it (src/site-builder/write/commit-journal.ts): a new file renamed over the old one,
    // longer, then the build record; the folder itself stays the same.
    await writeFile(path.join(work, 'staged-a.html'), '<p>segundo, cambiado en su lugar</p>');
    await rename(path.join(work, 'staged-a.html'), path.join(root, 'a', 'index.html'));
    await writeFile(path.join(work, 'staged-record.json'), '{"build":2}');
    await rename(path.join(work, 'staged-record.json'), path.join(root, '.build-record.json'));
    const response = await fetch(`${base}/a/`);
    expect(await response.text()).toBe('<p>segundo, cambiado en su lugar</p>');
    expect(response.headers.get('content-length')).toBe(
      String('<p>segundo, cambiado en su lugar</p>'.length),
    );
  });
});
