import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { BootstrapIcon } from '../parts/bootstrap-icon';
import { telephoneHref } from '../parts/telephone-href';

/** Telephone: the number as written, as a `tel:` link so phones can call it. */
export function TelephoneBlock({ blok }: { blok: BlockOf<'telephone'> }) {
  if (!blok.number) return null;
  return (
    <p className={cx('telephone', blok.custom_classes)}>
      <BootstrapIcon name="telephone" className="telephone-icon" />
      {blok.label && <span className="telephone-label">{blok.label} </span>}
      <a href={telephoneHref(blok.number)} className="telephone-number">
        {blok.number}
      </a>
    </p>
  );
}
