import type { RichTextDoc } from '../../content/rich-text-types';
import { RichText } from '../parts/rich-text';
import { simulatorTexts as texts } from './texts';

/** The simulator's disclaimer (`aviso`): shown with the figures and without them alike. */
export function SimulatorDisclaimer({ doc }: { doc: RichTextDoc }) {
  return (
    <div className="simulator-disclaimer">
      <RichText doc={doc} />
    </div>
  );
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What a visitor without JavaScript reads above the example (issue 32): that the simulator needs it, and
 * which inputs the example figures are for. A `<noscript>` given as markup: a browser running scripts reads
 * its content as text, which React then leaves as it is instead of hydrating it.
 */
export function SimulatorNoScript({ text }: { text: string }) {
  return (
    <noscript dangerouslySetInnerHTML={{ __html: `<p class="simulator-noscript">${escape(text)}</p>` }} />
  );
}

/**
 * A simulator whose rates the build did not resolve (an editor's preview of one story, docs/behaviour.md
 * §2.25): the loan and deposit simulators say so alike, and still show their disclaimer.
 */
export function SimulatorUnavailable({
  className,
  title,
  disclaimer,
}: {
  /** The simulator's own class (`simulator-loan`, `simulator-deposit`). */
  className: string;
  title: string;
  disclaimer: RichTextDoc;
}) {
  return (
    <section className={`simulator ${className}`} aria-label={texts.sectionLabel(title)}>
      <p className="simulator-unavailable">{texts.rateUnavailable}</p>
      <SimulatorDisclaimer doc={disclaimer} />
    </section>
  );
}
