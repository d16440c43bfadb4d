// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Blok } from '../../content/blok';
import type { BlockOf } from '../../content/schemas/registry';
import { assetOf, doc, parseAs, rawBlok, textBlok } from '../../test/interactive-test-blok';
import { hydrateServerMarkup } from '../../test/hydration';
import { HeadingOutlineProvider } from '../parts/heading-outline-context';
import { Block } from '../parts/render-block';
import { staticRegionComponent } from '../parts/static-region-stub';
import { hasStaticRegions, withStaticRegions } from './static-regions';

afterEach(() => {
  document.body.innerHTML = '';
});

const placeholder = 'data:image/webp;base64,AAAA';

/**
 * A page of three regions: one of static blocks only (an h2 title, text, a picture, a link button), one with an
 * interactive block (a toggler) and an h4 title that the outline draws as an h3 after the first region's h2,
 * and the slider, interactive on its own.
 */
function page(): Blok {
  const content = parseAs('full_width_page', {
    body: [
      rawBlok('generic_block', {
        id: 'productos',
        custom_classes: 'py-5',
        body: [
          rawBlok('title', { title: 'Productos', size: 'h2' }),
          textBlok('Tarjetas, préstamos y cuentas.'),
          rawBlok('image', { image: assetOf('tarjetas.jpg', 'Tres tarjetas') }),
          rawBlok('button', { text: 'Conocé más', to: { linktype: 'url', url: '/tarjetas/' } }),
        ],
      }),
      rawBlok('generic_block', {
        id: 'preguntas',
        body: [
          rawBlok('title', { title: 'Preguntas', size: 'h4' }),
          rawBlok('toggler', { closed_text: 'Ver', opened_text: 'Ocultar', body: [textBlok('Respuesta')] }),
        ],
      }),
    ],
  });
  // The picture's data, as the build's image stage attaches it (src/content/images/images.ts).
  const image = (content.body[0] as BlockOf<'generic_block'>).body[2] as BlockOf<'image'>;
  image.image.data = {
    src: '/img/tarjetas.jpg',
    srcset: '',
    webpSrcset: '',
    sizes: '100vw',
    size: { width: 640, height: 360 },
    placeholder,
  };
  return content;
}

const view = (content: Blok) => (
  <HeadingOutlineProvider root={content}>
    <Block blok={content} />
  </HeadingOutlineProvider>
);

describe('withStaticRegions', () => {
  it('sends a region of static blocks as a stub with its headings, and everything else whole', () => {
    const content = page() as BlockOf<'full_width_page'>;
    const inline = withStaticRegions(content) as BlockOf<'full_width_page'>;
    const [products, questions] = inline.body;
    expect(products).toEqual({
      _uid: content.body[0]?._uid,
      component: staticRegionComponent,
      headings: [{ asked: 2 }],
    });
    expect(questions).toEqual(content.body[1]);
    expect(JSON.stringify(inline).length).toBeLessThan(JSON.stringify(content).length / 2);
    expect(hasStaticRegions(inline)).toBe(true);
    expect(hasStaticRegions(content)).toBe(false);
  });

  it('leaves the content it projects as it was', () => {
    const content = page();
    const before = JSON.stringify(content);
    withStaticRegions(content);
    expect(JSON.stringify(content)).toBe(before);
  });

  it('keeps a region whole when a block deep inside it is not static', () => {
    const content = parseAs('full_width_page', {
      body: [
        rawBlok('generic_block', {
          body: [rawBlok('generic_block', { body: [rawBlok('tabs', { tabs: [] })] })],
        }),
      ],
    });
    expect(withStaticRegions(content)).toEqual(content);
  });

  it('stubs blocks inside rich text too, with the rich text headings they hold', () => {
    const inner = rawBlok('generic_block', {
      body: [rawBlok('text', { text: { type: 'doc', content: [{ type: 'heading', attrs: { level: 3 } }] } })],
    });
    const content = parseAs('full_width_page', {
      body: [
        rawBlok('toggler', {
          closed_text: 'Ver',
          body: [
            rawBlok('text', { text: { ...doc('x'), content: [{ type: 'blok', attrs: { body: [inner] } }] } }),
          ],
        }),
      ],
    });
    const stubs: unknown[] = [];
    JSON.stringify(withStaticRegions(content), (_key, value: unknown) => {
      if ((value as { component?: unknown } | null)?.component === staticRegionComponent) stubs.push(value);
      return value;
    });
    expect(stubs).toEqual([
      { _uid: inner._uid, component: staticRegionComponent, headings: [{ asked: 3, fixed: true }] },
    ]);
  });
});

describe('a page hydrated from its inline state with static regions', () => {
  it('keeps the server markup of a static region, hydrates the rest, with the same heading levels', async () => {
    const content = page();
    const hydrated = await hydrateServerMarkup(view(content), view(withStaticRegions(content)));
    expect(hydrated.hydrationErrors).toEqual([]);
    expect(hydrated.keptServerNodes).toBe(true);
    const products = hydrated.container.querySelector('#productos');
    expect(products?.querySelector('h2')?.textContent).toBe('Productos');
    expect(products?.querySelector('a[href="/tarjetas/"]')?.textContent).toBe('Conocé más');
    expect(products?.className).toContain('py-5');
    // Drawn at the third level after the stub's h2, on the server and in the browser alike.
    expect(hydrated.container.querySelector('#preguntas h3')?.textContent).toBe('Preguntas');
    // The interactive region hydrated: its toggler opens.
    const toggle = hydrated.container.querySelector<HTMLButtonElement>('#preguntas button');
    expect(toggle?.textContent).toContain('Ver');
    await act(async () => toggle?.click());
    expect(toggle?.textContent).toContain('Ocultar');
  });

  it('lets a static region picture drop its placeholder once loaded, as ResponsiveImage does', async () => {
    const loading = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const content = page();
    const hydrated = await hydrateServerMarkup(view(content), view(withStaticRegions(content)));
    const img = hydrated.container.querySelector<HTMLImageElement>('#productos img');
    expect(img?.getAttribute('style')).toContain(placeholder);
    expect(img?.getAttribute('data-loaded')).toBe('false');
    await act(async () => img?.dispatchEvent(new Event('load')));
    expect(img?.hasAttribute('style')).toBe(false);
    expect(img?.getAttribute('data-loaded')).toBe('true');
    loading.mockRestore();
  });

  it('drops the placeholder of a picture that loaded before the region hydrated', async () => {
    const content = page();
    const hydrated = await hydrateServerMarkup(view(content), view(withStaticRegions(content)));
    expect(hydrated.serverHtml).toContain(placeholder);
    const img = hydrated.container.querySelector<HTMLImageElement>('#productos img');
    expect(img?.complete).toBe(true);
    expect(img?.hasAttribute('style')).toBe(false);
    expect(img?.getAttribute('data-loaded')).toBe('true');
  });
});
