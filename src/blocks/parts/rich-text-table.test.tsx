// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RichTextDoc } from '../../content/schemas/rich-text';
import { hydrateServerMarkup } from '../../test/hydration';
import { RichText } from './rich-text';

const cell = (type: 'tableHeader' | 'tableCell', text: string, colspan = 1) => ({
  type,
  attrs: { colspan, rowspan: 1, colwidth: null },
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});

const doc = {
  type: 'doc',
  content: [
    {
      type: 'table',
      content: [
        { type: 'tableRow', content: [cell('tableHeader', 'Producto'), cell('tableHeader', 'Tasa')] },
        { type: 'tableRow', content: [cell('tableCell', 'Ahorro'), cell('tableCell', '1.00%')] },
        { type: 'tableRow', content: [cell('tableCell', 'Nota al pie', 2)] },
      ],
    },
  ],
} as RichTextDoc;

describe('rich-text tables', () => {
  it('put header rows in a thead, the others in a tbody, and map spans to colSpan, so the parsed HTML hydrates without a mismatch', async () => {
    const html = renderToString(<RichText doc={doc} />);
    // A leading row of header cells is the table's head, as Storyblok's reference renderer writes it.
    expect(html).toContain('<table class="rich-text-table"><thead><tr><th scope="col">');
    expect(html).toContain('</thead><tbody><tr><td>');
    expect(html).toContain('<td colSpan="2">');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hydrated = await hydrateServerMarkup(<RichText doc={doc} />);
    expect(hydrated.hydrationErrors).toEqual([]);
    expect(hydrated.keptServerNodes).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => hydrated.root.unmount());
  });
});
