import type { ContentError } from '../content/content-error';
import { previewMessages as text } from './preview-messages';

/** A small badge saying this is a draft, with the content problems the build would report. */
export function PreviewBar({ problems }: { problems: readonly ContentError[] }) {
  return (
    <aside className="preview-bar small" aria-label={text.badge}>
      <span className="badge text-bg-warning">{text.badge}</span>
      {problems.length > 0 ? (
        <details className="preview-problems">
          <summary>{text.problems(problems.length)}</summary>
          <ul>
            {problems.map((problem, i) => (
              <li key={i}>
                {problem.story}: {problem.describe()}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </aside>
  );
}
