// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Blok } from '../../content/blok';
import { interactiveBlocks } from '../../content/schemas/blocks/interactive';
import { assetOf, doc, parseAs, rawBlok, textBlok } from '../../test/interactive-test-blok';
import { blockComponents } from '../registry/static-registry';
import { Block } from '../parts/render-block';
import { hydrateServerMarkup } from '../../test/hydration';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const toggler = (closed_text: string) =>
  rawBlok('toggler', { closed_text, showIcon: true, body: [textBlok('x')] });
const fixtures: Record<keyof typeof interactiveBlocks, () => Blok> = {
  toggler: () => parseAs('toggler', { closed_text: 'Ver', opened_text: 'Ocultar', body: [textBlok('x')] }),
  accordion: () => parseAs('accordion', { togglers: [toggler('Uno'), toggler('Dos')] }),
  tabs: () =>
    parseAs('tabs', {
      tabs: [rawBlok('tab', { title: 'A', body: [textBlok('a')] }), rawBlok('tab', { title: 'B', body: [] })],
    }),
  tab: () => parseAs('tab', { title: 'A', body: [textBlok('a')] }),
  carousel: () =>
    parseAs('carousel', {
      panels_per_view: '2',
      panels: [1, 2, 3].map((n) =>
        rawBlok('carousel_panel', { styles: 'color: red', body: [textBlok(`P${n}`)] }),
      ),
    }),
  carousel_panel: () => parseAs('carousel_panel', { styles: 'padding: 1rem', body: [textBlok('p')] }),
  slider: () =>
    parseAs('slider', {
      indicators: true,
      controls: true,
      interval: 'x',
      slides: [1, 2].map((n) =>
        rawBlok('slide', { caption: `S${n}`, image: assetOf(`s${n}.svg`, `Foto ${n}`) }),
      ),
    }),
  slide: () => parseAs('slide', { caption: 'S', img_blank_color: '#0b4ea2' }),
  member: () => parseAs('member', { name: 'Ana', last_name: 'Castro', resume: doc('CV') }),
  member_basic: () => parseAs('member_basic', { name: 'Luis', resume: doc('CV') }),
  inmueble: () => parseAs('inmueble', { numero: '1', fotos: [assetOf('a.svg')] }),
};

describe('interactive blocks hydrate without mismatches', () => {
  it('has a fixture for every block of the group', () => {
    expect(Object.keys(fixtures).sort()).toEqual(Object.keys(interactiveBlocks).sort());
    for (const name of Object.keys(interactiveBlocks)) expect(blockComponents).toHaveProperty(name);
  });

  for (const [name, make] of Object.entries(fixtures)) {
    it(`${name}: the browser renders exactly the server markup`, async () => {
      const blok = make();
      const consoleError = vi.spyOn(console, 'error');
      const hydrated = await hydrateServerMarkup(<Block blok={blok} />);
      expect(hydrated.serverHtml.length).toBeGreaterThan(0);
      expect(hydrated.hydrationErrors).toEqual([]);
      expect(hydrated.keptServerNodes).toBe(true);
      expect(consoleError).not.toHaveBeenCalled();
      act(() => hydrated.root.unmount());
    });
  }
});
