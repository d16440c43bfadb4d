// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Block } from '../parts/render-block';
import { parseBlok, raw } from '../../test/test-blok';

afterEach(cleanup);

const show = (fields: Record<string, unknown>) =>
  render(<Block blok={parseBlok(raw('product_rate', { clave: 'tarjeta-credito-oro', ...fields }))} />);

describe('ProductRateBlock', () => {
  it('shows the nominal and effective annual rates the build copied from the rates page', async () => {
    const { container, findByText } = show({ tasa_nominal: 32, tasa_efectiva: 37.62 });
    expect(await findByText('32.00%')).toBeTruthy();
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Tasa de interés nominal anual', 'Tasa de interés efectiva anual']);
    expect([...container.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['32.00%', '37.62%']);
  });

  it('shows nothing where the rates page was not at hand (a preview of one story)', async () => {
    const { container } = show({});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.product-rate')).toBeNull();
  });
});
