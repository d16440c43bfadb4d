import type { BlockOf } from '../../content/schemas/registry';
import { resolveLink } from '../../content/links';
import { SiteLink } from '../parts/link';

/** One link of a link list; a link without a target shows its text only. */
export function LinkListItemBlock({ blok }: { blok: BlockOf<'link_list_item'> }) {
  const link = resolveLink(blok.to);
  if (!link) return <span>{blok.text}</span>;
  return (
    <SiteLink link={link} target={blok.target ?? blok.to.target} className="link-list-item">
      {blok.text}
    </SiteLink>
  );
}
