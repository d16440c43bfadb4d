import { routing } from '../../config/site';
import { storyRoutePath, withPrefix } from '../../config/site-paths';
import { resolveLink } from '../../content/links';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { BootstrapIcon } from '../parts/bootstrap-icon';
import { SiteLink } from '../parts/link';
import { useSiteContact } from '../parts/site-contact';
import { telephoneHref } from '../parts/telephone-href';

export const nextStepsTexts = {
  title: '¿Querés solicitarlo o tenés dudas?',
  call: 'Llamanos',
  agency: 'Visitá tu agencia más cercana',
  agencyLink: 'Buscar agencia',
  app: 'Hacelo desde la app',
  appLink: 'Descargá Mi BancAzul',
} as const;

const internal = (slug: string) => {
  const href = withPrefix(storyRoutePath(slug));
  return { href, external: false, internal: true };
};

/**
 * The closing block of a product page (issue 33): the ways to apply or ask. The call centre's number is the
 * global story's (a tap to call); the nearest agency is the place finder; the app is its device-aware download.
 */
export function NextStepsBlock({ blok }: { blok: BlockOf<'next_steps'> }) {
  const contact = useSiteContact();
  const dial = telephoneHref(contact.phone);
  const apply = resolveLink(blok.apply_link);
  return (
    <section className={cx('next-steps', blok.custom_classes)} aria-labelledby={`${blok._uid}-title`}>
      <h2 id={`${blok._uid}-title`} className="h3">
        {blok.title || nextStepsTexts.title}
      </h2>
      {blok.text && <p>{blok.text}</p>}
      {apply && blok.apply_text && (
        <p>
          <SiteLink link={apply} className="btn btn-primary">
            {blok.apply_text}
          </SiteLink>
        </p>
      )}
      <ul className="next-steps-ways list-unstyled">
        {dial && (
          <li>
            <BootstrapIcon name="telephone" className="next-steps-icon" />
            <span className="next-steps-way">{nextStepsTexts.call}</span>
            <a href={dial} className="telephone-number">
              {contact.phone}
            </a>
            {contact.hours && <span className="next-steps-detail">{contact.hours}</span>}
          </li>
        )}
        <li>
          <BootstrapIcon name="geo-alt" className="next-steps-icon" />
          <span className="next-steps-way">{nextStepsTexts.agency}</span>
          <SiteLink link={internal(routing.agenciesSlug)}>{nextStepsTexts.agencyLink}</SiteLink>
        </li>
        <li>
          <BootstrapIcon name="phone" className="next-steps-icon" />
          <span className="next-steps-way">{nextStepsTexts.app}</span>
          <SiteLink link={internal(routing.appDownloadSlug)}>{nextStepsTexts.appLink}</SiteLink>
        </li>
      </ul>
    </section>
  );
}
