import { defaults } from '../../config/site';
import { cx } from '../../common/class-names';
import { iconSet } from 'virtual:icon-set';

interface Props {
  name: string;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  label?: string | undefined;
  className?: string | undefined;
}

/** Draws a bootstrap-icons icon inline from the site's icon set (src/site-builder/bundle/icon-set.ts). */
export function BootstrapIcon({ name, label, className }: Props) {
  // An icon missing from the set falls back to the default rather than leaving a hole in the layout.
  const known = Object.hasOwn(iconSet, name);
  const body = (known ? iconSet[name] : iconSet[defaults.icon]) ?? '';
  const shown = known ? name : defaults.icon;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="currentColor"
      className={cx('bi', `bi-${shown}`, className)}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}
