/**
 * Hydration checks for the unit tests, on the runtime the site ships (docs/decisions/0006-preact-runtime.md).
 * Preact reports no hydration mismatch: where the DOM lacks a node it adds one, a node it does not need it
 * removes, and attributes it leaves as the server wrote them. So a check compares what the browser's
 * first render would draw (rendered anew, as during hydration) with the server's markup, attributes and
 * text included, and proves the hydration itself kept every server node.
 */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { asServerMarkup } from '../common/server-markup';

/** An element's tag, attributes (sorted; styles as the browser reads them) and children, as text. */
export function describeDom(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  const attributes = Array.from(node.attributes)
    .map(({ name, value }) => {
      if (name === 'style') return `style=${JSON.stringify((node as HTMLElement).style.cssText)}`;
      return `${name}=${JSON.stringify(value)}`;
    })
    .sort();
  // Adjacent text nodes are one in parsed markup: compare the text they make together.
  const children: string[] = [];
  let text: string | null = null;
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === child.TEXT_NODE) {
      text = (text ?? '') + (child.textContent ?? '');
      continue;
    }
    if (text) children.push(JSON.stringify(text));
    text = null;
    if (child.nodeType === child.ELEMENT_NODE) children.push(describeDom(child));
  }
  if (text) children.push(JSON.stringify(text));
  return `<${node.localName} ${attributes.join(' ')}>${children.join('')}</${node.localName}>`;
}

/**
 * Every element under `root`, in document order. Text is compared as markup: the server writes adjacent
 * texts as one node, which Preact's hydration splits into the texts it renders.
 */
function elementsOf(root: Element): Element[] {
  return Array.from(root.querySelectorAll('*'));
}

export interface Hydrated {
  /** The container, with the server's markup, now hydrated (effects run). */
  container: HTMLElement;
  root: Root;
  serverHtml: string;
  /** The browser's first render, drawn anew, where it differs from the server's markup; '' when equal. */
  firstRenderDiff: string;
  /** Whether hydration kept every element of the server's markup, added none and changed no text. */
  keptServerNodes: boolean;
}

/**
 * Renders `ui` on the server, puts the markup in the document and hydrates it as the client entry does
 * (inside asServerMarkup), then runs the effects. Compare `firstRenderDiff` with '' and expect
 * `keptServerNodes`.
 */
export async function hydrateServerMarkup(ui: ReactNode): Promise<Hydrated> {
  const serverHtml = renderToString(ui);
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);

  const fresh = document.createElement('div');
  document.body.append(fresh);
  const freshRoot = createRoot(fresh);
  asServerMarkup(() => flushSync(() => freshRoot.render(ui)));
  const expected = describeDom(container);
  const drawn = describeDom(fresh);
  freshRoot.unmount();
  fresh.remove();

  const parsedHtml = container.innerHTML;
  const before = elementsOf(container);
  let root: Root | undefined;
  let after: Element[] = [];
  let hydratedHtml = '';
  // Inside act, which runs the effects (as the browser does after the first paint) once this returns.
  await act(async () => {
    asServerMarkup(() => {
      root = hydrateRoot(container, ui);
    });
    after = elementsOf(container);
    hydratedHtml = container.innerHTML;
  });
  const keptServerNodes =
    hydratedHtml === parsedHtml &&
    before.length === after.length &&
    before.every((node, i) => node === after[i]);
  if (!root) throw new Error('hydrateRoot returned no root');
  return {
    container,
    root,
    serverHtml,
    firstRenderDiff: drawn === expected ? '' : `server:  ${expected}\nbrowser: ${drawn}`,
    keptServerNodes,
  };
}
