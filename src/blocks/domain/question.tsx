import { useEffect, useId, useRef, useState } from 'react';
import type { BlockOf } from '../../content/schemas/registry';
import { cx } from '../../common/class-names';
import { Bloks } from '../parts/render-block';
import { useHashTarget } from './use-hash-target';
import { OutlineHeading } from '../parts/outline-heading';

/**
 * An FAQ entry: a disclosure (button + region) addressable by `#id`. It starts closed on the server
 * and in the first client render (same markup), then opens and scrolls into view when the URL hash
 * names it.
 */
export function QuestionBlock({ blok }: { blok: BlockOf<'question'> }) {
  const generated = useId();
  // Without an id the entry still needs ids for aria-controls; useId is the same on server and client.
  const id = blok.id || `pregunta-${generated.replace(/[^\w-]/g, '')}`;
  const [open, setOpen] = useState(false);
  const [reveals, setReveals] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  useHashTarget(blok.id, () => {
    setOpen(true);
    setReveals((n) => n + 1);
  });
  useEffect(() => {
    // After the answer is shown, so the scroll lands on the final layout.
    if (reveals > 0) root.current?.scrollIntoView({ block: 'start' });
  }, [reveals]);

  const buttonId = `${id}-pregunta`;
  const panelId = `${id}-respuesta`;
  return (
    <div
      id={id}
      ref={root}
      className={cx('faq-question', open && 'is-open')}
      // The site search links an answer that matches to this entry (Pagefind sub-results need a title).
      data-pagefind-title={blok.id ? blok.question : undefined}
    >
      <OutlineHeading blok={blok} className="faq-question-heading">
        <button
          type="button"
          id={buttonId}
          className="faq-question-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {blok.question}
        </button>
      </OutlineHeading>
      <div id={panelId} role="region" aria-labelledby={buttonId} className="faq-question-body" hidden={!open}>
        <Bloks items={blok.body} />
      </div>
    </div>
  );
}
