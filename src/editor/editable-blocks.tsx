/**
 * Storyblok's editable attributes in preview only (reference §4): every rendered blok's element gets
 * `data-blok-c` (the `_editable` JSON) and `data-blok-uid` (`{story id}-{_uid}`), which the visual
 * editor's bridge outlines and opens on click. The block components know nothing about preview, so the
 * preview entry wraps each registry entry: empty <template> markers around the block find its first
 * element after render. This runs only in the preview screens' page; the public pages never load it.
 */
import { useLayoutEffect, useRef, type ComponentType } from 'react';
import { blockComponents } from '../blocks/registry/static-registry';
import type { Blok } from '../content/blok';

export interface EditableAttributes {
  c: string;
  uid: string;
}

/** `<!--#storyblok#{"name": …, "uid": …, "id": …}-->` → the attributes, or null when there is none. */
export function parseEditable(editable: unknown): EditableAttributes | null {
  if (typeof editable !== 'string') return null;
  const match = /^<!--#storyblok#(.*)-->$/s.exec(editable.trim());
  if (!match?.[1]) return null;
  try {
    const data = JSON.parse(match[1]) as { uid?: unknown; id?: unknown };
    if (typeof data.uid !== 'string') return null;
    return { c: JSON.stringify(data), uid: `${String(data.id ?? '')}-${data.uid}` };
  } catch {
    return null;
  }
}

function isMarker(node: Element | null): boolean {
  return node instanceof HTMLTemplateElement && node.hasAttribute('data-blok-marker');
}

/** Puts the attributes on the first element the blok rendered, unless a blok nested in it claimed it first. */
function markFirstElement(start: HTMLTemplateElement, attributes: EditableAttributes): void {
  let element = start.nextElementSibling;
  // A blok that renders its children directly starts with their markers.
  while (element && isMarker(element) && element.getAttribute('data-blok-marker') === 'start') {
    element = element.nextElementSibling;
  }
  if (!element || isMarker(element)) return;
  const owner = element.getAttribute('data-blok-uid');
  if (owner && owner !== attributes.uid) return;
  element.setAttribute('data-blok-c', attributes.c);
  element.setAttribute('data-blok-uid', attributes.uid);
  element.classList.add('storyblok__outline');
}

function withEditableAttributes(Inner: ComponentType<{ blok: Blok }>): ComponentType<{ blok: Blok }> {
  function Editable({ blok }: { blok: Blok }) {
    const start = useRef<HTMLTemplateElement>(null);
    const attributes = parseEditable(blok._editable);
    // No dependency list: React may reset the element's class on any render, so mark after each one.
    useLayoutEffect(() => {
      if (attributes && start.current) markFirstElement(start.current, attributes);
    });
    if (!attributes) return <Inner blok={blok} />;
    return (
      <>
        <template ref={start} data-blok-marker="start" />
        <Inner blok={blok} />
        <template data-blok-marker="end" />
      </>
    );
  }
  Editable.displayName = `Editable(${Inner.displayName ?? Inner.name})`;
  return Editable;
}

let decorated = false;

/** Wraps every block component once; call before the first render of a preview screen. */
export function decorateBlocksForPreview(): void {
  if (decorated) return;
  decorated = true;
  // The registry's mapped type ties each name to its own props; here every entry is treated alike.
  const registry = blockComponents as unknown as Record<string, ComponentType<{ blok: Blok }>>;
  for (const [name, Component] of Object.entries(registry))
    registry[name] = withEditableAttributes(Component);
}
