// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mapProviderBlock } from '../../content/schemas/blocks/domain';
import { MapProviderBlock, mapProviderText } from './map-provider';

afterEach(cleanup);

describe('map_provider', () => {
  it('names a third-party tile host and its credit, and when the browser asks it', () => {
    expect(
      mapProviderText('https://tile.openstreetmap.org/{z}/{x}/{y}.png', '© colaboradores de OpenStreetMap'),
    ).toBe(
      'Proveedor de mapas configurado: tile.openstreetmap.org (© colaboradores de OpenStreetMap). Tu navegador le pide las imágenes del mapa solo cuando abrís «Ver mapa» y después de que aceptaste las cookies funcionales.',
    );
    expect(mapProviderText('https://tiles.example:8443/{z}/{x}/{y}.png', '')).toMatch(
      /^Proveedor de mapas configurado: tiles\.example:8443\. /,
    );
  });

  it('says the images come from the site itself for tiles on a path, and that there is no map when unset', () => {
    expect(mapProviderText('/tiles/{z}/{x}/{y}.png', 'x')).toBe(
      'Las imágenes del mapa se descargan de este mismo sitio: ningún proveedor externo recibe esas solicitudes.',
    );
    expect(mapProviderText('', '© colaboradores de OpenStreetMap')).toBe(
      'El mapa de agencias lo dibuja este mismo sitio, con los límites de los departamentos: ninguna página descarga imágenes de mapas de un proveedor externo.',
    );
  });

  it("renders this build's setting (the tests build none: no map)", () => {
    const blok = mapProviderBlock.schema.parse({ _uid: 'm1', component: 'map_provider' });
    const { container } = render(<MapProviderBlock blok={blok} />);
    expect(container.querySelector('p.map-provider')?.textContent).toMatch(
      /^El mapa de agencias lo dibuja este mismo sitio/,
    );
  });
});
