// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderSearch, isSearchShortcut } from './header-search';
import { SiteSearchAvailable } from './search-availability';

afterEach(cleanup);

const key = (init: KeyboardEventInit, target?: HTMLElement) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, ...init });
  if (target) Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('the header search control', () => {
  it("is a 'Buscar' button, closed, in the server's markup", () => {
    const html = renderToString(<HeaderSearch />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('>Buscar</span>');
    expect(html).not.toContain('search-panel');
  });

  it('is absent from the editor preview', () => {
    render(
      <SiteSearchAvailable value={false}>
        <HeaderSearch />
      </SiteSearchAvailable>,
    );
    expect(screen.queryByRole('button', { name: 'Buscar' })).toBeNull();
  });

  it('opens with / outside a field and with Ctrl+K or ⌘K anywhere', () => {
    expect(isSearchShortcut(key({ key: '/' }, document.body))).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }, document.createElement('input')))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }, document.createElement('input')))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
  });

  it('marks itself expanded when the shortcut opens it', async () => {
    render(<HeaderSearch />);
    const button = screen.getByRole('button', { name: 'Buscar' });
    await act(async () => {
      document.body.dispatchEvent(key({ key: 'k', ctrlKey: true }));
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });
});
