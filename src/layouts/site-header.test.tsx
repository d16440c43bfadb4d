// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockOf } from '../content/schemas/registry';
import { parseBlok, raw, storyLink } from '../test/test-blok';
import { SiteHeader } from './site-header';

afterEach(cleanup);

const link = (text: string, slug: string) => raw('menu_link', { text, to: storyLink(slug) });

const global = parseBlok(
  raw('global', {
    top_submenu: [link('Agencias', 'agencias')],
    secondary_menu: [link('Empresas', 'banca-empresas')],
    main_menu: [raw('main_menu', { links: [link('Preguntas frecuentes', 'preguntas-frecuentes')] })],
    online_banking: [link('Banca en línea', 'medios-digitales/banca-en-linea')],
  }),
) as BlockOf<'global'>;

describe('SiteHeader', () => {
  for (const style of ['classic', 'new'] as const) {
    it(`${style}: the top links and the secondary menu are in the bar from 1200 px and in the menu panel below`, () => {
      const { container } = render(<SiteHeader global={global} style={style} />);
      const panel = container.querySelector<HTMLElement>('#main-menu-panel');
      if (!panel) throw new Error('no menu panel');
      const inPanel = panel.querySelector('.main-menu-extras');
      expect(inPanel?.classList.contains('d-xl-none')).toBe(true);
      expect(within(panel).getByRole('link', { name: 'Agencias' })).toBeTruthy();
      expect(within(panel).getByRole('link', { name: 'Empresas' })).toBeTruthy();
      const bars = [...container.querySelectorAll('.top-submenu, .secondary-menu')];
      expect(bars).toHaveLength(2);
      // Both in the one slim top row, which shows from 1200 px only.
      const topRow = container.querySelector('.site-header-top');
      expect(topRow?.classList.contains('d-none') && topRow.classList.contains('d-xl-block')).toBe(true);
      for (const bar of bars) expect(topRow?.contains(bar)).toBe(true);
    });

    it(`${style}: the online-banking link is a button in the bar's controls, beside 'Buscar'`, () => {
      const { container } = render(<SiteHeader global={global} style={style} />);
      const slot = container.querySelector<HTMLElement>('.site-header-actions');
      if (!slot) throw new Error('no header controls');
      const banking = within(slot).getByRole('link', { name: 'Banca en línea' });
      expect(banking.getAttribute('href')).toBe('/medios-digitales/banca-en-linea/');
      expect(banking.classList.contains('btn-primary')).toBe(true);
      expect(within(slot).getByRole('button', { name: 'Buscar' })).toBeTruthy();
    });
  }

  it('puts header controls (the search) in the bar after the menu links and before the menu button, as seen', () => {
    const { container } = render(
      <SiteHeader global={global} style="classic" actions={<button type="button">Control</button>} />,
    );
    const bar = container.querySelector('.site-header-bar');
    const actions = bar?.querySelector<HTMLElement>('.site-header-actions');
    if (!actions) throw new Error('no header controls');
    expect(within(actions).getByRole('button', { name: 'Control' })).toBeTruthy();
    // The document's order is the row's at every width (issue 40): the links (inline from 1200 px), the
    // controls, then the menu button (below 1200 px).
    expect(actions.previousElementSibling?.id).toBe('main-menu-panel');
    expect(actions.nextElementSibling?.classList.contains('main-menu-toggle')).toBe(true);
  });

  it('puts the controls after the logo when the global story has no main menu', () => {
    const { container } = render(<SiteHeader global={{ ...global, main_menu: [] }} style="classic" />);
    const actions = container.querySelector('.site-header-bar > .site-header-actions');
    expect(actions?.previousElementSibling?.classList.contains('site-logo')).toBe(true);
    expect(actions && within(actions as HTMLElement).getByRole('button', { name: 'Buscar' })).toBeTruthy();
  });

  it('holds the search control in the slot for controls, before the menu button', () => {
    const { container } = render(<SiteHeader global={global} style="new" />);
    const slot = container.querySelector<HTMLElement>('.site-header-actions');
    expect(slot && within(slot).getByRole('button', { name: 'Buscar' })).toBeTruthy();
    const menuButton = screen.getByRole('button', { name: 'Menú principal' });
    const order = slot?.compareDocumentPosition(menuButton) ?? 0;
    expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no online-banking control when the global story has none', () => {
    const { container } = render(<SiteHeader global={{ ...global, online_banking: [] }} style="classic" />);
    expect(container.querySelector('.header-online-banking')).toBeNull();
  });

  it('keeps the menu button named "Menú principal" when its label is hidden on phones', () => {
    render(<SiteHeader global={global} style="classic" />);
    expect(
      screen.getByRole('button', { name: 'Menú principal' }).querySelector('.main-menu-label'),
    ).toBeTruthy();
  });
});
