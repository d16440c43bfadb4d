import { cx } from '../../common/class-names';
import { simulatorTexts as texts } from './texts';

export interface ResultItem {
  label: string;
  value: string;
  /** The figure the visitor came for, shown large. */
  main?: boolean;
  note?: string | undefined;
}

/** The figures of a simulation as a description list; the main one first and large. */
export function SimulatorResults({ heading, items }: { heading: string; items: readonly ResultItem[] }) {
  return (
    <div className="simulator-results">
      <p className="simulator-results-heading">{heading}</p>
      <dl className="simulator-figures">
        {items.map((item) => (
          <div key={item.label} className={cx('simulator-figure', item.main && 'simulator-figure-main')}>
            <dt>{item.label}</dt>
            <dd>
              {item.value}
              {item.note && <span className="simulator-figure-note">{item.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** In place of the figures while a field is wrong: no result for other inputs may pass as current (issue 32). */
export function SimulatorPending() {
  return (
    <div className="simulator-results simulator-results-pending">
      <p className="simulator-results-heading">{texts.resultPending}</p>
    </div>
  );
}
