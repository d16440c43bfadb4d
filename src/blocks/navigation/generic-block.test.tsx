// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentErrors, raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('GenericBlock', () => {
  it('maps every styling option of docs/behaviour.md §3 to classes and styles', () => {
    const { container } = renderBlok(
      raw('generic_block', {
        id: 'mision',
        custom_classes: 'shadow-sm',
        align_text: 'center',
        text_color: 'white',
        background: 'primary',
        background_image: 'fondo.svg',
        padding_top: '5',
        padding_bottom: 4,
        padding_left: '2',
        padding_right: '0',
        border_radius: '3',
        overflow_hidden: true,
        body: [raw('title', { title: 'Misión' })],
      }),
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.id).toBe('mision');
    expect(box.className).toBe(
      'generic-block text-center text-white generic-block-band bg-primary generic-block-image pt-5 pb-4 ps-2 pe-0 rounded-3 overflow-hidden shadow-sm',
    );
    expect(box.style.backgroundImage).toContain('/content-images/images/fondo.svg');
    expect(box.textContent).toBe('Misión');
  });

  it('uses inline colours for hex codes, also from the colour-picker object, and maps left/right', () => {
    const { container } = renderBlok(
      raw('generic_block', { text_color: '#0A2540', background: { color: '#e8f1fb' }, align_text: 'right' }),
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.color).not.toBe('');
    expect(box.style.backgroundColor).not.toBe('');
    // A band (a background and a text colour): its links take the text's colour (issue 40).
    expect(box.className).toBe('generic-block text-end generic-block-band');
  });

  it('is no band with a text colour alone: its links keep the link colour', () => {
    const { container } = renderBlok(raw('generic_block', { text_color: 'dark' }));
    expect((container.firstElementChild as HTMLElement).classList.contains('generic-block-band')).toBe(false);
  });

  it('is a bare box by default', () => {
    const { container } = renderBlok(raw('generic_block', {}));
    const box = container.firstElementChild as HTMLElement;
    expect(box.className).toBe('generic-block');
    expect(box.hasAttribute('id')).toBe(false);
    expect(box.hasAttribute('style')).toBe(false);
  });

  it('rejects colours and paddings that are not in the closed lists', () => {
    expect(contentErrors(raw('generic_block', { background: 'red; position: fixed' }))[0]?.field).toBe(
      'background',
    );
    expect(contentErrors(raw('generic_block', { padding_top: '9' }))[0]?.field).toBe('padding_top');
  });
});
