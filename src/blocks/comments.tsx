import { domainTexts } from '../config/site';
import type { BlockOf } from '../content/schemas/registry';

/**
 * Comments widget wrapper keyed by `identifier` (SPEC §2). It renders only the labelled region and a
 * placeholder: the Disqus loader belongs to the consent feature, which loads the widget into
 * `[data-comments-thread]` once functional cookies are accepted (SPEC §9) and uses `data-identifier`
 * as the thread key. Until then the placeholder tells visitors why there are no comments.
 */
export function CommentsBlock({ blok }: { blok: BlockOf<'comments'> }) {
  const headingId = `comentarios-${blok._uid}`;
  return (
    <section className="comments" aria-labelledby={headingId} data-identifier={blok.identifier}>
      <h2 id={headingId} className="comments-title">
        {domainTexts.commentsHeading}
      </h2>
      <div className="comments-thread" data-comments-thread="" data-identifier={blok.identifier}>
        <p className="comments-placeholder">{domainTexts.commentsPlaceholder}</p>
      </div>
    </section>
  );
}
