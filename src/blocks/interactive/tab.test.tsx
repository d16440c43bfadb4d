// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAs, textBlok } from '../../test/interactive-test-blok';
import { TabBlock } from './tab';

afterEach(cleanup);

describe('TabBlock', () => {
  it('outside a tabs block shows its body with its classes', () => {
    const blok = parseAs('tab', { title: 'Beneficios', body: [textBlok('Puntos')], classes: 'bg-light' });
    const { container } = render(<TabBlock blok={blok} />);
    expect(container.firstElementChild?.className).toBe('tab-standalone bg-light');
    expect(container.textContent).toBe('Puntos');
  });

  it('parses title, body and classes with their defaults', () => {
    const blok = parseAs('tab', { title: null, body: null, classes: null });
    expect(blok.title).toBe('');
    expect(blok.body).toEqual([]);
    expect(blok.classes).toBe('');
  });
});
