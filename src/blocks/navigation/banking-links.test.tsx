// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bankingPortals } from '../../config/site';
import { raw, renderBlok } from '../../test/test-blok';

afterEach(cleanup);

describe('BankingLinksBlock', () => {
  it('links to the four portals of the config, each in a new tab', () => {
    renderBlok(raw('banking_links', { custom_classes: 'my-4' }));
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(bankingPortals.map((p) => p.href));
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.textContent).toContain('(se abre en una pestaña nueva)');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(links.map((a) => a.textContent?.replace(' (se abre en una pestaña nueva)', ''))).toEqual([
      'Banca en línea Personas',
      'Banca en línea Empresas',
      'Banca Corporativa',
      'Portal de Pagadores',
    ]);
  });
});
