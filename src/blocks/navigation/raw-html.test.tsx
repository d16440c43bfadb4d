// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseBlok, raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('RawHtmlBlock', () => {
  it('renders the cleaned HTML in a wrapper with its custom classes', () => {
    const { container } = renderBlok(
      raw('raw_html', {
        custom_classes: 'table-responsive',
        html: '<table><caption>Plazos</caption><tr><th scope="col">Dato</th></tr></table><script>alert(1)</script>',
      }),
    );
    const wrapper = container.firstElementChild;
    expect(wrapper?.className).toBe('raw-html table-responsive');
    expect(wrapper?.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(wrapper?.querySelector('script')).toBeNull();
  });

  it('carries only clean HTML in the page data', () => {
    const blok = parseBlok(
      raw('raw_html', { html: '<p onclick="robar()">Hola <a href="javascript:alert(1)">x</a></p>' }),
    );
    expect(blok.html).toBe('<p>Hola <a>x</a></p>');
  });

  it('renders nothing when empty', () => {
    expect(renderBlok(raw('raw_html', { html: null })).container.innerHTML).toBe('');
  });
});
