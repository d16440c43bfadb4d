import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { ResolvedLink } from '../content/links';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  link: ResolvedLink;
  children: ReactNode;
};

/**
 * A plain anchor: the runtime's link catcher turns internal ones into in-page navigation, and
 * external ones open in a new tab without giving the opened page a handle on ours.
 */
export function SiteLink({ link, target, rel, children, ...rest }: Props) {
  const newTab = link.external || target === '_blank';
  return (
    <a
      href={link.href}
      target={newTab ? '_blank' : target}
      rel={newTab ? (rel ? `${rel} noopener noreferrer` : 'noopener noreferrer') : rel || undefined}
      {...rest}
    >
      {children}
    </a>
  );
}
