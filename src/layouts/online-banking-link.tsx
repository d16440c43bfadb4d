import type { Blok } from '../content/blok';
import { resolveLink } from '../content/links';
import type { BlockOf } from '../content/schemas/registry';
import { SiteLink } from '../blocks/parts/link';
import { BootstrapIcon } from '../blocks/parts/bootstrap-icon';

/**
 * The header's way into online banking (the global story's `online_banking`, one `menu_link`): a filled button
 * beside 'Buscar' at every width, where a bank's customers look for it (issue 33). Nothing when unset.
 */
export function OnlineBankingLink({ items }: { items: readonly Blok[] }) {
  const first = items[0];
  if (first?.component !== 'menu_link') return null;
  const blok = first as BlockOf<'menu_link'>;
  const link = resolveLink(blok.to);
  if (!link || !blok.text) return null;
  return (
    <SiteLink link={link} target={blok.target} className="header-online-banking btn btn-primary">
      <BootstrapIcon name="lock" className="header-online-banking-icon" />
      <span className="header-online-banking-label">{blok.text}</span>
    </SiteLink>
  );
}
