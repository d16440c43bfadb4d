/** The server entry's page preloads: the chunks of the blocks the browser hydrates, not those of static regions. */
import { describe, expect, it } from 'vitest';
import { parseAs, rawBlok, textBlok } from './test/interactive-test-blok';
import type { PageDataFile } from './content/page-data-types';
import { storyOf } from './content/story';
import { renderPage } from './entry-server';

/** A region of static blocks only (stubbed in the inline state) and one holding a toggler (hydrated). */
function pageFile(): PageDataFile {
  const content = parseAs('full_width_page', {
    body: [
      rawBlok('generic_block', {
        body: [rawBlok('title', { title: 'Productos', size: 'h2' }), textBlok('Tarjetas.')],
      }),
      rawBlok('generic_block', {
        body: [
          rawBlok('toggler', { closed_text: 'Ver', opened_text: 'Ocultar', body: [textBlok('Respuesta')] }),
        ],
      }),
    ],
  });
  const story = storyOf({ id: 1, uuid: 'u-1', name: 'Inicio', slug: 'home', full_slug: 'home', content });
  return { hash: 'abc', data: { path: '/', title: 'Inicio', description: '', story }, context: {} };
}

const blockChunks = {
  title: ['/assets/title-1.js'],
  text: ['/assets/text-1.js'],
  generic_block: ['/assets/generic-1.js'],
  toggler: ['/assets/toggler-1.js', '/assets/shared-1.js'],
  carousel: ['/assets/carousel-1.js', '/assets/shared-1.js'],
};
const assets = {
  script: '/assets/entry.js',
  stylesheets: [],
  preloads: ['/assets/react-1.js'],
  bootCode: '0',
};
const global = rawBlok('global', { footer: [rawBlok('carousel', {})] });

function preloadsOf(html: string): string[] {
  return (/data-preloads="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
}

describe('renderPage preloads', () => {
  it('lists the entry’s chunks and those of the hydrated blocks and the global content, once each', () => {
    const html = renderPage({ state: { page: pageFile(), global }, assets, blockChunks });
    expect(preloadsOf(html)).toEqual([
      '/assets/react-1.js',
      '/assets/generic-1.js',
      '/assets/toggler-1.js',
      '/assets/shared-1.js',
      '/assets/text-1.js',
      '/assets/carousel-1.js',
    ]);
  });

  it('leaves out the blocks of a static region, which the browser hydrates as the server wrote them', () => {
    const html = renderPage({ state: { page: pageFile(), global }, assets, blockChunks });
    expect(preloadsOf(html)).not.toContain('/assets/title-1.js');
  });

  it('lists only the entry’s chunks without the block chunks', () => {
    const html = renderPage({ state: { page: pageFile(), global }, assets });
    expect(preloadsOf(html)).toEqual(['/assets/react-1.js']);
  });
});
