// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsOf, parseAs, textBlok } from '../../test/interactive-test-blok';
import { TogglerBlock, togglerText } from './toggler';

afterEach(cleanup);

const toggler = (fields: Record<string, unknown> = {}) =>
  parseAs('toggler', { closed_text: 'Ver requisitos', body: [textBlok('DUI vigente')], ...fields });

describe('TogglerBlock', () => {
  it('starts closed, its body hidden but in the markup, the button pointing at it', () => {
    const { container } = render(<TogglerBlock blok={toggler({ opened_text: 'Ocultar requisitos' })} />);
    const button = screen.getByRole('button', { name: 'Ver requisitos' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const body = container.querySelector(`#${CSS.escape(button.getAttribute('aria-controls') ?? '')}`);
    expect(body?.textContent).toBe('DUI vigente');
    expect(body?.hasAttribute('hidden')).toBe(true);
    // A toggler on its own is not an accordion item: no region role, no heading.
    expect(body?.getAttribute('role')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('swaps closed_text for opened_text while open, and back', () => {
    render(<TogglerBlock blok={toggler({ opened_text: 'Ocultar requisitos' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver requisitos' }));
    const open = screen.getByRole('button', { name: 'Ocultar requisitos' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('DUI vigente').closest('[hidden]')).toBeNull();
    fireEvent.click(open);
    expect(screen.getByRole('button', { name: 'Ver requisitos' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('falls back to closed_text when opened_text is empty (docs/behaviour.md §4)', () => {
    const blok = toggler({ opened_text: '' });
    expect(togglerText(blok, true)).toBe('Ver requisitos');
    expect(togglerText({ ...blok, opened_text: 'Cerrar' }, true)).toBe('Cerrar');
    expect(togglerText({ ...blok, opened_text: 'Cerrar' }, false)).toBe('Ver requisitos');
    render(<TogglerBlock blok={blok} />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Ver requisitos');
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the icon only with showIcon: the named bootstrap icon, else the CSS chevron', () => {
    const { container, rerender } = render(
      <TogglerBlock blok={toggler({ showIcon: false, icon: 'plus-circle' })} />,
    );
    expect(container.querySelector('.toggler-icon, svg')).toBeNull();
    rerender(<TogglerBlock blok={toggler({ showIcon: true, icon: 'plus-circle' })} />);
    const icon = container.querySelector('button svg');
    // Drawn from the icon set: its class names the icon when the set has it, the default icon otherwise.
    expect(icon?.classList.contains('toggler-bi')).toBe(true);
    expect(icon?.classList.contains('toggler-bi-turns')).toBe(false);
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.innerHTML).not.toBe('');
    rerender(<TogglerBlock blok={toggler({ showIcon: true, icon: 'telephone' })} />);
    expect(container.querySelector('button svg')?.classList.contains('bi-telephone')).toBe(true);
    rerender(<TogglerBlock blok={toggler({ showIcon: true, icon: 'chevron-down' })} />);
    expect(container.querySelector('button svg')?.classList.contains('toggler-bi-turns')).toBe(true);
    rerender(<TogglerBlock blok={toggler({ showIcon: true, icon: '' })} />);
    expect(container.querySelector('button svg')).toBeNull();
    expect(container.querySelector('.toggler-icon')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('maps style, button_size, button_style and button_full_width to button classes', () => {
    const { rerender } = render(<TogglerBlock blok={toggler()} />);
    const classes = () => screen.getByRole('button').className.split(' ');
    expect(classes()).toEqual(['btn', 'btn-primary', 'toggler-button']);
    rerender(
      <TogglerBlock
        blok={toggler({
          style: 'squared',
          button_size: 'lg',
          button_style: 'secondary',
          button_full_width: true,
        })}
      />,
    );
    expect(classes()).toEqual(['btn', 'btn-secondary', 'toggler-button', 'btn-lg', 'w-100', 'rounded-0']);
    rerender(<TogglerBlock blok={toggler({ button_size: 'md' })} />);
    expect(classes()).not.toContain('btn-md');
  });

  it('rejects unknown option values with the field named', () => {
    expect(errorsOf('toggler', { button_style: 'purple' })[0]?.field).toBe('button_style');
    expect(errorsOf('toggler', { button_size: 'xl' })[0]?.field).toBe('button_size');
    expect(errorsOf('toggler', { closed_text: null, showIcon: null, body: null })).toEqual([]);
  });

  it('warns about an icon it cannot show as given, and keeps the toggler', () => {
    const malformed = errorsOf('toggler', { showIcon: true, icon: 'bi bi-plus' });
    expect(malformed).toHaveLength(1);
    expect(malformed[0]).toMatchObject({ field: 'icon', severity: 'warning', found: '"bi bi-plus"' });
    expect(parseAs('toggler', { showIcon: true, icon: 'bi bi-plus' }).icon).toBe('');
    const hidden = errorsOf('toggler', { showIcon: false, icon: 'plus' });
    expect(hidden).toHaveLength(1);
    expect(hidden[0]?.message).toContain('showIcon is off');
    expect(errorsOf('toggler', { showIcon: true, icon: ' plus ' })).toEqual([]);
    expect(parseAs('toggler', { showIcon: true, icon: ' plus ' }).icon).toBe('plus');
    expect(errorsOf('toggler', { showIcon: true, icon: '' })).toEqual([]);
  });
});
