import { assets, domainTexts } from '../../config/site';
import { resolveLink } from '../../content/links';
import type { BlockOf } from '../../content/schemas/registry';
import { imageSrc } from '../../content/image-src';
import { SiteLink } from '../parts/link';

/** The icon only repeats what the link says, so it is hidden from assistive technology (alt=""). */
function DocumentIcon() {
  return (
    <img
      src={imageSrc(assets.documentIcon)}
      alt=""
      width={24}
      height={24}
      className="document-icon"
      loading="lazy"
      decoding="async"
    />
  );
}

/** A document (report, statement, contract): icon and title linking to the file, in a new tab. */
export function DocumentBlock({ blok }: { blok: BlockOf<'document'> }) {
  const link = resolveLink(blok.document);
  if (!link) {
    return (
      <span className="document-item">
        <DocumentIcon />
        <span>{blok.title}</span>
      </span>
    );
  }
  return (
    <SiteLink link={link} target="_blank" className="document-item">
      <DocumentIcon />
      <span>{blok.title}</span>
      <span className="visually-hidden"> {domainTexts.newTabHint}</span>
    </SiteLink>
  );
}
