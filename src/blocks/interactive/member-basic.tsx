import type { BlockOf } from '../../content/schemas/registry';
import { isRichTextEmpty } from '../../content/rich-text-empty';
import { MemberHeading, MemberPhoto } from './member-parts';
import { RichText } from '../parts/rich-text';

/** Basic member variant (docs/behaviour.md §2): the same person card without the flip; the resume, if any, below. */
export function MemberBasicBlock({ blok }: { blok: BlockOf<'member_basic'> }) {
  return (
    <article className="member-card member-card--basic">
      <div className="member-card__face">
        <MemberPhoto blok={blok} />
        <MemberHeading blok={blok} />
        {!isRichTextEmpty(blok.resume) && (
          <div className="member-resume rich-text">
            <RichText doc={blok.resume} />
          </div>
        )}
      </div>
    </article>
  );
}
