// @vitest-environment happy-dom
// Script loading stays disabled (no network); report it as loaded instead of logging an error.
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommentsThread } from './comments-thread';
import type { StoredConsent } from './consent-cookie';
import { ConsentProvider } from './consent-context';
import { createConsentStore } from './consent-store';

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
  delete window.disqus_config;
});

const embedUrl = 'https://{shortname}.disqus.example/embed.js';

function setup(functional: boolean, shortname = 'bancoazul') {
  const store = createConsentStore({
    read: (): StoredConsent => ({ status: 'stored', preferences: { necessary: true, functional } }),
    write: vi.fn(),
    record: vi.fn(async () => {}),
  });
  const view = render(
    <ConsentProvider store={store}>
      <CommentsThread identifier="hilo-1" shortname={shortname} embedUrl={embedUrl} />
    </ConsentProvider>,
  );
  return { store, view };
}

const embedScript = () =>
  document.head.querySelector('script[src="https://bancoazul.disqus.example/embed.js"]');

describe('CommentsThread', () => {
  it('without a provider (server, block tests) shows the placeholder and loads nothing', () => {
    render(<CommentsThread identifier="hilo-1" shortname="bancoazul" embedUrl={embedUrl} />);
    expect(screen.getByText(/cuando aceptás las cookies funcionales/)).toBeTruthy();
    expect(embedScript()).toBeNull();
  });

  it('without functional consent shows a notice whose button opens the preferences', () => {
    const { store } = setup(false);
    expect(embedScript()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preferencias de cookies' }));
    expect(store.getState().reopened).toBe(true);
  });

  it('loads the thread as soon as functional consent is given, without a reload', async () => {
    const { store, view } = setup(false);
    await act(async () => store.choose({ necessary: true, functional: true }));
    expect(embedScript()).not.toBeNull();
    expect(view.container.querySelector('#disqus_thread')).not.toBeNull();
    const context = { page: {} as Record<string, string> };
    window.disqus_config?.call(context);
    expect(context.page.identifier).toBe('hilo-1');
  });

  it('removes the thread when functional consent is withdrawn', async () => {
    const { store, view } = setup(true);
    expect(view.container.querySelector('#disqus_thread')).not.toBeNull();
    await act(async () => store.choose({ necessary: true, functional: false }));
    expect(view.container.querySelector('#disqus_thread')).toBeNull();
  });

  it('is off, with a notice, when no shortname is configured', () => {
    setup(true, '');
    expect(screen.getByText('Los comentarios no están disponibles en este momento.')).toBeTruthy();
    expect(document.head.querySelector('script')).toBeNull();
  });
});
