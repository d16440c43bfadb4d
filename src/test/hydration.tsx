/**
 * Hydration checks for the unit tests, on React as the site ships it: React reports a hydration mismatch
 * as a recoverable error (text, elements) or, in development builds, a console error (attributes). A check
 * hydrates the server's markup, collects both, and proves the hydration kept every server element.
 */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { errorMessage } from '../common/errors';

export interface Hydrated {
  /** The container, with the server's markup, now hydrated (effects run). */
  container: HTMLElement;
  root: Root;
  serverHtml: string;
  /** What React reported while hydrating (recoverable errors and console errors); empty when it matched. */
  hydrationErrors: string[];
  /**
   * Whether every element of the server's markup is still in the page: React hydrated it in place instead of
   * drawing it anew (which it does after a mismatch). What the effects changed afterwards may differ.
   */
  keptServerNodes: boolean;
}

/**
 * Renders `ui` on the server, puts the markup in the document and hydrates it as the client entry does (with
 * `clientUi`, when the browser renders from other props than the server, as from an inline state with static
 * regions), then runs the effects. Expect `hydrationErrors` to be empty and `keptServerNodes`.
 */
export async function hydrateServerMarkup(ui: ReactNode, clientUi: ReactNode = ui): Promise<Hydrated> {
  const serverHtml = renderToString(ui);
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);

  const before = Array.from(container.querySelectorAll('*'));
  const hydrationErrors: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => hydrationErrors.push(args.map(String).join(' '));
  let root: Root | undefined;
  try {
    // Inside act, which runs the render and the effects (as the browser does after the first paint).
    await act(async () => {
      root = hydrateRoot(container, clientUi, {
        onRecoverableError: (error) => hydrationErrors.push(errorMessage(error)),
      });
    });
  } finally {
    console.error = consoleError;
  }
  if (!root) throw new Error('hydrateRoot returned no root');
  const keptServerNodes = before.every((node) => container.contains(node));
  return { container, root, serverHtml, hydrationErrors, keptServerNodes };
}
