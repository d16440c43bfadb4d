// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAs, rawBlok, textBlok } from '../../test/interactive-test-blok';
import { EveryPanelContext } from './every-panel';
import { TabsBlock, tabKeyTarget } from './tabs';

afterEach(cleanup);

const tab = (title: string, body: string, classes = '') =>
  rawBlok('tab', { title, body: [textBlok(body)], classes });
const tabs = (fields: Record<string, unknown> = {}) =>
  parseAs('tabs', {
    tabs: [
      tab('Beneficios', 'Puntos Monedazul'),
      tab('Requisitos', 'DUI vigente', 'requisitos'),
      tab('Tasas', 'Tasa nominal 34%'),
    ],
    ...fields,
  });

describe('TabsBlock', () => {
  it('renders a centred tab list with the tab titles, the first one selected', () => {
    render(<TabsBlock blok={tabs({ classes: 'my-tabs' })} />);
    const list = screen.getByRole('tablist');
    expect(list.className).toContain('justify-content-center');
    expect(list.parentElement?.className).toBe('block-tabs is-live my-tabs');
    const all = screen.getAllByRole('tab');
    expect(all.map((t) => t.textContent)).toEqual(['Beneficios', 'Requisitos', 'Tasas']);
    expect(all.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(all.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('renders every panel, the closed ones hidden, under EveryPanelContext (the build’s word collection)', () => {
    render(
      <EveryPanelContext.Provider value={true}>
        <TabsBlock blok={tabs()} />
      </EveryPanelContext.Provider>,
    );
    expect(screen.getByText('DUI vigente').closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);
    expect(screen.getByText('Tasa nominal 34%')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
  });

  it('renders every panel, the closed ones hidden, so the tab an address names can show before scripts run', () => {
    const { container } = render(<TabsBlock blok={tabs()} />);
    const panelOf = (text: string) => screen.getByText(text).closest('[role=tabpanel]');
    expect(
      ['Puntos Monedazul', 'DUI vigente', 'Tasa nominal 34%'].map((t) => panelOf(t)?.hasAttribute('hidden')),
    ).toEqual([false, true, true]);
    // Read the address: from now on the stylesheet's `:target` rules give way to the selected tab.
    expect(container.querySelector('.block-tabs')?.classList.contains('is-live')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Requisitos' }));
    expect(panelOf('DUI vigente')?.hasAttribute('hidden')).toBe(false);
    expect(panelOf('Puntos Monedazul')?.hasAttribute('hidden')).toBe(true);
  });

  it('links tabs and panels, and puts the tab classes on its panel', () => {
    render(<TabsBlock blok={tabs()} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Requisitos' }));
    const tabEl = screen.getByRole('tab', { name: 'Requisitos' });
    const panel = screen.getByRole('tabpanel', { name: 'Requisitos' });
    expect(tabEl.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.className).toContain('requisitos');
    expect(panel.hasAttribute('hidden')).toBe(false);
  });

  it('moves selection and focus with the arrow keys, Home and End', () => {
    render(<TabsBlock blok={tabs()} />);
    const [beneficios, requisitos, tasas] = screen.getAllByRole('tab') as HTMLElement[];
    fireEvent.keyDown(beneficios as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(requisitos);
    expect(requisitos?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('DUI vigente')).toBeTruthy();
    fireEvent.keyDown(requisitos as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(tasas);
    fireEvent.keyDown(tasas as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(beneficios);
    fireEvent.keyDown(beneficios as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tasas);
    expect(tasas?.tabIndex).toBe(0);
    expect(beneficios?.tabIndex).toBe(-1);
  });

  it('ignores items that are not tabs, and renders nothing without tabs', () => {
    const { container, rerender } = render(
      <TabsBlock blok={parseAs('tabs', { tabs: [textBlok('suelto'), tab('Única', 'x')] })} />,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Única']);
    expect(container.textContent).not.toContain('suelto');
    rerender(<TabsBlock blok={parseAs('tabs', { tabs: [] })} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('tabKeyTarget', () => {
  it('wraps arrows, jumps with Home/End and ignores other keys', () => {
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
    expect(tabKeyTarget('Enter', 1, 3)).toBeNull();
  });
});
