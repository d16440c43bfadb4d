import type { BlockOf } from '../../content/schemas/registry';
import { resolveLink } from '../../content/links';
import { cx } from '../../common/class-names';
import { BootstrapIcon } from '../parts/bootstrap-icon';
import { SiteLink } from '../parts/link';

/** A link to a page drawn as a tile: icon, title and a short text; the whole tile is the link. */
export function IconLinkPageBlock({ blok }: { blok: BlockOf<'icon_link_page'> }) {
  const link = resolveLink(blok.to);
  const content = (
    <>
      <BootstrapIcon name={blok.icon} className="icon-link-page-icon" />
      <span className="icon-link-page-title">{blok.title}</span>
      {blok.text && <span className="icon-link-page-text">{blok.text}</span>}
    </>
  );
  const className = cx('icon-link-page', blok.custom_classes);
  if (!link) return <div className={className}>{content}</div>;
  return (
    <SiteLink link={link} target={blok.target ?? blok.to.target} className={className}>
      {content}
    </SiteLink>
  );
}
