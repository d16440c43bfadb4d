import { assets, domainTexts } from '../../config/site';
import { resolveLink } from '../../content/links';
import type { BlockOf } from '../../content/schemas/registry';
import { DecorativeIcon } from '../parts/decorative-icon';
import { SiteLink } from '../parts/link';

/** A document (report, statement, contract): icon and title linking to the file, in a new tab. */
export function DocumentBlock({ blok }: { blok: BlockOf<'document'> }) {
  const link = resolveLink(blok.document);
  if (!link) {
    return (
      <span className="document-item">
        <DecorativeIcon src={assets.documentIcon} size={24} className="document-icon" />
        <span>{blok.title}</span>
      </span>
    );
  }
  return (
    <SiteLink link={link} target="_blank" className="document-item">
      <DecorativeIcon src={assets.documentIcon} size={24} className="document-icon" />
      <span>{blok.title}</span>
      <span className="visually-hidden"> {domainTexts.newTabHint}</span>
    </SiteLink>
  );
}
