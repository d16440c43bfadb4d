// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentBlock, documentListBlock } from '../../content/schemas/blocks/domain';
import { DocumentListBlock } from './document-list';

afterEach(cleanup);

// Nested blocks arrive validated (the normaliser checks them), so the test parses them too.
const doc = (uid: string, title: string) =>
  documentBlock.schema.parse({
    _uid: uid,
    component: 'document',
    title,
    document: {
      id: '',
      url: `/content-images/docs/${uid}.pdf`,
      linktype: 'asset',
      cached_url: `/content-images/docs/${uid}.pdf`,
    },
  });

describe('DocumentListBlock', () => {
  it('shows its title and one list item per document', () => {
    const blok = documentListBlock.schema.parse({
      _uid: 'l1',
      component: 'document_list',
      title: 'Estados financieros',
      documents: [doc('a', 'Junio 2025'), doc('b', 'Marzo 2025')],
    });
    render(<DocumentListBlock blok={blok} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Estados financieros');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Junio 2025 (se abre en una pestaña nueva)',
      'Marzo 2025 (se abre en una pestaña nueva)',
    ]);
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/content-images/docs/b.pdf');
  });

  it('omits the heading when there is no title', () => {
    render(
      <DocumentListBlock blok={documentListBlock.schema.parse({ _uid: 'l2', component: 'document_list' })} />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
