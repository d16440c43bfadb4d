/**
 * What a visitor and an assistive technology get from one built page, independent of how the runtime spells
 * its markup: the text, headings, links, landmarks, and whether every id an ARIA attribute (or a label's
 * `for`) names is in the page. Two builds of the same content compare equal on these when a change of
 * runtime (issue 30: Preact to React) left the pages as they were; the ids themselves may differ.
 */
import { parseDocument } from 'htmlparser2';
import { type AnyNode, type Element, isTag, isText } from 'domhandler';
import { getAttributeValue, textContent } from 'domutils';

export interface PageOutline {
  title: string;
  description: string;
  /** The body's text, whitespace collapsed (scripts, styles and templates left out). */
  text: string;
  headings: string[];
  links: string[];
  landmarks: string[];
  /** `attribute → id` pairs whose id no element of the page has. */
  unresolvedReferences: string[];
}

/** Attributes whose value is a list of ids of the same page. */
const idReferences = [
  'aria-controls',
  'aria-labelledby',
  'aria-describedby',
  'aria-owns',
  'aria-activedescendant',
  'aria-details',
  'aria-errormessage',
  'for',
  'list',
  'form',
];
const landmarkTags: Record<string, string> = {
  header: 'banner',
  nav: 'navigation',
  main: 'main',
  footer: 'contentinfo',
  aside: 'complementary',
};
const notText = new Set(['script', 'style', 'template']);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function elements(node: AnyNode, into: Element[] = []): Element[] {
  if (isTag(node)) into.push(node);
  if ('children' in node) for (const child of node.children) elements(child, into);
  return into;
}

function visibleText(node: AnyNode): string {
  if (isText(node)) return node.data;
  if (isTag(node) && notText.has(node.name)) return ' ';
  if (!('children' in node)) return '';
  // Block-level boundaries read as spaces, as in the rendered page's text.
  return node.children.map(visibleText).join(isTag(node) ? '' : ' ');
}

function describeLandmark(element: Element): string | null {
  const role = getAttributeValue(element, 'role') ?? landmarkTags[element.name];
  const label = getAttributeValue(element, 'aria-label') ?? '';
  if (!role && !(element.name === 'section' && label)) return null;
  return `${role ?? 'region'}${label ? ` "${label}"` : ''}`;
}

export function pageOutline(html: string): PageOutline {
  const document = parseDocument(html);
  const all = elements(document);
  const body = all.find((element) => element.name === 'body');
  const ids = new Set(all.map((element) => getAttributeValue(element, 'id')).filter(Boolean));
  const unresolvedReferences: string[] = [];
  for (const element of all) {
    for (const attribute of idReferences) {
      const value = getAttributeValue(element, attribute);
      // `form` is also an element name and `list` a plain word elsewhere: only on the elements that take ids.
      if (value === undefined || (attribute === 'form' && element.name === 'form')) continue;
      for (const id of value.split(/\s+/).filter(Boolean))
        if (!ids.has(id)) unresolvedReferences.push(`${element.name}[${attribute}] → ${id}`);
    }
  }
  const title = all.find((element) => element.name === 'title');
  const description = all.find(
    (element) => element.name === 'meta' && getAttributeValue(element, 'name') === 'description',
  );
  return {
    title: title ? squash(textContent(title)) : '',
    description: description ? (getAttributeValue(description, 'content') ?? '') : '',
    text: body ? squash(visibleText(body)) : '',
    headings: all
      .filter((element) => /^h[1-6]$/.test(element.name))
      .map((element) => `${element.name} ${squash(textContent(element))}`),
    links: all
      .filter((element) => element.name === 'a' && getAttributeValue(element, 'href') !== undefined)
      .map((element) => `${getAttributeValue(element, 'href')} ${squash(textContent(element))}`),
    landmarks: all.map(describeLandmark).filter((landmark): landmark is string => landmark !== null),
    unresolvedReferences,
  };
}

/** Where two outlines of one route differ, one line each; empty when they are the same page. */
export function outlineDifferences(before: PageOutline, after: PageOutline): string[] {
  const differences: string[] = [];
  for (const key of ['title', 'description', 'text'] as const) {
    if (before[key] !== after[key]) differences.push(`${key}: ${firstDifference(before[key], after[key])}`);
  }
  for (const key of ['headings', 'links', 'landmarks'] as const) {
    const was = before[key].join('\n');
    const is = after[key].join('\n');
    if (was !== is) differences.push(`${key}: ${firstDifference(was, is)}`);
  }
  for (const reference of after.unresolvedReferences) differences.push(`unresolved id: ${reference}`);
  return differences;
}

/** The two texts around the first character where they part. */
function firstDifference(was: string, is: string): string {
  let at = 0;
  while (at < was.length && was[at] === is[at]) at += 1;
  const from = Math.max(0, at - 40);
  return `before «${was.slice(from, at + 40)}» after «${is.slice(from, at + 40)}»`;
}
