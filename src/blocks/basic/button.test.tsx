// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { replaceHistoryAttribute } from '../../common/history-mode';
import { CurrentPathContext } from '../parts/current-path';
import { Block } from '../parts/render-block';
import { contentErrors, parseBlok, raw, renderBlok, storyLink, urlLink } from '../../test/test-blok';

afterEach(cleanup);

describe('ButtonBlock', () => {
  it('renders an internal link styled as a primary button by default', () => {
    renderBlok(raw('button', { text: 'Ver cuentas', to: storyLink('banca-personas/cuentas', 'ahorro') }));
    const link = screen.getByRole('link', { name: 'Ver cuentas' });
    expect(link.getAttribute('href')).toBe('/banca-personas/cuentas/#ahorro');
    expect(link.className).toBe('btn btn-primary');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('maps variant, outlined_variant, size, full_width, style, state and classes', () => {
    renderBlok(
      raw('button', {
        text: 'Solicitar',
        to: storyLink('home'),
        variant: 'secondary',
        outlined_variant: true,
        size: 'lg',
        full_width: true,
        style: 'squared',
        state: 'active',
        classes: 'mt-3',
      }),
    );
    const link = screen.getByRole('link', { name: 'Solicitar' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.className).toBe('btn btn-outline-secondary btn-lg w-100 rounded-0 active mt-3');
  });

  it('opens external links in a new tab and keeps a given rel', () => {
    renderBlok(raw('button', { text: 'Portal', to: urlLink('https://portal.example/'), rel: 'external' }));
    const link = screen.getByRole('link', { name: 'Portal' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('external noopener noreferrer');
  });

  it('honours target _blank for internal links, from the block or from the link field', () => {
    renderBlok(raw('button', { text: 'A', to: storyLink('agencias'), target: '_blank' }));
    renderBlok(raw('button', { text: 'B', to: { ...storyLink('atm'), target: '_blank' } }));
    expect(screen.getByRole('link', { name: 'A' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'B' }).getAttribute('target')).toBe('_blank');
  });

  it('is a disabled button when the state is disabled', () => {
    renderBlok(raw('button', { text: 'Agotado', to: storyLink('home'), state: 'disabled' }));
    const button = screen.getByRole('button', { name: 'Agotado' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.className).toContain('disabled');
  });

  it('is a button of the given type without a link or with tag button, and renders its body', () => {
    renderBlok(raw('button', { text: 'Enviar', type: 'submit', body: [raw('icon', { icon: 'telephone' })] }));
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.querySelector('svg.bi-telephone')).not.toBeNull();
    renderBlok(raw('button', { text: 'Abrir', to: storyLink('home'), tag: 'button' }));
    expect(screen.getByRole('button', { name: 'Abrir' }).getAttribute('type')).toBe('button');
  });

  it('resolves an email link to mailto:', () => {
    renderBlok(
      raw('button', { text: 'Escribinos', to: { linktype: 'email', email: 'info@bancoazul.example' } }),
    );
    expect(screen.getByRole('link', { name: 'Escribinos' }).getAttribute('href')).toBe(
      'mailto:info@bancoazul.example',
    );
  });
});

/** Renders a button as it is on the page at `path`. */
function renderOn(path: string, fields: Record<string, unknown>) {
  return render(
    <CurrentPathContext value={path}>
      <Block blok={parseBlok(raw('button', fields))} />
    </CurrentPathContext>,
  );
}

describe('ButtonBlock router-link options (append, replace, exact)', () => {
  it('append: joins the link path to the current page path', () => {
    renderOn('/banca-personas/tarjetas/', { text: 'Requisitos', to: urlLink('requisitos'), append: true });
    renderOn('/banca-personas/tarjetas/', {
      text: 'Beneficios',
      to: storyLink('beneficios', 'oro'),
      append: true,
    });
    renderOn('/banca-personas/tarjetas/', { text: 'Sin append', to: urlLink('requisitos') });
    expect(screen.getByRole('link', { name: 'Requisitos' }).getAttribute('href')).toBe(
      '/banca-personas/tarjetas/requisitos/',
    );
    expect(screen.getByRole('link', { name: 'Beneficios' }).getAttribute('href')).toBe(
      '/banca-personas/tarjetas/beneficios/#oro',
    );
    // Relative, as Storyblok renders it (issue 34): the browser reads it against the current page.
    expect(screen.getByRole('link', { name: 'Sin append' }).getAttribute('href')).toBe('requisitos');
  });

  it('append leaves external and email links alone', () => {
    renderOn('/a/', { text: 'Portal', to: urlLink('https://portal.example/x'), append: true });
    renderOn('/a/', {
      text: 'Correo',
      to: { linktype: 'email', email: 'info@bancoazul.example' },
      append: true,
    });
    expect(screen.getByRole('link', { name: 'Portal' }).getAttribute('href')).toBe(
      'https://portal.example/x',
    );
    expect(screen.getByRole('link', { name: 'Correo' }).getAttribute('href')).toBe(
      'mailto:info@bancoazul.example',
    );
  });

  it('replace: marks internal links for a history-replacing navigation, never new-tab ones', () => {
    renderOn('/a/', { text: 'Reemplaza', to: storyLink('banca-personas'), replace: true });
    renderOn('/a/', { text: 'Agrega', to: storyLink('banca-personas') });
    renderOn('/a/', { text: 'Pestaña', to: storyLink('banca-personas'), target: '_blank', replace: true });
    renderOn('/a/', { text: 'Externo', to: urlLink('https://portal.example/'), replace: true });
    expect(screen.getByRole('link', { name: 'Reemplaza' }).hasAttribute(replaceHistoryAttribute)).toBe(true);
    for (const name of ['Agrega', 'Pestaña', 'Externo'])
      expect(screen.getByRole('link', { name }).hasAttribute(replaceHistoryAttribute)).toBe(false);
  });

  it("exact: the active class only on the link's own page; without it also on pages under it", () => {
    renderOn('/banca-personas/cuentas/', { text: 'Sección', to: storyLink('banca-personas') });
    renderOn('/banca-personas/cuentas/', {
      text: 'Sección exacta',
      to: storyLink('banca-personas'),
      exact: true,
    });
    renderOn('/banca-personas/cuentas/', {
      text: 'Esta página',
      to: storyLink('banca-personas/cuentas'),
      exact: true,
    });
    renderOn('/banca-personas/cuentas/', { text: 'Otra', to: storyLink('agencias') });
    const section = screen.getByRole('link', { name: 'Sección' });
    expect(section.className).toBe('btn btn-primary router-link-active');
    expect(section.hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Sección exacta' }).className).toBe('btn btn-primary');
    const own = screen.getByRole('link', { name: 'Esta página' });
    expect(own.className).toBe('btn btn-primary router-link-active router-link-exact-active');
    expect(own.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Otra' }).className).toBe('btn btn-primary');
  });

  it('warns when an option is set on a button that renders no link to a page of the site', () => {
    const warnings = (fields: Record<string, unknown>) =>
      contentErrors(raw('button', { text: 'X', ...fields })).map((e) => [e.field, e.severity]);
    expect(warnings({ to: urlLink('https://portal.example/'), append: true, exact: true })).toEqual([
      ['append', 'warning'],
      ['exact', 'warning'],
    ]);
    expect(warnings({ to: { linktype: 'email', email: 'a@b.example' }, replace: true })).toEqual([
      ['replace', 'warning'],
    ]);
    expect(warnings({ replace: true })).toEqual([['replace', 'warning']]);
    expect(warnings({ to: storyLink('agencias'), tag: 'button', exact: true })).toEqual([
      ['exact', 'warning'],
    ]);
    expect(warnings({ to: storyLink('agencias'), append: true, replace: true, exact: true })).toEqual([]);
    expect(warnings({ to: urlLink('requisitos'), append: true })).toEqual([]);
  });

  it('rejects an option that is not a boolean, naming the field', () => {
    expect(
      contentErrors(raw('button', { text: 'X', to: storyLink('agencias'), replace: 'yes' }))[0]?.field,
    ).toBe('replace');
  });
});
