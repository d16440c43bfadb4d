/**
 * The last build's content result (loaded-content-memo.ts): taken when the stories and code are the same,
 * and then equal to what a fresh load gives (stories with their key order and `undefined` fields, routes,
 * shared objects, every problem named by story, `_uid` and field); after an edit, an added or removed story,
 * a renamed slug or a broken reference the stories are loaded again and give what a fresh load gives,
 * referrers' broken links included. A damaged file or a source without a stamp never fails a load.
 */
import { readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '../../test/temp-folders';
import { copyOfBundledContent as copyOfContent, type ContentFolders } from '../../test/bundled-content-copy';
import { ContentError } from '../content-error';
import { FileSource } from '../file-source';
import type { ContentSource } from '../source';
import { CheckedStoryCache } from './checked-story-cache';
import { loadContent, type LoadedContent } from './load-content';
import { LoadedContentMemo, loadedContentFile } from './loaded-content-memo';
import { keyPaths } from '../../test/key-paths';

const tempFolder = tempFolders('loaded-content-memo-');

type Folders = ContentFolders;

const copyOfBundledContent = async (): Promise<Folders> => copyOfContent(await tempFolder());

async function loadAsBuild(folders: Folders, source: ContentSource = new FileSource(folders.content)) {
  let reused: boolean | undefined;
  let passes: { ran: number; kept: number } | undefined;
  const content = await loadContent(source, {
    cache: new CheckedStoryCache(folders.cache),
    memo: new LoadedContentMemo(path.join(folders.cache, loadedContentFile)),
    onMemo: (hit) => (reused = hit),
    onPasses: (counts) => (passes = counts),
  });
  return { content, reused, passes };
}

const described = (errors: readonly ContentError[]) =>
  errors.map((e) => [e.code, e.severity, e.story, e.uid, e.component, e.field, e.describe()]);

/** `actual` is what a fresh load of the same stories, with no cache at all, gives. */
function expectSameAsFresh(actual: LoadedContent, fresh: LoadedContent): void {
  expect(actual.routes.map((r) => r.path)).toEqual(fresh.routes.map((r) => r.path));
  expect(actual.stories).toStrictEqual(fresh.stories);
  expect(keyPaths(actual.stories)).toEqual(keyPaths(fresh.stories));
  expect(actual.notFoundRoute).toStrictEqual(fresh.notFoundRoute);
  expect(actual.global).toStrictEqual(fresh.global);
  expect(described(actual.errors)).toEqual(described(fresh.errors));
  for (const error of actual.errors) expect(error).toBeInstanceOf(ContentError);
  // Later phases compare these by identity.
  expect(actual.routes.every((route, i) => route.story === actual.stories[i])).toBe(true);
  if (actual.notFound) expect(actual.routes).toContain(actual.notFound);
  if (actual.global) expect(actual.stories).toContain(actual.global);
}

async function storyFile(folders: Folders, name: string) {
  const file = path.join(folders.content, 'stories', name);
  return { file, data: JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown> };
}

async function rewrite(folders: Folders, name: string, change: (data: Record<string, unknown>) => void) {
  const { file, data } = await storyFile(folders, name);
  change(data);
  await writeFile(file, JSON.stringify(data));
}

/** Rewrites a story file's text: the same bytes when `from` is empty, which still gives it a new stamp. */
async function replaceText(folders: Folders, name: string, from: string, to: string) {
  const file = path.join(folders.content, 'stories', name);
  const text = await readFile(file, 'utf8');
  if (from && !text.includes(from)) throw new Error(`test: ${from} not in ${name}`);
  await writeFile(file, from ? text.replace(from, to) : text);
}

const storyLink = (id: string) => ({
  id,
  url: '',
  linktype: 'story',
  fieldtype: 'multilink',
  cached_url: '',
});

function appendBlock(data: Record<string, unknown>, block: Record<string, unknown>): void {
  const content = data.content as { body: unknown[] };
  content.body.push(block);
}

describe('the content stage takes the last result when nothing changed', () => {
  it('gives from it what a fresh load gives, problems included', async () => {
    const folders = await copyOfBundledContent();
    // A problem named by story, _uid and field, so that errors travel through the memo too.
    await rewrite(folders, 'agencias.json', (data) =>
      appendBlock(data, {
        _uid: 'sin-destino',
        component: 'button',
        text: 'Ir',
        to: storyLink('uuid-que-no-existe'),
      }),
    );
    const first = await loadAsBuild(folders);
    expect(first.reused).toBe(false);
    const second = await loadAsBuild(folders);
    expect(second.reused).toBe(true);
    const fresh = await loadContent(new FileSource(folders.content));
    expect(fresh.errors.some((e) => e.uid === 'sin-destino' && e.field === 'to')).toBe(true);
    expectSameAsFresh(second.content, fresh);
  }, 120_000);

  it('loads again after each change, and gives what a fresh load gives', async () => {
    const folders = await copyOfBundledContent();
    await loadAsBuild(folders);
    const agenciasUuid = String((await storyFile(folders, 'agencias.json')).data.uuid);
    const changes: [string, () => Promise<void>][] = [
      [
        'a text edited',
        () => rewrite(folders, 'atm.json', (data) => (data.name = `${String(data.name)} editado`)),
      ],
      [
        'a story added that links to another',
        () =>
          writeFile(
            path.join(folders.content, 'stories', 'nueva.json'),
            JSON.stringify({
              id: 4242,
              uuid: 'uuid-nueva',
              name: 'Nueva',
              slug: 'nueva',
              full_slug: 'nueva',
              content: {
                _uid: 'nueva-page',
                component: 'page',
                body: [
                  {
                    _uid: 'nueva-boton',
                    component: 'button',
                    text: 'Agencias',
                    to: { ...storyLink(''), cached_url: 'agencias' },
                  },
                ],
              },
            }),
          ),
      ],
      [
        'a linked story renamed (its referrers now link nowhere)',
        () => rewrite(folders, 'agencias.json', (data) => (data.full_slug = 'agencias-y-cajeros')),
      ],
      [
        'a broken reference',
        () =>
          rewrite(folders, 'atm.json', (data) =>
            appendBlock(data, {
              _uid: 'roto',
              component: 'button',
              text: 'Roto',
              to: storyLink('uuid-borrada'),
            }),
          ),
      ],
      [
        'the broken reference mended',
        () =>
          rewrite(folders, 'atm.json', (data) => {
            const content = data.content as { body: { _uid: string }[] };
            content.body = content.body.filter((block) => block._uid !== 'roto');
          }),
      ],
      [
        'a link by id to another story',
        () =>
          rewrite(folders, 'atm.json', (data) =>
            appendBlock(data, {
              _uid: 'por-id',
              component: 'button',
              text: 'Agencias',
              to: storyLink(agenciasUuid),
            }),
          ),
      ],
      [
        'the story linked by id renamed',
        () => rewrite(folders, 'agencias.json', (data) => (data.full_slug = 'sucursales')),
      ],
      [
        'a rate row a product shows renamed',
        () =>
          replaceText(
            folders,
            'tasas-y-comisiones.json',
            '"Tarjeta de crédito Visa Oro"',
            '"Tarjeta Visa Oro"',
          ),
      ],
      [
        'the contact phone changed in the global story',
        () => replaceText(folders, 'global.json', '+503 2555-0100', '+503 2555-0199'),
      ],
      [
        'a rate key a product names renamed',
        () => replaceText(folders, 'tasas-y-comisiones.json', '"tarjeta-credito-oro"', '"tarjeta-oro"'),
      ],
      [
        'the global story edited',
        () => replaceText(folders, 'global.json', '"name": "', '"name": "Global editado '),
      ],
      [
        'a story file that is not JSON',
        () => writeFile(path.join(folders.content, 'stories', 'rota.json'), '{ "id": '),
      ],
      ['the same bytes written again (a new stamp)', () => replaceText(folders, 'home.json', '', '')],
      ['a linked story removed', () => unlink(path.join(folders.content, 'stories', 'agencias.json'))],
    ];
    for (const [label, change] of changes) {
      await change();
      const changed = await loadAsBuild(folders);
      expect(changed.reused, label).toBe(false);
      const fresh = await loadContent(new FileSource(folders.content));
      expectSameAsFresh(changed.content, fresh);
      const again = await loadAsBuild(folders);
      expect(again.reused, label).toBe(true);
      expectSameAsFresh(again.content, fresh);
    }
    // What the renamed and removed story leaves: its referrers' links are reported broken.
    const last = await loadAsBuild(folders);
    expect(last.content.errors.some((e) => e.code === 'broken_link' && e.found?.includes('agencias'))).toBe(
      true,
    );
  }, 300_000);

  it('runs the passes across stories again only for the stories that read what changed', async () => {
    const folders = await copyOfBundledContent();
    const first = await loadAsBuild(folders);
    const total = first.passes?.ran ?? 0;
    expect(first.passes).toEqual({ ran: total, kept: 0 });
    expect(total).toBeGreaterThan(10);
    const ranAfter = async (change: () => Promise<void>) => {
      await change();
      const { passes, content } = await loadAsBuild(folders);
      expectSameAsFresh(content, await loadContent(new FileSource(folders.content)));
      expect(passes?.ran).toBe(total - (passes?.kept ?? total));
      return passes?.ran;
    };
    const agenciasUuid = String((await storyFile(folders, 'agencias.json')).data.uuid);
    // The edited story alone.
    expect(
      await ranAfter(() =>
        rewrite(folders, 'atm.json', (data) => (data.name = `${String(data.name)} editado`)),
      ),
    ).toBe(1);
    expect(
      await ranAfter(() =>
        rewrite(folders, 'atm.json', (data) =>
          appendBlock(data, { _uid: 'por-id', component: 'button', text: 'Ir', to: storyLink(agenciasUuid) }),
        ),
      ),
    ).toBe(1);
    // The renamed story and the one that links to it by id; links with their address are checked from kept links.
    expect(
      await ranAfter(() => rewrite(folders, 'agencias.json', (data) => (data.full_slug = 'sucursales'))),
    ).toBe(2);
    // The rates page and the products that show the row, not every story.
    const rowRenamed = await ranAfter(() =>
      replaceText(folders, 'tasas-y-comisiones.json', '"Tarjeta de crédito Visa Oro"', '"Tarjeta Visa Oro"'),
    );
    expect(rowRenamed).toBeGreaterThan(1);
    expect(rowRenamed).toBeLessThan(10);
    // Every story may name the contact data.
    expect(
      await ranAfter(() => replaceText(folders, 'global.json', '+503 2555-0100', '+503 2555-0199')),
    ).toBe(total);
  }, 300_000);

  it('loads as usual from a damaged file, and from a source that cannot stamp its stories', async () => {
    const folders = await copyOfBundledContent();
    await loadAsBuild(folders);
    await writeFile(path.join(folders.cache, loadedContentFile), 'x'.repeat(64) + 'not v8');
    const damaged = await loadAsBuild(folders);
    expect(damaged.reused).toBe(false);
    expect(damaged.content.routes.length).toBeGreaterThan(0);
    await rm(path.join(folders.cache, loadedContentFile));
    const files = new FileSource(folders.content);
    const unstamped: ContentSource = { name: files.name, loadStories: () => files.loadStories() };
    expect((await loadAsBuild(folders, unstamped)).reused).toBe(false);
    expect((await loadAsBuild(folders, unstamped)).reused).toBe(false);
    await expect(readFile(path.join(folders.cache, loadedContentFile))).rejects.toThrow();
  }, 120_000);
});
