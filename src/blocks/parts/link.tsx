import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { ResolvedLink } from '../../content/links';
import { replaceHistoryAttribute } from '../../common/history-mode';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  link: ResolvedLink;
  children: ReactNode;
  /** Following the link replaces the current history entry (only for pages of the site). */
  replace?: boolean | undefined;
};

/**
 * A plain anchor: the runtime's link catcher turns internal ones into in-page navigation (replacing
 * the history entry when asked), and external ones open in a new tab without giving the opened page
 * a handle on ours.
 */
export function SiteLink({ link, target, rel, replace, children, ...rest }: Props) {
  const newTab = link.external || target === '_blank';
  const replaces = replace && link.internal && !newTab;
  return (
    <a
      href={link.href}
      target={newTab ? '_blank' : target}
      rel={newTab ? (rel ? `${rel} noopener noreferrer` : 'noopener noreferrer') : rel || undefined}
      {...(replaces ? { [replaceHistoryAttribute]: '' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
