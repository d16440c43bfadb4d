// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchResultsBlock } from '../../content/schemas/blocks/domain';
import { SiteSearchAvailable } from '../../search/search-availability';
import { SearchResultsBlock } from './search-results';

const blok = searchResultsBlock.schema.parse({ _uid: 's1', component: 'search_results', label: '' });

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('SearchResultsBlock', () => {
  it('renders an empty, labelled search form on the server, left out of the index', () => {
    const html = renderToString(<SearchResultsBlock blok={blok} />);
    expect(html).toContain('data-pagefind-ignore="all"');
    expect(html).toContain('¿Qué estás buscando?');
    expect(html).toContain('role="search"');
    expect(html).toContain('value=""');
    // Without JavaScript the page says why nothing is searched (no-script-notice.tsx).
    expect(html).toContain('<noscript>');
    expect(html).toContain('necesita JavaScript');
  });

  it('searches for the query of the address once in the browser, and says so when the index cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/buscar/?q=remesa');
    render(<SearchResultsBlock blok={blok} />);
    expect(screen.getByLabelText('¿Qué estás buscando?')).toHaveProperty('value', 'remesa');
    // No Pagefind in a unit test: the failure is reported, not left spinning.
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('no está disponible'));
    vi.restoreAllMocks();
  });

  it('searches nothing in the editor preview', () => {
    window.history.replaceState(null, '', '/buscar/?q=remesa');
    render(
      <SiteSearchAvailable value={false}>
        <SearchResultsBlock blok={{ ...blok, label: 'Buscá en el sitio' }} />
      </SiteSearchAvailable>,
    );
    expect(screen.getByLabelText('Buscá en el sitio')).toBeDefined();
    expect(screen.getByText(/no funciona en la vista previa/)).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
