import { headTagSelector, type HeadTag } from './head-tags';

function apply(element: Element, tag: HeadTag): void {
  switch (tag.tag) {
    case 'title':
      if (element.textContent !== tag.text) element.textContent = tag.text;
      return;
    case 'meta':
      element.setAttribute(tag.by, tag.name);
      element.setAttribute('content', tag.content);
      return;
    case 'link':
      element.setAttribute('rel', tag.rel);
      element.setAttribute('href', tag.href);
      return;
  }
}

/**
 * Turns the head tags of the page shown (`shown`, as the server or an earlier call wrote them) into
 * `next`'s in `head`: a tag both lists have is updated where it stands, one only `shown` has is removed, a
 * new one follows the tag before it in `next`. Every other element of the head is left alone.
 */
export function writeHeadTags(
  head: HTMLHeadElement,
  shown: readonly HeadTag[],
  next: readonly HeadTag[],
): void {
  const current = new Map<string, Element>();
  for (const tag of shown) {
    const selector = headTagSelector(tag);
    const element = head.querySelector(selector);
    if (element) current.set(selector, element);
  }
  let previous: Element | undefined;
  for (const tag of next) {
    const selector = headTagSelector(tag);
    let element = current.get(selector);
    current.delete(selector);
    if (!element) {
      element = head.ownerDocument.createElement(tag.tag);
      if (previous) previous.after(element);
      else head.prepend(element);
    }
    apply(element, tag);
    previous = element;
  }
  for (const stale of current.values()) stale.remove();
}
