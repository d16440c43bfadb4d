import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { BootstrapIcon } from '../parts/bootstrap-icon';
import { Bloks } from '../parts/render-block';
import { useSiteContact } from '../parts/site-contact';
import { telephoneHref } from '../parts/telephone-href';

export const contactTexts = {
  phone: 'Centro de atención telefónica:',
  hours: 'Horario:',
  email: 'Correo:',
} as const;

/**
 * The bank's contact data as the global story holds it (issue 33): the phone as a `tel:` link, its hours and
 * the email, or the social profiles. A part the global story leaves empty is left out.
 */
export function ContactDetailsBlock({ blok }: { blok: BlockOf<'contact_details'> }) {
  const contact = useSiteContact();
  if (blok.show === 'social') {
    if (contact.social.length === 0) return null;
    return (
      <div className={cx('contact-details-social', blok.custom_classes)}>
        <Bloks items={contact.social} />
      </div>
    );
  }
  const dial = telephoneHref(contact.phone);
  if (!dial && !contact.hours && !contact.email) return null;
  return (
    <ul className={cx('contact-details list-unstyled', blok.custom_classes)}>
      {dial && (
        <li className="contact-details-phone">
          <BootstrapIcon name="telephone" className="me-2" />
          {contactTexts.phone}{' '}
          <a href={dial} className="telephone-number">
            {contact.phone}
          </a>
        </li>
      )}
      {contact.hours && (
        <li className="contact-details-hours">
          <BootstrapIcon name="clock" className="me-2" />
          {contactTexts.hours} {contact.hours}
        </li>
      )}
      {contact.email && (
        <li className="contact-details-email">
          <BootstrapIcon name="envelope" className="me-2" />
          {contactTexts.email} <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
      )}
    </ul>
  );
}
