// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseBlok, raw, renderBlok } from '../../test/test-blok';
import { scrollableTableLabel } from '../parts/scrollable-table';

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

  it("makes a table-responsive block a focusable scroll box named after its table's caption (issue 40)", () => {
    const { container } = renderBlok(
      raw('raw_html', {
        custom_classes: 'table-responsive mt-4',
        html: '<table><caption>Calendario de diplomados 2025</caption><tr><td>Finanzas</td></tr></table>',
      }),
    );
    const wrapper = container.firstElementChild;
    expect(wrapper?.getAttribute('tabindex')).toBe('0');
    expect(wrapper?.getAttribute('role')).toBe('group');
    expect(wrapper?.getAttribute('aria-label')).toBe('Calendario de diplomados 2025');
  });

  it('names a scroll box whose table has no caption as the site names any table', () => {
    const { container } = renderBlok(
      raw('raw_html', { custom_classes: 'table-responsive', html: '<table><tr><td>1</td></tr></table>' }),
    );
    expect(container.firstElementChild?.getAttribute('aria-label')).toBe(scrollableTableLabel);
  });

  it('leaves a block that is no scroll box out of the tab order', () => {
    const { container } = renderBlok(raw('raw_html', { custom_classes: 'mt-4', html: '<p>Hola</p>' }));
    expect(container.firstElementChild?.hasAttribute('tabindex')).toBe(false);
    expect(container.firstElementChild?.hasAttribute('role')).toBe(false);
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
