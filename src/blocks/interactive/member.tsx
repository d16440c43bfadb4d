import { domainTexts } from '../../config/site';
import { useEffect, useId, useRef, useState } from 'react';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { MemberHeading, MemberNameLine, MemberPhoto } from './member-parts';
import { RichText } from '../parts/rich-text';

/**
 * Member card (docs/behaviour.md §2, §4 "front / back"): the front shows the photo, name and position with a
 * 'Más información' button; the back shows the resume with a 'Cerrar' button. The face not shown is
 * inert, so keyboard and screen-reader users only meet the visible one; focus follows the flip.
 */
export function MemberBlock({ blok }: { blok: BlockOf<'member'> }) {
  const [flipped, setFlipped] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const userFlipped = useRef(false);
  const id = useId();

  useEffect(() => {
    // Only after a flip by the visitor: the first render must not steal focus.
    if (!userFlipped.current) return;
    (flipped ? closeButton : moreButton).current?.focus();
  }, [flipped]);

  const flip = (to: boolean) => {
    userFlipped.current = true;
    setFlipped(to);
  };
  return (
    <article className={cx('member-card', flipped && 'is-flipped')} aria-labelledby={`${id}-name`}>
      <div className="member-card__inner">
        <div className="member-card__face member-card__front" inert={flipped}>
          <MemberPhoto blok={blok} />
          <MemberHeading blok={blok} id={`${id}-name`} />
          <button
            ref={moreButton}
            type="button"
            className="btn btn-primary btn-sm"
            aria-describedby={`${id}-name`}
            onClick={() => flip(true)}
          >
            {domainTexts.memberMore}
          </button>
        </div>
        <div className="member-card__face member-card__back" inert={!flipped}>
          <MemberNameLine blok={blok} />
          <div className="member-resume rich-text">
            <RichText doc={blok.resume} />
          </div>
          <button
            ref={closeButton}
            type="button"
            className="btn btn-outline-primary btn-sm"
            aria-describedby={`${id}-name`}
            onClick={() => flip(false)}
          >
            {domainTexts.close}
          </button>
        </div>
      </div>
    </article>
  );
}
