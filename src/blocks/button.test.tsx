// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok, storyLink, urlLink } from './test-blok';

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
