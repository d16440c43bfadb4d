import type { BlockOf } from '../../content/schemas/registry';
import { resolveHref } from '../../content/links';
import { SiteLink } from '../parts/link';
import { Bloks } from '../parts/render-block';

/** A profile link; its body is usually just an icon, so `aria_label` gives the link its name. */
export function SocialLinkBlock({ blok }: { blok: BlockOf<'social_link'> }) {
  const link = blok.url ? resolveHref(blok.url) : null;
  if (!link) return null;
  return (
    <SiteLink link={link} aria-label={blok.aria_label || undefined} className="social-link">
      <Bloks items={blok.body} />
    </SiteLink>
  );
}
