// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentBlock } from '../../content/schemas/blocks/domain';
import { DocumentBlock } from './document';

afterEach(cleanup);

const pdf = {
  id: '',
  url: '/content-images/docs/memoria-2024.pdf',
  linktype: 'asset',
  fieldtype: 'multilink',
  cached_url: '/content-images/docs/memoria-2024.pdf',
};
const parse = (fields: Record<string, unknown>) =>
  documentBlock.schema.parse({ _uid: 'd1', component: 'document', ...fields });

describe('DocumentBlock', () => {
  it('links the title to the document, in a new tab, with the document icon', () => {
    const { container } = render(<DocumentBlock blok={parse({ title: 'Memoria 2024', document: pdf })} />);
    const link = screen.getByRole('link', { name: /Memoria 2024/ });
    expect(link.getAttribute('href')).toBe('/content-images/docs/memoria-2024.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(se abre en una pestaña nueva)');
    const icon = container.querySelector('img');
    expect(icon?.getAttribute('src')).toBe('/content-images/img/document-icon.png');
    // Decorative: the link text already names the document.
    expect(icon?.getAttribute('alt')).toBe('');
  });

  it('resolves a story link too', () => {
    render(
      <DocumentBlock
        blok={parse({
          title: 'Tarifas',
          document: { ...pdf, linktype: 'story', url: '', cached_url: 'tasas-y-comisiones' },
        })}
      />,
    );
    expect(screen.getByRole('link', { name: /Tarifas/ }).getAttribute('href')).toBe('/tasas-y-comisiones/');
  });

  it('shows the title without a link when the document is not set', () => {
    const { container } = render(<DocumentBlock blok={parse({ title: 'Pendiente', document: '' })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('Pendiente');
  });
});
