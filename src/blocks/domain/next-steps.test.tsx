// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Block } from '../parts/render-block';
import { SiteContactContext } from '../parts/site-contact';
import { parseBlok, raw, storyLink } from '../../test/test-blok';

afterEach(cleanup);

const contact = { phone: '+503 2555-0100', hours: 'Lunes a viernes, 07:00–19:00', email: '', social: [] };

function show(fields: Record<string, unknown> = {}) {
  return render(
    <SiteContactContext value={contact}>
      <Block blok={parseBlok(raw('next_steps', { title: '¿Querés tu tarjeta Oro?', ...fields }))} />
    </SiteContactContext>,
  );
}

describe('NextStepsBlock', () => {
  it("offers the call centre's number as a tap to call, the nearest agency and the app", async () => {
    show();
    expect(await screen.findByRole('heading', { name: '¿Querés tu tarjeta Oro?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+503 2555-0100' }).getAttribute('href')).toBe(
      'tel:+50325550100',
    );
    expect(screen.getByRole('link', { name: 'Buscar agencia' }).getAttribute('href')).toBe('/agencias/');
    expect(screen.getByRole('link', { name: 'Descargá Mi BancAzul' }).getAttribute('href')).toBe(
      '/banca-movil-descarga/',
    );
    expect(screen.queryByRole('link', { name: 'Solicitala' })).toBeNull();
  });

  it('adds the way to apply when the block links one', async () => {
    show({ apply_text: 'Solicitala', apply_link: storyLink('banca-personas/tarjetas') });
    const apply = await screen.findByRole('link', { name: 'Solicitala' });
    expect(apply.getAttribute('href')).toBe('/banca-personas/tarjetas/');
  });
});
