// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textBlock } from '../../content/schemas/blocks/basic';
import { questionBlock } from '../../content/schemas/blocks/domain';
import { hydrateServerMarkup } from '../../test/hydration';
import { QuestionBlock } from './question';

const answer = textBlock.schema.parse({
  _uid: 't1',
  component: 'text',
  text: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Con tu DUI vigente.' }] }],
  },
});
const parse = (fields: Record<string, unknown>) =>
  questionBlock.schema.parse({
    _uid: 'q1',
    component: 'question',
    id: 'abrir-cuenta',
    question: '¿Qué necesito para abrir una cuenta?',
    body: [answer],
    ...fields,
  });

const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  window.history.replaceState(null, '', '/preguntas-frecuentes/');
});
afterEach(cleanup);

const toggle = () => screen.getByRole('button', { name: '¿Qué necesito para abrir una cuenta?' });
const panel = () => document.getElementById('abrir-cuenta-respuesta') as HTMLElement;

describe('QuestionBlock', () => {
  it('is a closed disclosure: a button controlling a labelled region with the answer', () => {
    const { container } = render(<QuestionBlock blok={parse({})} />);
    expect(container.firstElementChild?.id).toBe('abrir-cuenta');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe('abrir-cuenta-respuesta');
    expect(toggle().closest('h3')).not.toBeNull();
    expect(panel().getAttribute('role')).toBe('region');
    expect(panel().getAttribute('aria-labelledby')).toBe(toggle().id);
    expect(panel().hidden).toBe(true);
    // The answer is in the markup even when closed (search engines, find-in-page after opening).
    expect(panel().textContent).toBe('Con tu DUI vigente.');
  });

  it('opens and closes on activation', () => {
    render(<QuestionBlock blok={parse({})} />);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(scrolled).toEqual([]);
  });

  it('opens and scrolls into view when the URL hash names it on load', () => {
    window.history.replaceState(null, '', '/preguntas-frecuentes/#abrir-cuenta');
    const { container } = render(<QuestionBlock blok={parse({})} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(scrolled).toEqual([container.firstElementChild]);
  });

  it('stays closed when the hash names another question', () => {
    window.history.replaceState(null, '', '/preguntas-frecuentes/#otra');
    render(<QuestionBlock blok={parse({})} />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hashchange, on back/forward and on a same-page link to #id', () => {
    render(
      <>
        <a href="/preguntas-frecuentes/#abrir-cuenta">ir</a>
        <QuestionBlock blok={parse({})} />
      </>,
    );
    act(() => {
      window.history.replaceState(null, '', '/preguntas-frecuentes/#abrir-cuenta');
      window.dispatchEvent(new Event('hashchange'));
    });
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    window.history.replaceState(null, '', '/preguntas-frecuentes/');
    // A ctrl-click opens another tab: this page stays as it is.
    fireEvent.click(screen.getByRole('link', { name: 'ir' }), { ctrlKey: true });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('link', { name: 'ir' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(scrolled).toHaveLength(3);
  });

  it('renders the same closed markup on the server, then opens after hydration without a mismatch', async () => {
    const html = renderToString(<QuestionBlock blok={parse({})} />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('hidden=""');
    window.history.replaceState(null, '', '/preguntas-frecuentes/#abrir-cuenta');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const hydrated = await hydrateServerMarkup(<QuestionBlock blok={parse({})} />);
    try {
      expect(hydrated.hydrationErrors).toEqual([]);
      expect(hydrated.keptServerNodes).toBe(true);
      expect(errors).not.toHaveBeenCalled();
      expect(hydrated.container.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
    } finally {
      act(() => hydrated.root.unmount());
      errors.mockRestore();
      hydrated.container.remove();
    }
  });

  it('gets generated ids when the content gives none', () => {
    render(<QuestionBlock blok={parse({ id: '' })} />);
    const button = toggle();
    const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(controlled?.getAttribute('aria-labelledby')).toBe(button.id);
    expect(button.id).toMatch(/^pregunta-[\w-]+-pregunta$/);
  });
});
