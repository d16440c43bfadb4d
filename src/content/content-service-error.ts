import { AppError } from '../common/errors';

export type ContentServiceErrorCode =
  | 'config'
  | 'unauthorized'
  | 'not_found'
  | 'rate_limited'
  | 'http_error'
  | 'timeout'
  | 'invalid_json'
  | 'invalid_response'
  | 'invalid_listing'
  | 'too_many_redirects'
  | 'bad_redirect'
  | 'too_large'
  | 'network';

/**
 * A request to the content service (Storyblok or the local stand-in) that failed. The message names the
 * request (method, path and query, never the token) so a failed build says exactly what it was doing.
 */
export class ContentServiceError extends AppError {
  constructor(
    code: ContentServiceErrorCode,
    message: string,
    readonly request: string,
    readonly status: number | undefined,
    hint?: string,
  ) {
    super(code, message, hint);
  }
}
