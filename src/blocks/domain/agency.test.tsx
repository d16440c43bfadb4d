// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { agencyBlock } from '../../content/schemas/blocks/domain';
import { AgencyBlock } from './agency';
import { telephoneHref } from '../parts/telephone-href';

afterEach(cleanup);

const location = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Paseo General Escalón, San Salvador.' }] }],
};
const parse = (fields: Record<string, unknown>) =>
  agencyBlock.schema.parse({
    _uid: 'g1',
    component: 'agency',
    title: 'Agencia Escalón',
    location,
    ...fields,
  });

describe('AgencyBlock', () => {
  it('shows title, location, a dialable telephone and the map pin link (the pin, then the words)', () => {
    render(
      <AgencyBlock blok={parse({ telephone: '+503 2555-0110', url: 'https://maps.example/?q=escalon' })} />,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Agencia Escalón');
    expect(screen.getByText('Paseo General Escalón, San Salvador.')).toBeTruthy();
    const phone = screen.getByRole('link', { name: '+503 2555-0110' });
    expect(phone.getAttribute('href')).toBe('tel:+50325550110');
    expect(phone.parentElement?.textContent).toBe('Teléfono: +503 2555-0110');
    const pin = screen.getByRole('link', {
      name: 'Ver en el mapa: Agencia Escalón (se abre en una pestaña nueva)',
    });
    expect(pin.getAttribute('href')).toBe('https://maps.example/?q=escalon');
    expect(pin.textContent).toBe('Ver en el mapa');
    expect(pin.querySelector('img')?.getAttribute('src')).toBe('/content-images/img/location.png');
    expect(pin.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('has no pin and no telephone line when those fields are empty', () => {
    const { container } = render(<AgencyBlock blok={parse({ telephone: '', url: '' })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).not.toContain('Teléfono');
  });
});

describe('telephoneHref', () => {
  it('keeps the leading + and the digits only', () => {
    expect(telephoneHref('+503 2555-0100')).toBe('tel:+50325550100');
    expect(telephoneHref('(503) 2281-2444')).toBe('tel:50322812444');
    expect(telephoneHref('  ')).toBe('');
    expect(telephoneHref('sin número')).toBe('');
  });
});
