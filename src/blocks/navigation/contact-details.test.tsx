// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Block } from '../parts/render-block';
import { SiteContactContext, type SiteContact } from '../parts/site-contact';
import { contentErrors, parseBlok, raw } from '../../test/test-blok';

afterEach(cleanup);

const contact: SiteContact = {
  phone: '+503 2555-0100',
  hours: 'Lunes a viernes, 07:00–19:00; sábado, 08:00–12:00',
  email: 'servicioalcliente@bancoazul.example',
  social: [
    parseBlok(
      raw('social_link', {
        url: 'https://www.facebook.com/bancoazul.example',
        aria_label: 'Banco Azul en Facebook',
      }),
    ),
  ],
};

function renderWith(value: SiteContact, fields: Record<string, unknown> = {}) {
  return render(
    <SiteContactContext value={value}>
      <Block blok={parseBlok(raw('contact_details', fields))} />
    </SiteContactContext>,
  );
}

describe('ContactDetailsBlock', () => {
  it("shows the global story's phone as a tel: link, its hours and its email", () => {
    const { container } = renderWith(contact);
    expect(screen.getByRole('link', { name: '+503 2555-0100' }).getAttribute('href')).toBe(
      'tel:+50325550100',
    );
    expect(container.textContent).toContain('Horario: Lunes a viernes, 07:00–19:00; sábado, 08:00–12:00');
    expect(screen.getByRole('link', { name: contact.email }).getAttribute('href')).toBe(
      `mailto:${contact.email}`,
    );
  });

  it('shows the social profiles when asked for them, and only them', async () => {
    renderWith(contact, { show: 'social' });
    expect(await screen.findByRole('link', { name: 'Banco Azul en Facebook' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '+503 2555-0100' })).toBeNull();
  });

  it('leaves out what the global story does not hold, and renders nothing without contact data', () => {
    const { container } = renderWith({ ...contact, email: '', hours: '' });
    expect(container.querySelectorAll('li')).toHaveLength(1);
    cleanup();
    expect(renderWith({ phone: '', hours: '', email: '', social: [] }).container.innerHTML).toBe('');
  });

  it('rejects an unknown part to show', () => {
    expect(contentErrors(raw('contact_details', { show: 'fax' }))[0]?.field).toBe('show');
  });
});
