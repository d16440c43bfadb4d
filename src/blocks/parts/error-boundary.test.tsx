// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockErrorBoundary, blockErrorMessage } from './error-boundary';
import type { Blok } from '../../content/blok';
import { Block } from './render-block';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('falla de prueba');
}

describe('BlockErrorBoundary', () => {
  it('shows the bank message in Spanish in place of a block that throws, and reports it', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <BlockErrorBoundary component="title" uid="u1">
          <Broken />
        </BlockErrorBoundary>
        <p>Resto de la página</p>
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(blockErrorMessage);
    expect(alert.textContent).toContain('Recargá la página');
    expect(screen.getByText('Resto de la página')).toBeTruthy();
    expect(errors.mock.calls.some((call) => String(call[0]).includes('Block "title" (u1) failed'))).toBe(
      true,
    );
  });

  it('renders its children when nothing throws', () => {
    render(
      <BlockErrorBoundary component="title" uid="u2">
        <p>Bien</p>
      </BlockErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Bien')).toBeTruthy();
  });

  it('guards every block rendered through the registry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Data the schema would never let through (columns: null) makes the row throw; the page survives.
    const broken = { _uid: 'r1', component: 'row', columns: null } as unknown as Blok;
    render(
      <>
        <Block blok={broken} />
        <Block blok={{ _uid: 't1', component: 'title', title: 'Sigue aquí', subtitle: '', size: 'h2' }} />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain(blockErrorMessage);
    expect(screen.getByRole('heading', { name: 'Sigue aquí' })).toBeTruthy();
  });
});
