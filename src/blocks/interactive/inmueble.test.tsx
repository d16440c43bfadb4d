// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InmuebleBlock, inmuebleTitle } from './inmueble';
import { assetOf, parseAs } from '../../test/interactive-test-blok';

afterEach(cleanup);

const inmueble = (fields: Record<string, unknown> = {}) =>
  parseAs('inmueble', {
    numero: '1041',
    direccion: 'Residencial Los Almendros, Santa Tecla',
    extension: '180.50 m²',
    tipo: 'Casa',
    valor: 'US$68,500.00',
    fotos: [
      assetOf('casa-fachada.svg', 'Fachada de la casa'),
      assetOf('casa-sala.svg'),
      assetOf('casa-patio.svg'),
    ],
    ...fields,
  });

describe('InmuebleBlock card', () => {
  it('shows numero in the title and tipo, direccion, extension and valor with labels', () => {
    const { container } = render(<InmuebleBlock blok={inmueble()} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Activo #1041');
    const pairs = Array.from(container.querySelectorAll('dl > div')).map((d) => [
      d.querySelector('dt')?.textContent,
      d.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Tipo', 'Casa'],
      ['Dirección', 'Residencial Los Almendros, Santa Tecla'],
      ['Extensión', '180.50 m²'],
      ['Valor', 'US$68,500.00'],
    ]);
  });

  it('uses the first photo as cover and leaves out empty details', () => {
    const { container } = render(<InmuebleBlock blok={inmueble({ extension: '', valor: null })} />);
    const cover = screen.getByRole('img', { name: 'Fachada de la casa' });
    expect(cover.getAttribute('src')).toBe('/content-images/images/casa-fachada.svg');
    expect(Array.from(container.querySelectorAll('dt')).map((d) => d.textContent)).toEqual([
      'Tipo',
      'Dirección',
    ]);
  });

  it('has no cover and no photo button without photos', () => {
    render(<InmuebleBlock blok={inmueble({ fotos: null })} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('InmuebleBlock photo dialog', () => {
  it("opens a dialog titled 'Activo #{numero}' with every photo and alt texts", async () => {
    render(<InmuebleBlock blok={inmueble()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Ver fotos (3)' });
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Activo #1041',
    );
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.getAttribute('aria-labelledby')).toBe(dialog.querySelector('.modal-title')?.id);
    expect(dialog.querySelector('.modal-title')?.textContent).toBe('Activo #1041');
    const alts = Array.from(dialog.querySelectorAll('.inmueble-photos img')).map((i) =>
      i.getAttribute('alt'),
    );
    expect(alts).toEqual([
      'Fachada de la casa',
      'Foto 2 de 3 del Activo #1041',
      'Foto 3 de 3 del Activo #1041',
    ]);
  });

  it('closes with Escape and with its close button', async () => {
    render(<InmuebleBlock blok={inmueble()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ver fotos (3)' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Ver fotos (3)' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('inmueble schema', () => {
  it('accepts numbers for numero, extension and valor, and drops photos without a file', () => {
    const blok = inmueble({
      numero: 2087,
      extension: 1250,
      valor: null,
      fotos: [assetOf(''), assetOf('a.svg')],
    });
    expect([blok.numero, blok.extension, blok.valor]).toEqual(['2087', '1250', '']);
    expect(blok.fotos.map((f) => f.filename)).toEqual(['a.svg']);
    expect(inmuebleTitle(blok)).toBe('Activo #2087');
  });
});
