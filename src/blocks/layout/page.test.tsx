// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contentErrors, raw, renderBlok, storyLink } from '../../test/test-blok';

afterEach(cleanup);

const title = (text: string) => raw('title', { title: text, size: 'h2' });

describe('PageBlock (basic page)', () => {
  it('renders header blocks, then the body in a centred 10-of-12 column, then the footer', () => {
    const { container } = renderBlok(
      raw('page', { header: [title('Cabecera')], body: [title('Cuerpo')], footer: [title('Pie')] }),
    );
    const headings = [...container.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Cabecera', 'Cuerpo', 'Pie']);
    const column = container.querySelector('.row.justify-content-center > .col-lg-10');
    expect(column?.textContent).toBe('Cuerpo');
  });

  it('leaves no header or footer wrapper when those regions are empty', () => {
    const { container } = renderBlok(raw('page', { body: [title('Solo cuerpo')] }));
    expect(container.querySelector('.page-header')).toBeNull();
    expect(container.querySelector('.page-footer')).toBeNull();
  });

  it('leaves no menu landmark when the menu region is empty', () => {
    renderBlok(raw('page', { body: [title('Solo cuerpo')], menu: null }));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('the page menu region', () => {
  const menu = () => [
    raw('menu_link', { text: 'Cuentas', to: storyLink('banca-personas/cuentas') }),
    raw('menu_link', {
      text: 'Más',
      submenu: [raw('menu_link', { text: 'Seguros', to: storyLink('banca-personas/seguros') })],
    }),
    raw('button', { text: 'Agencias', to: storyLink('agencias') }),
  ];

  it.each(['page', 'plain_page', 'full_width_page', 'cascade_page', 'front_page'])(
    '%s shows its menu as a navigation between the header and the body',
    (component) => {
      const { container } = renderBlok(
        raw(component, { header: [title('Cabecera')], menu: menu(), body: [title('Cuerpo')] }),
      );
      const nav = screen.getByRole('navigation', { name: 'Menú de la página' });
      const links = within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
      expect(links).toEqual([
        ['Cuentas', '/banca-personas/cuentas/'],
        ['Agencias', '/agencias/'],
      ]);
      // The submenu toggles like the header's.
      expect(within(nav).getByRole('button', { name: 'Más' }).getAttribute('aria-expanded')).toBe('false');
      // Three entries; the closed submenu's item is hidden.
      expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
      const order = [...container.querySelectorAll('h2, nav')].map((el) => el.textContent?.slice(0, 8));
      expect(order).toEqual(['Cabecera', 'CuentasM', 'Cuerpo']);
    },
  );

  it('is a known, validated field: a bad entry is reported and left out, the page stays', () => {
    const page = raw('page', {
      menu: [raw('menu_link', { text: 'Bien' }), raw('menu_link', { target: 'nowhere' })],
    });
    const errors = contentErrors(page);
    expect(errors.map((e) => e.field)).toContain('target');
    const bad = raw('page', { menu: 'not a list' });
    expect(contentErrors(bad).map((e) => e.field)).toContain('menu');
  });
});
