// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredConsent } from './consent-cookie';
import { ConsentProvider } from './consent-context';
import { ConsentSlot } from '../layouts/consent-slot';
import { createConsentStore } from './consent-store';

afterEach(cleanup);

function setup(stored: StoredConsent['status'], onPrivacyPage = false) {
  const deps = {
    read: (): StoredConsent => ({ status: stored, preferences: { necessary: true, functional: false } }),
    write: vi.fn(),
    record: vi.fn(async () => {}),
  };
  const store = createConsentStore(deps);
  render(
    <ConsentProvider store={store}>
      <ConsentSlot onPrivacyPage={onPrivacyPage} />
    </ConsentProvider>,
  );
  return { store, deps };
}

describe('ConsentDialog', () => {
  it('is in the server HTML as `auto` (shown by CSS when the boot script flags the visit), but not on the privacy page', () => {
    const html = renderToString(
      <ConsentProvider>
        <ConsentSlot onPrivacyPage={false} />
      </ConsentProvider>,
    );
    expect(html).toContain('data-state="auto"');
    expect(html).toContain('role="dialog"');
    expect(html).toContain('Tu privacidad');
    const privacy = renderToString(
      <ConsentProvider>
        <ConsentSlot onPrivacyPage={true} />
      </ConsentProvider>,
    );
    expect(privacy).toBe('');
  });

  it('opens without a stored choice, labelled by its title, with no close button', () => {
    setup('missing');
    const dialog = screen.getByRole('dialog', { name: 'Tu privacidad' });
    expect(dialog.closest('.consent-layer')?.getAttribute('data-state')).toBe('open');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(dialog.querySelector('.btn-close')).toBeNull();
    expect(screen.getByRole('link', { name: 'Política de privacidad de datos' }).getAttribute('href')).toBe(
      '/privacidad-de-datos/',
    );
  });

  it('stays closed with a stored choice, and on the privacy page', () => {
    setup('stored');
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    setup('missing', true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves the switched preferences from the details view', async () => {
    const { deps } = setup('missing');
    fireEvent.click(screen.getByRole('button', { name: 'Configurar preferencias' }));
    const necessary = screen.getByRole('switch', { name: /Cookies necesarias/ }) as HTMLInputElement;
    expect(necessary.checked && necessary.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Cookies funcionales' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' })));
    expect(deps.write).toHaveBeenCalledWith({ necessary: true, functional: true });
  });

  it.each([
    ['Aceptar todas', true],
    ['Aceptar solo necesarias', false],
    ['Rechazar todas', false],
  ])("'%s' stores functional=%s", async (name, functional) => {
    const { deps, store } = setup('missing');
    await act(async () => fireEvent.click(screen.getByRole('button', { name })));
    expect(deps.write).toHaveBeenCalledWith({ necessary: true, functional });
    expect(deps.record).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe('stored');
  });
});
