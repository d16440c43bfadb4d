import { domainTexts } from '../../config/site';
import { CommentsThread } from '../../consent/comments-thread';
import type { BlockOf } from '../../content/schemas/registry';

/**
 * Comments widget wrapper keyed by `identifier` (docs/behaviour.md §2). It renders the labelled region; inside it the
 * consent feature's CommentsThread shows a placeholder until the consent is known, then the Disqus
 * thread keyed by `identifier` once functional cookies are accepted (docs/behaviour.md §9), or a notice otherwise.
 */
export function CommentsBlock({ blok }: { blok: BlockOf<'comments'> }) {
  const headingId = `comentarios-${blok._uid}`;
  return (
    <section className="comments" aria-labelledby={headingId} data-identifier={blok.identifier}>
      <h2 id={headingId} className="comments-title">
        {domainTexts.commentsHeading}
      </h2>
      <div className="comments-thread" data-comments-thread="" data-identifier={blok.identifier}>
        <CommentsThread identifier={blok.identifier} />
      </div>
    </section>
  );
}
