// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { atmBlock } from '../../content/schemas/blocks/domain';
import { AgencyBlock } from './agency';
import { AtmBlock } from './atm';
import type { PlaceBlok } from './place';
import { testPlaces } from './place-test-data';

afterEach(cleanup);

describe('place details on agencies and ATMs', () => {
  it('shows area, hours by runs of days, services, a telephone and directions to the coordinates', () => {
    render(<AgencyBlock blok={testPlaces[0] as unknown as Extract<PlaceBlok, { component: 'agency' }>} />);
    expect(screen.getByText('San Salvador, San Salvador')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Lunes a viernes: 09:00–17:00',
      'Sábado: 09:00–12:00',
      'Domingo: Cerrado',
      'Depósitos',
      'Atención a empresas',
    ]);
    expect(screen.getByRole('link', { name: '+503 2555-0110' }).getAttribute('href')).toBe(
      'tel:+50325550110',
    );
    const directions = screen.getByRole('link', {
      name: 'Cómo llegar: Agencia Escalón (se abre en una pestaña nueva)',
    });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=13.7024,-89.2386',
    );
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');
  });

  it('adds nothing to a place written before the place fields', () => {
    const blok = atmBlock.schema.parse({ _uid: 't', component: 'atm', title: 'Cajero', url: '' });
    const { container } = render(<AtmBlock blok={blok} />);
    expect(container.querySelector('.place-details')).toBeNull();
  });
});

describe('a place’s one map control', () => {
  it('gives directions to the coordinates and leaves the editor’s map link out, on agencies and ATMs alike', () => {
    const withBoth = { ...testPlaces[0], url: 'https://maps.example/?q=escalon' };
    render(<AgencyBlock blok={withBoth as unknown as Extract<PlaceBlok, { component: 'agency' }>} />);
    const atm = atmBlock.schema.parse({
      _uid: 'a',
      component: 'atm',
      title: 'Cajero Centro',
      url: 'https://maps.example/?q=centro',
      latitude: '13.7',
      longitude: '-89.2',
    });
    render(<AtmBlock blok={atm} />);
    const mapLinks = [...document.querySelectorAll('a.place-map-link')];
    expect(mapLinks.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Cómo llegar: Agencia Escalón (se abre en una pestaña nueva)',
      'Cómo llegar: Cajero Centro (se abre en una pestaña nueva)',
    ]);
    expect(document.querySelectorAll('a[href^="https://maps.example"]')).toHaveLength(0);
  });
});
