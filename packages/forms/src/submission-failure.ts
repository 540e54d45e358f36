import { isJsonObject } from '@tessera/runtime';
/**
 * What a failed submission shows (spec 000 §8, 002 §8), as a pure function of the data
 * layer's error: field messages for a 400 with data.errors, else one form-level message.
 */
import type { FormMessages } from './form-messages';

export type SubmissionFailure =
  /** `message`: what else the server said (a form's own endpoint, issue 20), shown below. */
  | { kind: 'field-errors'; errors: Record<string, string>; message?: string }
  | { kind: 'message'; message: string };

/**
 * The shape of the data layer's ApiError that matters here (read structurally). `fieldErrors`
 * is data.errors as the data layer reads it (the runtime's fieldErrorsOf, spec 000 §8): one
 * reading, and no copy of it in the form block's chunk.
 */
interface ErrorLike {
  status?: unknown;
  code?: unknown;
  data?: unknown;
  fieldErrors?: Record<string, string>;
}

/** Maps a SaveFormSubmission failure to what the visitor sees. */
export function describeSubmissionFailure(
  error: unknown,
  messages: FormMessages,
): SubmissionFailure {
  const { status, code, data, fieldErrors } = (isJsonObject(error) ? error : {}) as ErrorLike;
  // An answer that was not JSON, or anything that is not a data-layer error: the submit error.
  if (code === 'parse' || typeof status !== 'number') {
    return { kind: 'message', message: messages.submitError };
  }
  if (status === 400 && fieldErrors) return { kind: 'field-errors', errors: fieldErrors };
  if (status === 401) return { kind: 'message', message: messages.unauthorized };
  if (status === 404) return { kind: 'message', message: messages.notConfigured };
  if (status === 429) return { kind: 'message', message: messages.rateLimited };
  if (status === 500) return { kind: 'message', message: messages.serverError };
  // Other statuses, a lost connection (status 0) or a time-out: data.error if present.
  const serverText = isJsonObject(data) && typeof data.error === 'string' ? data.error.trim() : '';
  return { kind: 'message', message: serverText !== '' ? serverText : messages.unknownError };
}
