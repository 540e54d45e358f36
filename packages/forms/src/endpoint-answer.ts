/**
 * What a form's own endpoint answered, as the visitor sees it (issue 20). A 2xx is a success
 * (after any redirect) unless its JSON says `ok: false` or `success: false`. Errors are read in
 * Formspree's shape, `{ errors: [{ field, message }] }`, or as a map `{ errors: { name: message } }`:
 * a field's message goes above the field whose control has that name; one naming no field of
 * the form, or naming none, is shown with the form's messages. Without such errors the status
 * picks the spec's message (000 §8); the endpoint's own text shows only where no status does.
 */
import { isJsonObject } from '@tessera/runtime';
import type { FormMessages } from './form-messages';
import type { FormField } from './read-fields';
import { getOwn, setOwn } from './set-own';
import { describeSubmissionFailure } from './submission-failure';
import type { SubmissionResult } from './submit-form';

/** The endpoint's errors: by field id (or by the name the endpoint gave), and the general ones. */
function endpointErrors(data: unknown, fields: readonly FormField[]) {
  const idOf: Record<string, string> = {};
  for (const field of fields) {
    for (const control of field.controls) if (control.name) setOwn(idOf, control.name, field.id);
  }
  const byField: Record<string, string> = {};
  const general: string[] = [];
  const add = (name: unknown, message: unknown) => {
    if (typeof message !== 'string' || message.trim() === '') return;
    const id = typeof name === 'string' && name !== '' ? name : undefined;
    if (id === undefined) general.push(message);
    else if (getOwn(idOf, id) !== undefined) setOwn(byField, getOwn(idOf, id) as string, message);
    // A name the form does not have: the message is shown below, so it says whose it is.
    else general.push(`${id} ${message}`);
  };
  const errors = isJsonObject(data) ? data.errors : undefined;
  if (Array.isArray(errors)) {
    for (const error of errors) if (isJsonObject(error)) add(error.field, error.message);
  } else if (isJsonObject(errors)) {
    for (const [name, message] of Object.entries(errors)) add(name, message);
  } else if (isJsonObject(data)) {
    add(undefined, data.error);
  }
  return { byField, general: general.join(' ') };
}

/** The answer `response` with its body `data` (parsed JSON, or undefined) as a result. */
export function readEndpointAnswer(
  response: Response,
  data: unknown,
  fields: readonly FormField[],
  messages: FormMessages,
  where: string,
): SubmissionResult {
  const refused = isJsonObject(data) && (data.ok === false || data.success === false);
  if (response.ok && !refused) return { kind: 'success' };
  const { byField, general } = endpointErrors(data, fields);
  if (Object.keys(byField).length > 0) {
    return { kind: 'field-errors', errors: byField, ...(general ? { message: general } : {}) };
  }
  const { status } = response;
  console.error(`[tessera] form: ${where} answered ${status}`, general);
  // As the Tessera contract's statuses (spec 000 §8): a static host answers 404 or 405 to a post
  // (nothing takes the form there), 403 is 401, and every 5xx is 500.
  const like =
    status === 405 || status === 501 ? 404 : status === 403 ? 401 : Math.min(status, 500);
  return describeSubmissionFailure({ status: like, data: { error: general } }, messages);
}
