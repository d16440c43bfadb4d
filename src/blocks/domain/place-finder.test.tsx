// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlaceFinderBlock } from './place-finder';
import { testFinder } from './place-test-data';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Monday 2026-11-23, 10:00 in El Salvador. */
const mondayMorning = new Date('2026-11-23T10:00:00-06:00');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(mondayMorning);
});

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const status = () => document.querySelector('[aria-live="polite"]')?.textContent;

function stubGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => answer(ok, fail));
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

describe('PlaceFinderBlock', () => {
  it('renders the plain list on the server: every place, the controls waiting hidden and out of the search text', () => {
    // As the build renders it: React's server renderer reads each store's server snapshot.
    const html = renderToString(<PlaceFinderBlock blok={testFinder()} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    expect([...page.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Agencia Escalón',
      'Agencia San Miguel',
      'Cajero Azul La Gran Vía',
      'Agencia Antigua',
    ]);
    // Drawn from the first paint so that nothing moves when they come alive; hidden until the finder runs
    // (is-running), and not drawn at all without scripts (src/styles/_place-finder.scss).
    expect(page.querySelector('.place-finder')?.classList.contains('is-running')).toBe(false);
    expect(page.querySelector('form.place-finder-controls')?.getAttribute('data-pagefind-ignore')).toBe(
      'all',
    );
    // The live region is there from the start, empty, so that later changes are announced.
    expect(page.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });

  it('shows the filters once running and announces the count; the filters combine', () => {
    render(<PlaceFinderBlock blok={testFinder()} />);
    expect(screen.getByRole('search', { name: 'Buscá un lugar' })).toBeTruthy();
    expect(document.querySelector('.place-finder')?.classList.contains('is-running')).toBe(true);
    expect(status()).toBe('Se muestran 4 lugares.');

    fireEvent.change(screen.getByLabelText('Servicio'), { target: { value: 'depositos' } });
    expect(titles()).toEqual(['Agencia Escalón', 'Agencia San Miguel']);
    expect(status()).toBe('Se muestran 2 lugares de 4.');

    fireEvent.change(screen.getByLabelText('Departamento'), { target: { value: 'san_miguel' } });
    expect(titles()).toEqual(['Agencia San Miguel']);
    expect(status()).toBe('Se muestra 1 lugar de 4.');

    fireEvent.change(screen.getByLabelText('Departamento'), { target: { value: '' } });
    fireEvent.input(screen.getByLabelText('Nombre o dirección'), { target: { value: 'escalon' } });
    expect(titles()).toEqual(['Agencia Escalón']);

    fireEvent.input(screen.getByLabelText('Nombre o dirección'), { target: { value: 'nada de esto' } });
    expect(titles()).toEqual([]);
    // Said once, in the announced status, with no 'Se muestran 0 lugares de 4.' above it (issue 40).
    expect(status()).toBe('Ningún lugar coincide con tu búsqueda. Probá con menos filtros.');
    expect(screen.getAllByText(/Ningún lugar coincide|Se muestran 0/)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(titles()).toHaveLength(4);
  });

  it('offers only the departments and services its places have', () => {
    render(<PlaceFinderBlock blok={testFinder()} />);
    const departments = within(screen.getByLabelText('Departamento')).getAllByRole('option');
    expect(departments.map((o) => o.textContent)).toEqual([
      'Todos los departamentos',
      'La Libertad',
      'San Miguel',
      'San Salvador',
    ]);
    const services = within(screen.getByLabelText('Servicio')).getAllByRole('option');
    expect(services.map((o) => o.textContent)).toEqual([
      'Todos los servicios',
      'Depósitos',
      'Retiros',
      'Atención a empresas',
      '24 horas',
    ]);
  });

  it("'Abierto ahora' keeps the places open at this minute in El Salvador", () => {
    vi.setSystemTime(new Date('2026-11-29T10:00:00-06:00')); // Sunday
    render(<PlaceFinderBlock blok={testFinder()} />);
    fireEvent.click(screen.getByLabelText('Abierto ahora'));
    expect(titles()).toEqual(['Cajero Azul La Gran Vía']);
    expect(screen.getByText('Abierto ahora', { selector: '.place-open' })).toBeTruthy();
  });

  it("'Cerca de mí' asks for the position only when clicked, then sorts nearest first with the distance", () => {
    const ask = stubGeolocation((ok) =>
      ok({ coords: { latitude: 13.48, longitude: -88.18 } } as GeolocationPosition),
    );
    render(<PlaceFinderBlock blok={testFinder()} />);
    expect(ask).not.toHaveBeenCalled();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Cerca de mí' }));
    });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(titles()).toEqual([
      'Agencia San Miguel',
      'Agencia Escalón',
      'Cajero Azul La Gran Vía',
      'Agencia Antigua',
    ]);
    expect(document.querySelector('.place-distance')?.textContent).toBe('a 220 m');
    expect(screen.getByRole('button', { name: 'Cerca de mí' }).getAttribute('aria-pressed')).toBe('true');
    expect(status()).toContain('Ordenados del más cercano al más lejano.');
  });

  it.each([
    [1, 'No diste permiso para usar tu ubicación'],
    [2, 'No pudimos saber dónde estás'],
    [3, 'Tu ubicación tardó demasiado en llegar'],
  ])('explains a failed position (code %i) and keeps the list as it was', (code, message) => {
    stubGeolocation((_ok, fail) => fail?.({ code, message: '' } as GeolocationPositionError));
    render(<PlaceFinderBlock blok={testFinder()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerca de mí' }));
    expect(status()).toContain(message);
    expect(titles()).toEqual([
      'Agencia Escalón',
      'Agencia San Miguel',
      'Cajero Azul La Gran Vía',
      'Agencia Antigua',
    ]);
  });

  it('explains a browser without geolocation', () => {
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    render(<PlaceFinderBlock blok={testFinder()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerca de mí' }));
    expect(status()).toContain('Tu navegador no puede darnos tu ubicación.');
  });

  it("offers 'Ver mapa' without map tiles (the default build draws the departments' outline)", () => {
    render(<PlaceFinderBlock blok={testFinder()} />);
    expect(screen.getByRole('button', { name: 'Ver mapa' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("has no 'Ver mapa' when no place has coordinates", () => {
    const finder = testFinder();
    const places = finder.places.map((place) => ({ ...place, latitude: undefined, longitude: undefined }));
    render(<PlaceFinderBlock blok={{ ...finder, places }} />);
    expect(screen.queryByRole('button', { name: 'Ver mapa' })).toBeNull();
  });
});
