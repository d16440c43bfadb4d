/**
 * A ContentError as the build cache keeps it: its code, message and details, which make it again. An Error
 * itself does not survive JSON or v8 serialization (v8 keeps only the message and stack, not the class or
 * the story, `_uid` and field a report names).
 */
import { ContentError, type ContentErrorCode, type ContentErrorDetails } from '../content-error';

export interface StoredError {
  code: ContentErrorCode;
  message: string;
  details: ContentErrorDetails;
}

export function storedError(error: ContentError): StoredError {
  const { story, uid, component, field, expected, found, hint, severity } = error;
  return {
    code: error.code as ContentErrorCode,
    message: error.message,
    details: { story, uid, component, field, expected, found, hint, severity },
  };
}

export function restoredError(stored: StoredError): ContentError {
  return new ContentError(stored.code, stored.message, stored.details);
}
