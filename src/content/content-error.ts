import { AppError } from '../common/errors';

export type ContentErrorCode =
  | 'invalid_json'
  | 'invalid_story'
  | 'duplicate_route'
  | 'missing_component'
  | 'missing_uid'
  | 'unknown_component'
  | 'invalid_field'
  | 'broken_link'
  | 'missing_asset'
  | 'fallback_value'
  | 'duplicate_uid'
  | 'missing_icon'
  | 'invalid_slug'
  | 'unsafe_asset_path'
  | 'missing_story'
  | 'invalid_encoding'
  | 'blocked_image_host'
  | 'invalid_rich_text'
  | 'invalid_color'
  | 'unknown_field'
  | 'resolved_relation'
  | 'long_description'
  | 'duplicate_description'
  | 'repeated_sentence';

export interface ContentErrorDetails {
  /** `full_slug` of the story, or the file name when the story could not be read. */
  story: string;
  uid?: string | undefined;
  component?: string | undefined;
  /** Dotted path of the field inside the block (`columns.0.width`). */
  field?: string | undefined;
  expected?: string | undefined;
  found?: string | undefined;
  hint?: string | undefined;
  /** Warnings are reported but keep the block and never fail a strict build (a spec fallback applied). */
  severity?: 'error' | 'warning';
}

export function isError(problem: ContentError): boolean {
  return problem.severity === 'error';
}

/** Bad content, located precisely: which story, which block, which field (docs/architecture.md "Errors"). */
export class ContentError extends AppError {
  readonly story: string;
  readonly uid: string | undefined;
  readonly component: string | undefined;
  readonly field: string | undefined;
  readonly expected: string | undefined;
  readonly found: string | undefined;
  readonly severity: 'error' | 'warning';

  constructor(code: ContentErrorCode, message: string, details: ContentErrorDetails) {
    super(code, message, details.hint);
    this.severity = details.severity ?? 'error';
    this.story = details.story;
    this.uid = details.uid;
    this.component = details.component;
    this.field = details.field;
    this.expected = details.expected;
    this.found = details.found;
  }

  /** One line for the report: where, what, and what to do. */
  describe(): string {
    const where = [
      this.uid ? `_uid ${this.uid}` : '',
      this.component ? `(${this.component})` : '',
      this.field ? `field "${this.field}"` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const hint = this.hint ? `\n      hint: ${this.hint}` : '';
    const level = this.severity === 'warning' ? 'warning ' : '';
    return `[${level}${this.code}] ${where ? `${where}: ` : ''}${this.message}${hint}`;
  }
}
