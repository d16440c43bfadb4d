import type { ReactNode } from 'react';
import { resolveLink, type ResolvedLink } from '../../content/links';
import { customLinkAttributeName } from '../../content/rich-text-types';
import { SiteLink } from './link';

type Attrs = Record<string, unknown> | undefined;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** React's names for the custom attributes HTML spells differently. */
const reactNames: Readonly<Record<string, string>> = { class: 'className', hreflang: 'hrefLang' };

/**
 * A rich-text link as Storyblok's reference renderer resolves it (story → its route with `#anchor`, email →
 * `mailto:`, a URL without a scheme → `https://`), through the site's link rules (no `javascript:`/`data:`).
 */
export function richTextLink(attrs: Attrs): ResolvedLink | null {
  const href = str(attrs?.href);
  const anchor = str(attrs?.anchor);
  const base = { id: '', url: '', cached_url: '', anchor, target: undefined, email: '' };
  switch (attrs?.linktype) {
    case 'story':
      return resolveLink({ ...base, linktype: 'story', cached_url: href });
    case 'email':
      return resolveLink({ ...base, linktype: 'email', email: href });
    case 'asset':
      return resolveLink({ ...base, linktype: 'asset', url: href });
    default:
      return resolveLink({ ...base, linktype: 'url', url: href });
  }
}

/** The editor's custom attributes whose names are allowed (checked again: React would write any name). */
function customProps(custom: unknown): Record<string, string> {
  if (typeof custom !== 'object' || custom === null) return {};
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(custom)) {
    if (!customLinkAttributeName.test(name) || (typeof value !== 'string' && typeof value !== 'number'))
      continue;
    props[reactNames[name] ?? name] = String(value);
  }
  return props;
}

export function RichTextLink({ attrs, children }: { attrs: Attrs; children: ReactNode }) {
  const link = richTextLink(attrs);
  if (!link) return <>{children}</>;
  const { rel, title, ...custom } = customProps(attrs?.custom);
  const relAttr = [str(attrs?.rel), rel ?? ''].filter(Boolean).join(' ');
  return (
    <SiteLink
      {...custom}
      link={link}
      target={attrs?.target === '_blank' ? '_blank' : undefined}
      rel={relAttr || undefined}
      title={str(attrs?.title) || title || undefined}
    >
      {children}
    </SiteLink>
  );
}
