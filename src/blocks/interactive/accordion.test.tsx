// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccordionBlock } from './accordion';
import { parseAs, rawBlok, textBlok } from '../../test/interactive-test-blok';

afterEach(cleanup);

const togglers = ['Vida', 'Deuda', 'Vivienda'].map((name) =>
  rawBlok('toggler', { closed_text: `Seguro de ${name}`, body: [textBlok(`Cobertura de ${name}`)] }),
);
const accordion = (items: unknown[] = togglers) => parseAs('accordion', { togglers: items });

const expanded = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-expanded'));

describe('AccordionBlock', () => {
  it('starts with every toggler closed', () => {
    render(<AccordionBlock blok={accordion()} />);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it('keeps only one toggler open at a time (docs/behaviour.md §2)', () => {
    render(<AccordionBlock blok={accordion()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Seguro de Vida' }));
    expect(expanded()).toEqual(['true', 'false', 'false']);
    fireEvent.click(screen.getByRole('button', { name: 'Seguro de Vivienda' }));
    expect(expanded()).toEqual(['false', 'false', 'true']);
    expect(screen.getAllByRole('region').map((r) => r.textContent)).toEqual(['Cobertura de Vivienda']);
    fireEvent.click(screen.getByRole('button', { name: 'Seguro de Vivienda' }));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('follows the WAI-ARIA accordion pattern: heading > button, region labelled by its button', () => {
    render(<AccordionBlock blok={accordion()} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Seguro de Vida',
      'Seguro de Deuda',
      'Seguro de Vivienda',
    ]);
    const button = screen.getByRole('button', { name: 'Seguro de Deuda' });
    fireEvent.click(button);
    const region = screen.getByRole('region', { name: 'Seguro de Deuda' });
    expect(button.getAttribute('aria-controls')).toBe(region.id);
    expect(region.getAttribute('aria-labelledby')).toBe(button.id);
  });

  it('moves focus between headers with ArrowDown, ArrowUp (wrapping), Home and End', () => {
    render(<AccordionBlock blok={accordion()} />);
    const [vida, deuda, vivienda] = screen.getAllByRole('button');
    vida?.focus();
    fireEvent.keyDown(vida as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(deuda);
    fireEvent.keyDown(deuda as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(vivienda);
    fireEvent.keyDown(vivienda as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(vida);
    fireEvent.keyDown(vida as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(vivienda);
    fireEvent.keyDown(vivienda as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(vida);
    // Other keys do nothing.
    fireEvent.keyDown(vida as HTMLElement, { key: 'a' });
    expect(document.activeElement).toBe(vida);
  });

  it('leaves togglers nested in a body independent of the accordion', () => {
    const nested = rawBlok('toggler', { closed_text: 'Detalle', body: [textBlok('Letra pequeña')] });
    const outer = rawBlok('toggler', { closed_text: 'Seguro de Vida', body: [nested] });
    const other = rawBlok('toggler', { closed_text: 'Seguro de Deuda', body: [] });
    render(<AccordionBlock blok={accordion([outer, other])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Seguro de Vida' }));
    fireEvent.click(screen.getByRole('button', { name: 'Detalle' }));
    expect(screen.getByRole('button', { name: 'Seguro de Vida' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Detalle' }).getAttribute('aria-expanded')).toBe('true');
    // The nested toggler is no accordion header.
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Seguro de Vida',
      'Seguro de Deuda',
    ]);
  });
});
