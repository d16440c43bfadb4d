// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raw, renderBlok } from './test-blok';

afterEach(cleanup);

const title = (text: string) => raw('title', { title: text, size: 'h2' });

describe('PageBlock (basic page)', () => {
  it('renders header blocks, then the body in a centred 10-of-12 column, then the footer', () => {
    const { container } = renderBlok(
      raw('page', { header: [title('Cabecera')], body: [title('Cuerpo')], footer: [title('Pie')] }),
    );
    const headings = [...container.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toEqual(['Cabecera', 'Cuerpo', 'Pie']);
    const column = container.querySelector('.row.justify-content-center > .col-lg-10');
    expect(column?.textContent).toBe('Cuerpo');
  });

  it('leaves no header or footer wrapper when those regions are empty', () => {
    const { container } = renderBlok(raw('page', { body: [title('Solo cuerpo')] }));
    expect(container.querySelector('.page-header')).toBeNull();
    expect(container.querySelector('.page-footer')).toBeNull();
  });
});
