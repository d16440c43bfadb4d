/** What the simulators' component tests share: a disclaimer, the figure reader, and a clean page after each. */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

export const aviso = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Cifras de muestra.' }] }],
};

/** The figure shown next to a result's label. */
export const figure = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition')
    .textContent;

/** Unmounts, restores real timers, and empties the address the simulators write their figures into. */
export function cleanPageAfterEach(): void {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });
}
